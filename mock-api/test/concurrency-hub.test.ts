import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../src/db/seed/people';
import { call, login, testApp } from './helpers';

/*
 * The concurrency hub names who joined (spec section 7: checkConcurrency with a user id), so that a page
 * reacts to another user only (issue 15): the same person in a second tab hears their own id, and the
 * client ignores it (mfe-preorders useConcurrencyWatcher). While impersonating, the id is the admin's or
 * salesman's, so the customer's own main user joining is still another user to them.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let base: string;
const open: HubConnection[] = [];

beforeAll(async () => {
  ({ app, close } = await testApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
  await close();
});

async function connect(token: string): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/concurrency`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  open.push(connection);
  return connection;
}

/** the ids one connection hears, and a promise of the next one */
function listen(c: HubConnection) {
  const heard: string[] = [];
  let wake: (() => void) | null = null;
  c.on('checkConcurrency', (userId: string) => {
    heard.push(userId);
    wake?.();
  });
  return {
    heard,
    next: () => new Promise<string>((resolve) => (wake = () => resolve(heard[heard.length - 1]))),
  };
}

let preOrderSeq = 0;
async function demoPreOrderId(): Promise<number> {
  const token = await login(app, 'customer');
  const items = (await call(app, 'GET', '/api/en/PreOrder?PageSize=100', token)).json().Items as { Id: number }[];
  return items[preOrderSeq++ % items.length].Id;
}

describe('concurrency hub: who joined', () => {
  it("a second tab of the same user hears that user's own id (the client ignores it)", async () => {
    const id = await demoPreOrderId();
    const token = await login(app, 'customer');
    const first = await connect(token);
    const firstHears = listen(first);
    await first.invoke('JoinConcurrency', id);
    const second = await connect(await login(app, 'customer'));
    const heard = firstHears.next();
    await second.invoke('JoinConcurrency', id);
    await expect(heard).resolves.toBe(DEMO.users.customer.id);
  });

  it('while impersonating the id is the admin or salesman, not the customer they act as', async () => {
    const id = await demoPreOrderId();
    const salesman = await login(app, 'salesman');
    const imp = await call(app, 'POST', `/api/Account/Impersonate?customerKey=${DEMO.customerKey}`, salesman);
    expect(imp.statusCode).toBe(200);
    const asCustomer = await connect(imp.json().AccessToken as string);
    const customer = await connect(await login(app, 'customer'));
    const customerHears = listen(customer);
    const salesmanHears = listen(asCustomer);
    await customer.invoke('JoinConcurrency', id);
    let heard = customerHears.next();
    await asCustomer.invoke('JoinConcurrency', id);
    await expect(heard).resolves.toBe(DEMO.users.salesman.id);

    // and the customer in person joining again is named as the customer
    heard = salesmanHears.next();
    const again = await connect(await login(app, 'customer'));
    await again.invoke('JoinConcurrency', id);
    await expect(heard).resolves.toBe(DEMO.users.customer.id);
  });
});
