import type { FastifyInstance } from 'fastify';
import { countryRepository } from '../db/countries';
import { checkedCurrencies } from '../db/refs';
import { notFound } from '../http/errors';
import { localeOf } from '../http/locale';
import { route } from '../http/operation';
import { pageSlice, paged } from '../http/paging';

/** Countries (spec section 7): the available ones for everyone, the list and costs for admin. */
export default async function countryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const countries = countryRepository(db);
  const find = (req: Parameters<typeof localeOf>[0], id: number) => {
    const country = countries.byId(localeOf(req), id);
    if (!country) throw notFound('The country was not found.');
    return country;
  };

  route(app, 'listAvailableCountries', async (req) => countries.list(localeOf(req), true));

  /** every country, searched in its three names and ISO code (page size 100 by default) */
  route(app, 'listCountries', async (req) => {
    const q = req.query;
    const term = q.search?.toLowerCase();
    const all = countries.list(localeOf(req), false).filter((c) => !term || [c.NameNL, c.NameFR, c.NameEN, c.Iso2].some((n) => n.toLowerCase().includes(term)));
    const { offset, limit } = pageSlice(q.Page, q.PageSize);
    return paged(all.slice(offset, offset + limit), all.length, q.Page, q.PageSize);
  });

  route(app, 'getCountry', async (req) => find(req, req.params.id));

  route(app, 'updateCountry', async (req) => {
    const country = find(req, req.params.id);
    checkedCurrencies(db, req.body.Costs.map((c) => c.CurrencyId), 'Costs');
    countries.update(country.Id, req.body);
    return find(req, country.Id);
  });
}
