// `npm run contract`: writes shared-kernel/openapi.json from the contract's operations (issue 16).
// The file is generated, never edited by hand: shared-kernel/src/contract/openapi.test.ts compares it with a fresh build.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiText } from '../src/contract/openapi';

const file = join(__dirname, '..', 'openapi.json');
const text = openApiText();
writeFileSync(file, text);
const doc = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
const count = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
console.log(`wrote ${file}: ${count} operations, ${Math.round(text.length / 1024)} KB`);
