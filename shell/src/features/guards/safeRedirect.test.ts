import { safeRedirect } from './guards';

describe('safeRedirect', () => {
  it('follows local paths only', () => {
    expect(safeRedirect('/nl/customer/basket/overview?x=1')).toBe('/nl/customer/basket/overview?x=1');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
