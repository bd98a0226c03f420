import { formatCents, formatMoney, toCents } from './money';

describe('money', () => {
  it('formats per locale with the euro sign in front and two decimals', () => {
    expect(formatCents(123456789, 'en')).toBe('€ 1,234,567.89');
    expect(formatCents(123456789, 'nl')).toBe('€ 1.234.567,89');
    expect(formatCents(123456789, 'fr')).toBe('€ 1.234.567,89');
    expect(formatCents(5, 'nl')).toBe('€ 0,05');
    expect(formatCents(-1250, 'en')).toBe('€ -12.50');
    expect(formatCents(100000, 'en')).toBe('€ 1,000.00');
  });

  it('reads API decimals into integer cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99) * 3).toBe(5997);
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('€ 0.30');
    expect(toCents(Number.NaN)).toBe(0);
  });
});
