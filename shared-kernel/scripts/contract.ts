// `npm run contract`: writes shared-kernel/openapi.json from the contract's operations (issue 16).
// The file is generated, never edited by hand (mock-api/test/openapi.test.ts compares it with a fresh build).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi } from '../src/contract/openapi';

export const OPENAPI_FILE = join(__dirname, '..', 'openapi.json');

/** the document as the file holds it */
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

if (require.main === module) {
  const text = openApiText();
  writeFileSync(OPENAPI_FILE, text);
  const doc = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  const count = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
  console.log(`wrote ${OPENAPI_FILE}: ${count} operations, ${(text.length / 1024).toFixed(0)} KB`);
}
