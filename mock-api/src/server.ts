// npm start -w mock-api: the API on API_HOST:API_PORT (default localhost:4000: both 127.0.0.1 and ::1).
import { buildApp } from './app';
import { dbFileFromEnv, env, seedScaleFromEnv } from './config';
import { listen } from './http/listen';

async function main(): Promise<void> {
  const started = performance.now();
  const dbFile = dbFileFromEnv();
  const app = await buildApp({ dbFile, seedScale: seedScaleFromEnv(), logger: process.env.MOCK_API_LOG === '1', readWorkers: env.readWorkers(), trustProxy: env.trustProxy() });
  const port = env.port();
  const host = env.host();
  const where = (await listen(app, host, port)).map((a) => (a.includes(':') ? `[${a}]` : a)).join(', ');
  console.log(`[mock-api] http://${host.includes(':') ? `[${host}]` : host}:${port} (${where}; db ${dbFile}) ready in ${Math.round(performance.now() - started)} ms`);
  const stop = () => {
    app.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error('[mock-api] failed to start', e);
  process.exit(1);
});
