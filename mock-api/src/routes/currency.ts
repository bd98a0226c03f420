import type { FastifyInstance } from 'fastify';
import { currencyRepository } from '../db/currencies';
import { notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { route } from '../http/operation';

/** Currencies (spec section 7). */
export default async function currencyRoutes(app: FastifyInstance): Promise<void> {
  const currencies = currencyRepository(app.ctx.db);

  route(app, 'listCurrencies', async () => currencies.all());

  /** the symbol as a JSON string */
  route(app, 'getCurrencySymbol', async (req, reply) => {
    const symbol = currencies.symbolOf(req.params.code);
    if (symbol === null) throw notFound(`The currency '${req.params.code}' was not found.`);
    return sendJson(reply, symbol);
  });
}
