import { untranslated, wordsOf } from './messages';

describe('message checks', () => {
  it('reads the words of a text without ICU arguments and syntax', () => {
    expect(wordsOf('EAN {ean}')).toEqual(['EAN']);
    expect(wordsOf('{rows} × {columns}')).toEqual([]);
    expect(wordsOf('{count, plural, one {# product} other {# products}} in {name}')).toEqual(['product', 'products', 'in']);
    expect(wordsOf('Total: {amount, number} ({n, select, a {yes} other {no}})')).toEqual(['Total', 'yes', 'no']);
    expect(wordsOf('E-mail')).toEqual(['E-mail']);
  });

  it('finds texts that are the same in en, nl and fr unless they hold only shared words', () => {
    const messages = {
      en: { a: 'Contact', b: 'E-mail {address}', c: 'Product verwijderen?', d: 'Remove', e: '{n, plural, one {# Chat} other {# Chats}}', f: 'Acme' },
      nl: { a: 'Contact', b: 'E-mail {address}', c: 'Product verwijderen?', d: 'Verwijderen', e: '{n, plural, one {# Chat} other {# Chats}}', f: 'Acme' },
      fr: { a: 'Contact', b: 'E-mail {address}', c: 'Product verwijderen?', d: 'Supprimer', e: '{n, plural, one {# Chat} other {# Chats}}', f: 'Acme' },
    };
    expect(untranslated(messages)).toEqual(['c', 'e', 'f']);
    expect(untranslated(messages, ['Chats', 'Acme'])).toEqual(['c']);
  });
});
