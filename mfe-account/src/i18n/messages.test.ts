import { messages } from './messages';

describe('account messages', () => {
  it('holds the same keys in en, nl and fr, none empty', () => {
    const en = Object.keys(messages.en).sort();
    expect(Object.keys(messages.nl).sort()).toEqual(en);
    expect(Object.keys(messages.fr).sort()).toEqual(en);
    for (const m of [messages.en, messages.nl, messages.fr]) {
      for (const [id, text] of Object.entries(m)) {
        expect(id).toMatch(/^account\./);
        expect((text as string).trim()).not.toBe('');
      }
    }
  });
});
