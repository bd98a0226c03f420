import en from './en.json';
import nl from './nl.json';
import fr from './fr.json';
import enLists from './lists/en.json';
import nlLists from './lists/nl.json';
import frLists from './lists/fr.json';
import enSheets from './sheets/en.json';
import enSync from './sync/en.json';
import enSections from './sections/en.json';
import nlSections from './sections/nl.json';
import frSections from './sections/fr.json';
import nlSync from './sync/nl.json';
import frSync from './sync/fr.json';
import nlSheets from './sheets/nl.json';
import frSheets from './sheets/fr.json';

/** every message of the remote, all groups (groups.ts) merged: for tests and the message checks */
export const messages = {
  en: { ...en, ...enLists, ...enSheets, ...enSync, ...enSections },
  nl: { ...nl, ...nlLists, ...nlSheets, ...nlSync, ...nlSections },
  fr: { ...fr, ...frLists, ...frSheets, ...frSync, ...frSections },
};
