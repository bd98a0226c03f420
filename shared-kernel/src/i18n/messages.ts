import type { Locale } from '../locale/locale';
import en from './en.json';
import nl from './nl.json';
import fr from './fr.json';

/** The design system's own messages; merged under every package's messages. */
export const kernelMessages: Record<Locale, Record<string, string>> = { en, nl, fr };
