import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';

const LOOPBACKS = ['127.0.0.1', '::1'] as const;

/** binds an extra server on `address` that hands requests and upgrades (hubs) to the app's server */
function bindExtra(app: FastifyInstance, address: string, port: number): Promise<Server | null> {
  const extra = createServer();
  extra.on('request', (req, res) => app.server.emit('request', req, res));
  extra.on('upgrade', (req, socket, head) => app.server.emit('upgrade', req, socket, head));
  return new Promise((resolve) => {
    // no IPv6 (EADDRNOTAVAIL) or the address is taken: serve the other loopback only
    extra.once('error', () => resolve(null));
    extra.listen({ port, host: address }, () => resolve(extra));
  });
}

/**
 * Listens on `host:port`. For `localhost` it serves both loopbacks, 127.0.0.1 and ::1, whatever the
 * resolver says (here /etc/hosts maps localhost to 127.0.0.1 only, while browsers may try ::1 first).
 */
export async function listen(app: FastifyInstance, host: string, port: number): Promise<string[]> {
  const extras: Server[] = [];
  // hooks cannot be added once listening
  app.addHook('onClose', async () => {
    await Promise.all(
      extras.map((s) => {
        s.closeAllConnections();
        return new Promise<void>((resolve) => s.close(() => resolve()));
      }),
    );
  });
  await app.listen({ port, host });
  const addresses = app.addresses().filter((a): a is AddressInfo => typeof a === 'object');
  const bound = addresses.map((a) => a.address);
  if (host === 'localhost') {
    const actualPort = addresses[0]?.port ?? port;
    for (const loopback of LOOPBACKS.filter((l) => !bound.includes(l))) {
      const extra = await bindExtra(app, loopback, actualPort);
      if (!extra) continue;
      extras.push(extra);
      bound.push(loopback);
    }
  }
  return bound;
}
