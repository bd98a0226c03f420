import { z } from 'zod';
import { defineOperations } from './common';

/** GET /health: the start script and load balancers wait for it */
export const HealthSchema = z.object({ status: z.literal('ok') });

/** POST /hubs/{hub}/negotiate (SignalR, negotiateVersion 1): WebSockets only */
export const NegotiateResponseSchema = z.object({
  negotiateVersion: z.literal(1),
  connectionId: z.string(),
  connectionToken: z.string(),
  availableTransports: z.array(z.object({ transport: z.string(), transferFormats: z.array(z.string()) })),
});

export const systemOperations = defineOperations({
  getHealth: { summary: 'Health check (no token)', response: HealthSchema },
  getImage: {
    summary: 'An image by path',
    description: 'Product, banner and profile images; `..._{width}x{height}.svg` paths are URL templates of the catalogue answers.',
    params: z.object({ path: z.string().min(1).max(500) }),
  },
  negotiateHub: {
    summary: 'SignalR negotiate of the chat or concurrency hub',
    description: 'Needs the bearer token (header, or `access_token` query in a browser); the WebSocket follows at `/hubs/{hub}?id=<connectionToken>`.',
    // the hub's name is checked by the server: an unknown hub is 404, as SignalR answers it
    params: z.object({ hub: z.string().min(1).max(50).describe('chat or concurrency (any case); another hub is 404') }),
    query: z.object({ negotiateVersion: z.string().max(5).optional(), access_token: z.string().max(4000).optional() }),
    response: NegotiateResponseSchema,
  },
});
