// npm run seed -w mock-api [-- --reset]: creates (or with --reset re-creates) and seeds the database.
import { dbFileFromEnv, seedScaleFromEnv } from '../config';
import { openDatabase } from './open';

const file = dbFileFromEnv();
const started = performance.now();
const db = openDatabase(file, { seedScale: seedScaleFromEnv(), reset: process.argv.includes('--reset') });
const groups = (db.prepare('SELECT COUNT(*) AS n FROM product_groups').get() as { n: number }).n;
db.close();
console.log(`[mock-api] database ${file} ready (${groups} product groups) in ${Math.round(performance.now() - started)} ms`);
