import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import en from '../i18n/user-management/en.json';
import nl from '../i18n/user-management/nl.json';
import fr from '../i18n/user-management/fr.json';

/** The widget's own messages (`userManagement.*`), en, nl and fr. */
export const userManagementMessages: Record<'en' | 'nl' | 'fr', Record<string, string>> = { en, nl, fr };

/**
 * The widget's messages on top of the remote's: a remote does not merge them into its own files, and
 * they stay out of shared-kernel's singleton (the login page's first load).
 */
export function WithUserMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const own = userManagementMessages[intl.locale as 'en'] ?? userManagementMessages.en;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...(intl.messages as Record<string, string>), ...own }}>
      {children}
    </IntlProvider>
  );
}
