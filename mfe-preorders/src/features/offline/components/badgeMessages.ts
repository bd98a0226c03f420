/**
 * The header badge's messages: the badge loads on every signed-in page, so it brings these two, not the
 * remote's whole message files (about 24 KB gzip). The same keys and texts are in src/i18n/*.json, the
 * source of the translations; badgeMessages.test.ts fails when the two differ.
 */
export const badgeMessages = {
  en: { 'preorders.offline.badge': 'Sync', 'preorders.offline.badge.label': 'Sync center: {count, plural, =0 {no changes waiting} one {# change waiting} other {# changes waiting}}{attention, plural, =0 {} one {, # needs your attention} other {, # need your attention}}' },
  nl: { 'preorders.offline.badge': 'Sync', 'preorders.offline.badge.label': 'Synchronisatiecentrum: {count, plural, =0 {geen wijzigingen in de wachtrij} one {# wijziging in de wachtrij} other {# wijzigingen in de wachtrij}}{attention, plural, =0 {} one {, # vraagt je aandacht} other {, # vragen je aandacht}}' },
  fr: { 'preorders.offline.badge': 'Synchro', 'preorders.offline.badge.label': 'Centre de synchronisation : {count, plural, =0 {aucune modification en attente} one {# modification en attente} other {# modifications en attente}}{attention, plural, =0 {} one {, # demande votre attention} other {, # demandent votre attention}}' },
};
