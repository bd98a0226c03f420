import { IntlProvider, FormattedMessage } from 'react-intl';
import { render, screen } from '@testing-library/react';
import { compileMessages } from './compileMessages.cjs';
import { compiledTexts, plainText } from './compiled';

const badge = '{count, plural, =0 {nothing waiting} one {# change waiting} other {# changes waiting}}';

describe('compileMessages (the build step of message files)', () => {
  it('gives every text its AST, which react-intl formats without a parser', () => {
    const compiled = compileMessages({ 'x.badge': badge, 'x.plain': 'Sync' });
    expect(compiled['x.plain']).toEqual([{ type: 0, value: 'Sync' }]);
    expect(Array.isArray(compiled['x.badge'])).toBe(true);
    render(
      <IntlProvider locale="en" messages={compiled}>
        <FormattedMessage id="x.badge" values={{ count: 3 }} />
      </IntlProvider>,
    );
    expect(screen.getByText('3 changes waiting')).toBeInTheDocument();
  });

  it('fails on a text that is not valid ICU, naming the file and the id', () => {
    expect(() => compileMessages({ 'x.bad': 'add ?remote.<name>=URL' }, 'shell/src/i18n/en.json')).toThrow(/shell\/src\/i18n\/en\.json: message x\.bad is not a valid ICU message/);
    expect(() => compileMessages({ 'x.notText': 3 })).toThrow(/message x\.notText is not a text/);
    expect(() => compileMessages(['a'])).toThrow(/an object of texts/);
  });

  it('is the webpack loader: JSON in, JSON of the ASTs out', () => {
    const loader = jest.requireActual<(this: { resourcePath: string }, source: string) => string>('./compileMessages.cjs');
    expect(JSON.parse(loader.call({ resourcePath: 'en.json' }, '{"a":"Hello {name}"}'))).toEqual({ a: [{ type: 0, value: 'Hello ' }, { type: 1, value: 'name' }] });
  });
});

describe('compiledTexts (messages of any build, for the parser-less react-intl)', () => {
  it('answers compiled messages as they are, at once', () => {
    const compiled = compileMessages({ a: 'Hello {name}' });
    expect(compiledTexts(compiled, () => false)).toBe(compiled);
  });

  it('leaves texts as they are where react-intl parses them itself (here, in the tests)', () => {
    const texts = { a: 'Hello {name}' };
    expect(compiledTexts(texts)).toBe(texts);
  });

  it('compiles the ICU texts of a build before precompiled messages, and shows a broken one as written', async () => {
    const texts = await compiledTexts({ a: badge, b: 'add ?remote.<name>=URL', c: [{ type: 0, value: 'done' }] as never }, () => false);
    expect(texts.a).toEqual(compileMessages({ a: badge }).a);
    expect(texts.b).toEqual([{ type: 0, value: 'add ?remote.<name>=URL' }]);
    expect(texts.c).toEqual([{ type: 0, value: 'done' }]);
  });
});

describe('plainText', () => {
  it('is the literal text of a message, compiled or not', () => {
    expect(plainText(compileMessages({ a: 'Something went wrong.' }).a)).toBe('Something went wrong.');
    expect(plainText('Something went wrong.')).toBe('Something went wrong.');
    expect(plainText(undefined)).toBe('');
  });
});
