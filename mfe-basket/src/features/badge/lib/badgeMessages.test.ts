import { messages } from '../../../i18n/messages';
import { badgeMessages } from './badgeMessages';

describe('the header badge messages', () => {
  it.each(['en', 'nl', 'fr'] as const)('are the package messages (%s)', (locale) => {
    expect(Object.keys(badgeMessages[locale])).toEqual(['basket.badge.label', 'basket.badge.labelLoading']);
    for (const [key, text] of Object.entries(badgeMessages[locale])) expect([key, text]).toEqual([key, (messages[locale] as Record<string, string>)[key]]);
  });
});
