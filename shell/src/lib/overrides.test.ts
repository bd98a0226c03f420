import { applyOverrideParams, effectiveRemotes, readOverrides } from './overrides';

const base = {
  catalogue: 'http://localhost:3001/mf-manifest.json',
  basket: 'http://localhost:3002/mf-manifest.json',
  preorders: 'http://localhost:3003/mf-manifest.json',
  account: 'http://localhost:3004/mf-manifest.json',
  admin: 'http://localhost:3005/mf-manifest.json',
};

describe('QA remote overrides', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps ?remote.<name>=URL for the browser session and strips it from the address', () => {
    const r = applyOverrideParams('http://localhost:3000/nl/customer?remote.catalogue=http%3A%2F%2Flocalhost%3A4001%2Fmf-manifest.json&Brands=A');
    expect(r.cleanedHref).toBe('/nl/customer?Brands=A');
    expect(readOverrides()).toEqual({ catalogue: 'http://localhost:4001/mf-manifest.json' });
    expect(effectiveRemotes(base, readOverrides()).catalogue).toBe('http://localhost:4001/mf-manifest.json');
    expect(applyOverrideParams('http://localhost:3000/nl/customer').cleanedHref).toBeNull();
    expect(readOverrides().catalogue).toBeDefined();
  });

  it('ignores unknown remotes and non-http values, and ?remote.reset clears', () => {
    applyOverrideParams('http://localhost:3000/nl?remote.evil=http://x&remote.basket=javascript:alert(1)');
    expect(readOverrides()).toEqual({});
    applyOverrideParams('http://localhost:3000/nl?remote.basket=http://localhost:9/m.json');
    expect(readOverrides()).toEqual({ basket: 'http://localhost:9/m.json' });
    const r = applyOverrideParams('http://localhost:3000/nl?remote.reset');
    expect(r.cleanedHref).toBe('/nl');
    expect(readOverrides()).toEqual({});
  });
});
