import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('follows local paths only', () => {
    expect(safeRedirect('/nl/customer/basket/overview?x=1')).toBe('/nl/customer/basket/overview?x=1');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('refuses control characters and backslashes that a URL parser would turn into another host', () => {
    expect(safeRedirect('/\t/evil.example')).toBeNull();
    expect(safeRedirect('/\n/evil.example')).toBeNull();
    expect(safeRedirect('/nl/a\\b')).toBeNull();
  });
});
