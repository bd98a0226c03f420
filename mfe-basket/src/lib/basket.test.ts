import { basketOf, basketProduct, basketVariant } from '../test/fixtures';
import { basketCount } from './basket';

describe('basketCount', () => {
  it('adds the amounts of every variant', () => {
    expect(basketCount(basketOf([basketProduct(1, [basketVariant(1, 2), basketVariant(2, 1)]), basketProduct(2, [basketVariant(3, 2)])]))).toBe(5);
    expect(basketCount(basketOf([]))).toBe(0);
    expect(basketCount(undefined)).toBe(0);
  });
});
