import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CountrySchema, SearchPageQuerySchema, type Country } from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS } from '../auth/guard';
import type { Db } from '../db/open';
import { checkedCurrencies } from '../db/refs';
import { notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { localeOf, type Locale } from '../http/locale';
import { cents, money } from '../http/money';
import { pageSlice, paged } from '../http/paging';
import { bool } from '../http/sql';
import { parse } from '../http/validate';

interface CountryRow {
  id: number;
  iso2: string;
  name_nl: string;
  name_fr: string;
  name_en: string;
  is_available: number;
}
interface CostRow {
  country_id: number;
  currency_id: number;
  shipping_cents: number;
  dropshipment_cents: number;
  free_delivery_shipping_cents: number;
  free_delivery_dropshipment_cents: number;
}

/** countries with their costs per currency; `OverviewName` in the request locale */
export function loadCountries(db: Db, locale: Locale, availableOnly: boolean): Country[] {
  const rows = db.prepare(`SELECT * FROM countries ${availableOnly ? 'WHERE is_available = 1' : ''} ORDER BY name_${locale}`).all() as CountryRow[];
  const costs = db.prepare('SELECT * FROM country_costs ORDER BY country_id, currency_id').all() as CostRow[];
  return rows.map((r) => ({
    Id: r.id,
    NameNL: r.name_nl,
    NameFR: r.name_fr,
    NameEN: r.name_en,
    OverviewName: r[`name_${locale}`],
    Iso2: r.iso2,
    IsAvailable: bool(r.is_available),
    Costs: costs
      .filter((c) => c.country_id === r.id)
      .map((c) => ({
        CurrencyId: c.currency_id,
        ShippingCosts: money(c.shipping_cents),
        DropShipmentCosts: money(c.dropshipment_cents),
        FreeDeliveryShippingCosts: money(c.free_delivery_shipping_cents),
        FreeDeliveryDropShipmentCosts: money(c.free_delivery_dropshipment_cents),
      })),
  }));
}

const admin = { config: { roles: ROLE_GROUPS.admin } };
/** PUT country/{Id}: availability and costs (names are read only) */
const CountryUpdateSchema = CountrySchema.pick({ IsAvailable: true, Costs: true }).extend({ Id: z.number().int().optional() });

/** Countries (spec section 7): available ones for everyone, the list and costs for admin. */
export default async function countryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const find = (req: FastifyRequest) => {
    const id = idParam(req.params);
    const country = loadCountries(db, localeOf(req), false).find((c) => c.Id === id);
    if (!country) throw notFound('The country was not found.');
    return country;
  };

  app.get('/country/available', async (req) => loadCountries(db, localeOf(req), true));

  /** GET country: every country (page size 100 by default) */
  app.get('/country', admin, async (req) => {
    const q = parse(SearchPageQuerySchema.extend({ PageSize: SearchPageQuerySchema.shape.PageSize.default(100) }), req.query);
    const term = q.search?.toLowerCase();
    const all = loadCountries(db, localeOf(req), false).filter((c) => !term || [c.NameNL, c.NameFR, c.NameEN, c.Iso2].some((n) => n.toLowerCase().includes(term)));
    const { offset, limit } = pageSlice(q.Page, q.PageSize);
    return paged(all.slice(offset, offset + limit), all.length, q.Page, q.PageSize);
  });

  app.get('/country/:id', admin, async (req) => find(req));

  app.put('/country/:id', admin, async (req) => {
    const country = find(req);
    const body = parse(CountryUpdateSchema, req.body);
    checkedCurrencies(db, body.Costs.map((c) => c.CurrencyId), 'Costs');
    db.transaction(() => {
      db.prepare('UPDATE countries SET is_available = ? WHERE id = ?').run(body.IsAvailable ? 1 : 0, country.Id);
      for (const c of body.Costs) {
        db.prepare(
          `INSERT INTO country_costs (country_id, currency_id, shipping_cents, dropshipment_cents, free_delivery_shipping_cents, free_delivery_dropshipment_cents)
           VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (country_id, currency_id) DO UPDATE SET shipping_cents = excluded.shipping_cents,
           dropshipment_cents = excluded.dropshipment_cents, free_delivery_shipping_cents = excluded.free_delivery_shipping_cents,
           free_delivery_dropshipment_cents = excluded.free_delivery_dropshipment_cents`,
        ).run(country.Id, c.CurrencyId, cents(c.ShippingCosts), cents(c.DropShipmentCosts), cents(c.FreeDeliveryShippingCosts), cents(c.FreeDeliveryDropShipmentCosts));
      }
    })();
    return find(req);
  });
}
