import type { Currency } from 'shared-kernel/contract';
import type { Db } from './open';

/** The currencies repository (routes/currency.ts). */
export function currencyRepository(db: Db) {
  const all = db.prepare('SELECT id, code, symbol, name FROM currencies ORDER BY id');
  const byCode = db.prepare('SELECT symbol FROM currencies WHERE code = ?');
  return {
    all: (): Currency[] => (all.all() as { id: number; code: string; symbol: string; name: string }[]).map((r) => ({ Id: r.id, Code: r.code, Symbol: r.symbol, Name: r.name })),
    /** the symbol of a currency code, null when unknown */
    symbolOf: (code: string): string | null => (byCode.get(code) as { symbol: string } | undefined)?.symbol ?? null,
  };
}
