import type { Country, CountryUpdate } from 'shared-kernel/contract';
import type { Locale } from '../http/locale';
import { cents, money } from '../http/money';
import { bool } from '../http/sql';
import type { Db } from './open';

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

/** The countries repository (routes/country.ts): countries with their costs per currency (decimals, kept in cents). */
export function countryRepository(db: Db) {
  const costs = db.prepare('SELECT * FROM country_costs ORDER BY country_id, currency_id');
  const setAvailable = db.prepare('UPDATE countries SET is_available = ? WHERE id = ?');
  const upsertCost = db.prepare(
    `INSERT INTO country_costs (country_id, currency_id, shipping_cents, dropshipment_cents, free_delivery_shipping_cents, free_delivery_dropshipment_cents)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (country_id, currency_id) DO UPDATE SET shipping_cents = excluded.shipping_cents,
     dropshipment_cents = excluded.dropshipment_cents, free_delivery_shipping_cents = excluded.free_delivery_shipping_cents,
     free_delivery_dropshipment_cents = excluded.free_delivery_dropshipment_cents`,
  );

  /** every country (or the available ones), ordered by its name in `locale`; `OverviewName` in that locale */
  function list(locale: Locale, availableOnly: boolean): Country[] {
    const rows = db.prepare(`SELECT * FROM countries ${availableOnly ? 'WHERE is_available = 1' : ''} ORDER BY name_${locale}`).all() as CountryRow[];
    const all = costs.all() as CostRow[];
    return rows.map((r) => ({
      Id: r.id,
      NameNL: r.name_nl,
      NameFR: r.name_fr,
      NameEN: r.name_en,
      OverviewName: r[`name_${locale}`],
      Iso2: r.iso2,
      IsAvailable: bool(r.is_available),
      Costs: all
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

  return {
    list,
    byId: (locale: Locale, id: number): Country | null => list(locale, false).find((c) => c.Id === id) ?? null,
    /** availability and the given costs (other currencies' costs stay) */
    update: (id: number, body: CountryUpdate) =>
      db.transaction(() => {
        setAvailable.run(body.IsAvailable ? 1 : 0, id);
        for (const c of body.Costs) upsertCost.run(id, c.CurrencyId, cents(c.ShippingCosts), cents(c.DropShipmentCosts), cents(c.FreeDeliveryShippingCosts), cents(c.FreeDeliveryDropShipmentCosts));
      })(),
  };
}
