// `npm run contract:verify -- --api <base URL> [--users <file>] [--write] [--locale en] [--only op1,op2]`
// The go-live check of a back end (issue 16): signs in as each demo role, walks the read operations, with
// --write a safe set of write round trips that restore what they change, checks every answer against the
// contract (shared-kernel/src/contract) and the role rules, prints a table and exits 1 on any mismatch.
import { readFileSync } from 'node:fs';
import { OPERATION_NAMES, type OperationName } from '../src/contract/operations';
import { formatTable, runVerify, type VerifyUser } from './verify/run';

const USAGE = `usage: npm run contract:verify -- --api <base URL> [--users <file>] [--write] [--locale en|nl|fr] [--only op1,op2]

  --api     the server's base URL, as config.json's apiBaseUrl (e.g. http://localhost:4000)
  --users   a JSON file: [{ "alias": "admin", "userName": "...", "password": "..." }, ...]
            (default: the demo users admin, salesman, customer, staff, marketing with demo1234)
  --write   also run the write round trips (each restores what it changed)
  --only    only these operations (comma-separated names of shared-kernel/src/contract/operations.ts)`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const api = option(args, '--api');
  if (!api || args.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  const usersFile = option(args, '--users');
  const users = usersFile ? (JSON.parse(readFileSync(usersFile, 'utf8')) as VerifyUser[]) : undefined;
  const only = option(args, '--only')?.split(',').map((s) => s.trim()) as OperationName[] | undefined;
  const unknown = only?.filter((o) => !OPERATION_NAMES.includes(o));
  if (unknown?.length) {
    console.error(`unknown operations: ${unknown.join(', ')}`);
    return 2;
  }
  const locale = (option(args, '--locale') ?? 'en') as 'en' | 'nl' | 'fr';
  const report = await runVerify({ api, users, write: args.includes('--write'), locale, only });
  console.log(formatTable(report));
  return report.mismatches > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
