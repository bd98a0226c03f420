import { swatchBackground, swatchStyle } from './colour';

describe('swatchBackground', () => {
  it('prefixes a hex code without its # and keeps one that has it', () => {
    expect(swatchBackground('001f5b')).toBe('#001f5b');
    expect(swatchBackground('#001f5b')).toBe('#001f5b');
  });

  it('takes three hex digits, either case, and blanks around the code', () => {
    expect(swatchBackground('abc')).toBe('#abc');
    expect(swatchBackground('#ABC')).toBe('#ABC');
    expect(swatchBackground(' #B22222 ')).toBe('#B22222');
  });

  it('refuses anything that is not 3 or 6 hex digits: broken or hostile server data draws no colour', () => {
    for (const hex of ['', '#', 'red', 'zzzzzz', '#12345', '#1234567', '##123456', '12 345', 'red;background:url(x)', '#123456;background:url(x)', 'url(x)']) {
      expect(swatchBackground(hex)).toBeNull();
    }
  });

  it('draws no colour for a missing code (null from the server) instead of failing the row', () => {
    expect(swatchBackground(null)).toBeNull();
    expect(swatchBackground(undefined)).toBeNull();
    expect(swatchStyle(null)).toBeUndefined();
  });
});

describe('swatchStyle', () => {
  it('is the background of a valid code and no style for a broken one', () => {
    expect(swatchStyle('001f5b')).toEqual({ background: '#001f5b' });
    expect(swatchStyle('red;background:url(x)')).toBeUndefined();
  });
});
