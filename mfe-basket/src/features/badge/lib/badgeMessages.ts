/**
 * The header badge's messages: the badge loads on every signed-in page of customers, so it brings these
 * two, not the remote's whole message files. The same keys and texts are in src/i18n/*.json, the source of
 * the translations; badgeMessages.test.ts fails when the two differ.
 */
export const badgeMessages = {
  en: { 'basket.badge.label': 'Basket, {count, plural, one {# item} other {# items}}', 'basket.badge.labelLoading': 'Basket' },
  nl: { 'basket.badge.label': 'Winkelmandje, {count, plural, one {# artikel} other {# artikelen}}', 'basket.badge.labelLoading': 'Winkelmandje' },
  fr: { 'basket.badge.label': 'Panier, {count, plural, one {# article} other {# articles}}', 'basket.badge.labelLoading': 'Panier' },
};
