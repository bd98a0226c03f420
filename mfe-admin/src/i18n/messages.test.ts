import { messages } from './messages';

describe('mfe-admin messages', () => {
  const keys = (m: Record<string, string>) => Object.keys(m).sort();

  it('has the same keys in en, nl and fr', () => {
    expect(keys(messages.nl)).toEqual(keys(messages.en));
    expect(keys(messages.fr)).toEqual(keys(messages.en));
  });

  it('has no empty texts', () => {
    for (const m of [messages.en, messages.nl, messages.fr]) {
      expect(Object.values(m).filter((v) => !v.trim())).toEqual([]);
    }
  });
});
