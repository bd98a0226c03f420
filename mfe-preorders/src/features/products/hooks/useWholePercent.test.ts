import { hasDecimals } from './useWholePercent';

describe('whole percentages (issue 15)', () => {
  it.each([
    ['12', false],
    ['100', false],
    ['12.5', true],
    ['12,5', true],
    [',', true],
  ])('%s has decimals: %s', (text, expected) => expect(hasDecimals(text)).toBe(expected));
});
