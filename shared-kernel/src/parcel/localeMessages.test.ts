import { kernelMessages } from '../i18n/messages';
import { localeMessages } from './createParcel';

describe('localeMessages', () => {
  it('loads one locale on demand, over the design system messages, once', async () => {
    const loader = jest.fn((locale: string) => Promise.resolve({ default: { 'x.hello': `hello ${locale}` } }));
    const texts = localeMessages({ loadMessages: loader });
    expect(texts.get('fr')).toBeUndefined();
    const fr = await texts.load('fr');
    expect(fr['x.hello']).toBe('hello fr');
    expect(fr['ds.state.error']).toBe(kernelMessages.fr['ds.state.error']);
    expect(texts.get('fr')).toBe(fr);
    await texts.load('fr');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(texts.get('en')).toBeUndefined();
  });

  it('tries a failed load again on the next call', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ 'x.a': 'a' });
    const texts = localeMessages({ loadMessages: loader });
    await expect(texts.load('nl')).rejects.toThrow('offline');
    expect((await texts.load('nl'))['x.a']).toBe('a');
  });

  it('answers all three locales at once when given', async () => {
    const texts = localeMessages({ messages: { en: { 'x.a': 'A' }, nl: { 'x.a': 'N' }, fr: { 'x.a': 'F' } } });
    expect(texts.get('nl')?.['x.a']).toBe('N');
    expect((await texts.load('en'))['x.a']).toBe('A');
  });
});
