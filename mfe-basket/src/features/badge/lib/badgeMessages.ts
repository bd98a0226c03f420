import en from '../i18n/en.json';
import nl from '../i18n/nl.json';
import fr from '../i18n/fr.json';

/**
 * The header badge's messages: the badge loads on every signed-in page of customers, so it brings these
 * two, not the remote's whole message files. The same keys and texts are in src/i18n/*.json, the source of
 * the translations; badgeMessages.test.ts fails when the two differ.
 * Kept as message files of their own (i18n/ beside), so the build compiles them like every other (issue 20).
 */
export const badgeMessages = { en, nl, fr };
