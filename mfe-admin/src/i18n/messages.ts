import en from './en.json';
import nl from './nl.json';
import fr from './fr.json';

export const messages = { en, nl, fr };
