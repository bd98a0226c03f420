import type { FastifyInstance } from 'fastify';
import type { Currency } from 'shared-kernel/contract';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { parse } from '../http/validate';

const CodeParams = z.object({ code: z.string().min(1).max(10) });

/** Currencies (spec section 7). */
export default async function currencyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const all = db.prepare('SELECT id, code, symbol, name FROM currencies ORDER BY id');
  const symbol = db.prepare('SELECT symbol FROM currencies WHERE code = ?');

  app.get('/currency', async (): Promise<Currency[]> =>
    (all.all() as { id: number; code: string; symbol: string; name: string }[]).map((r) => ({ Id: r.id, Code: r.code, Symbol: r.symbol, Name: r.name })),
  );

  /** GET currency/{code}/symbol: the symbol as a JSON string */
  app.get('/currency/:code/symbol', async (req, reply) => {
    const { code } = parse(CodeParams, req.params);
    const row = symbol.get(code) as { symbol: string } | undefined;
    if (!row) throw notFound(`The currency '${code}' was not found.`);
    return sendJson(reply, row.symbol);
  });
}
