/** A small seeded PRNG (mulberry32): the seed never uses Math.random, so every run builds the same data. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** a float in [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** an integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  bool(probability = 0.5): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items in their original order */
  sample<T>(items: readonly T[], count: number): T[] {
    const idx = items.map((_, i) => i);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    return idx
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((i) => items[i]);
  }

  /** a version-4 shaped GUID made of PRNG output */
  guid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  }
}

/** The fixed seed of the demo data. */
export const SEED = 20261101;

/**
 * The fixed reference "today" of generated history (orders, invoices, chat): 2026-11-01. Validity windows
 * the dashboards depend on (notifications, banners, coupons, open sheets) run from a year before to five
 * years after it, so they are active at the real current date.
 */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

/** ISO date-time `days` (may be fractional) after the reference date */
export function refDate(days: number): string {
  return new Date(REFERENCE_DATE + Math.round(days * DAY)).toISOString();
}
