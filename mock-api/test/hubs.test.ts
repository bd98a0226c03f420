import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let base: string;
const open: HubConnection[] = [];

beforeAll(async () => {
  ({ app, close } = await testApp({ pingIntervalMs: 200 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
  await close();
});

async function connect(hub: 'chat' | 'concurrency', user: string): Promise<HubConnection> {
  const token = await login(app, user);
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/${hub}`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  open.push(connection);
  return connection;
}

/** the first open pre-order of the demo customer (salesman of it: the demo salesman) */
async function demoPreOrderId(): Promise<number> {
  const token = await login(app, 'customer');
  const res = await app.inject({ method: 'GET', url: '/api/en/PreOrder?State=0', headers: { authorization: `Bearer ${token}` } });
  return res.json().Items[0].Id as number;
}

describe('SignalR hubs with the official client', () => {
  it('refuses negotiate without a token', async () => {
    const res = await fetch(`${base}/hubs/chat/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('answers negotiate with WebSockets only', async () => {
    const token = await login(app, 'customer');
    const res = await fetch(`${base}/hubs/chat/negotiate?negotiateVersion=1`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    const body = await res.json();
    expect(body).toMatchObject({ negotiateVersion: 1, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }] });
    expect(body.connectionToken).toMatch(/^[\w-]+$/);
    expect(body).not.toHaveProperty('useStatefulReconnect');
  });

  it('answers invoke with a completion, send with nothing, unknown methods with an error', async () => {
    const id = await demoPreOrderId();
    const chat = await connect('chat', 'customer');
    await expect(chat.invoke('initializechat', id)).resolves.toBeNull();
    const messages = await chat.invoke('OpenChat', id);
    expect(Array.isArray(messages)).toBe(true);
    expect(messages[0]).toEqual({ id: expect.any(Number), content: expect.any(String), audit: { createUser: expect.any(String), createDate: expect.any(String) }, sendEmailToCustomer: expect.any(Boolean) });
    await expect(chat.send('Read', id)).resolves.toBeUndefined();
    await expect(chat.invoke('Nope')).rejects.toThrow("Unknown hub method 'Nope'");
    // the connection survives all of that
    await expect(chat.invoke('Read', id)).resolves.toBeNull();
  });

  it('broadcasts a sent message to the other member of the group', async () => {
    const id = await demoPreOrderId();
    const customer = await connect('chat', 'customer');
    const salesman = await connect('chat', 'salesman');
    await customer.invoke('InitializeChat', id);
    await salesman.invoke('InitializeChat', id);
    const received = new Promise<[number, { content: string }]>((resolve) => salesman.on('broadcastMessage', (pid, message) => resolve([pid, message])));
    await customer.invoke('Send', id, 'Hello from the test', false);
    const [pid, message] = await received;
    expect(pid).toBe(id);
    expect(message).toMatchObject({ content: 'Hello from the test', audit: { createUser: 'Chris Customer' }, sendEmailToCustomer: false });
  });

  it('refuses a pre-order the user may not see', async () => {
    const token = await login(app, 'customer');
    const all = await app.inject({ method: 'GET', url: '/api/en/PreOrder?PageSize=100', headers: { authorization: `Bearer ${await login(app, 'admin')}` } });
    const foreign = (all.json().Items as { Id: number; CustomerKey: string }[]).find((p) => p.CustomerKey !== 'C0001');
    expect(token).toBeTruthy();
    const chat = await connect('chat', 'customer');
    await expect(chat.invoke('InitializeChat', foreign!.Id)).rejects.toThrow(/not allowed/);
  });

  it('tells the other members of a pre-order checkConcurrency(userId)', async () => {
    const id = await demoPreOrderId();
    const first = await connect('concurrency', 'customer');
    const second = await connect('concurrency', 'salesman');
    let firstHeardSelf = false;
    const heard = new Promise<string>((resolve) => first.on('checkConcurrency', (userId: string) => resolve(userId)));
    second.on('checkConcurrency', () => (firstHeardSelf = true));
    await first.invoke('JoinConcurrency', id);
    await second.invoke('JoinConcurrency', id);
    await expect(heard).resolves.toBe('00000000-0000-4000-a000-000000000002');
    expect(firstHeardSelf).toBe(false);
  });

  it('sends pings at the configured interval', async () => {
    const token = await login(app, 'customer');
    const negotiate = await (await fetch(`${base}/hubs/chat/negotiate?negotiateVersion=1`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).json();
    const { default: WebSocket } = await import('ws');
    const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/chat?id=${negotiate.connectionToken}`);
    const frames: { text: string; binary: boolean }[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => ws.send('{"protocol":"json","version":1}\u001e'));
      ws.on('message', (data, binary) => {
        frames.push({ text: data.toString(), binary });
        if (frames.some((f) => f.text === '{"type":6}\u001e')) resolve();
      });
      ws.on('error', reject);
    });
    ws.close();
    expect(frames[0]).toEqual({ text: '{}\u001e', binary: false });
  });

  it('refuses an unknown connection id', async () => {
    const { default: WebSocket } = await import('ws');
    const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/chat?id=unknown`);
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(404);
  });
});
