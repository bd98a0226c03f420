import type { AddressInfo } from 'net';
import { networkInterfaces } from 'os';
import { listen } from '../src/http/listen';
import { testApp } from './helpers';

const hasIpv6Loopback = Object.values(networkInterfaces()).some((list) => list?.some((i) => i.address === '::1'));

describe('listen on localhost', () => {
  it('serves both loopbacks, 127.0.0.1 and ::1, HTTP and hub negotiate alike', async () => {
    const { app, close } = await testApp();
    try {
      const bound = await listen(app, 'localhost', 0);
      const port = (app.server.address() as AddressInfo).port;
      expect(bound).toContain('127.0.0.1');
      const hosts = hasIpv6Loopback ? ['127.0.0.1', '[::1]'] : ['127.0.0.1'];
      if (hasIpv6Loopback) expect(bound).toContain('::1');
      for (const host of hosts) {
        expect(await (await fetch(`http://${host}:${port}/health`)).json()).toEqual({ status: 'ok' });
        expect((await fetch(`http://${host}:${port}/hubs/chat/negotiate?negotiateVersion=1`, { method: 'POST' })).status).toBe(401);
      }
    } finally {
      await close();
    }
  });
});
