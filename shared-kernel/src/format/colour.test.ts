import { swatchBackground } from './colour';

describe('swatchBackground', () => {
  it('prefixes a hex code without its # and keeps one that has it', () => {
    expect(swatchBackground('001f5b')).toBe('#001f5b');
    expect(swatchBackground('#001f5b')).toBe('#001f5b');
  });
});
