import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../locale/locale';
import { kernelMessages } from '../../i18n/messages';

/** Renders a design-system component inside an IntlProvider with the kernel's messages (English unless told). */
export function renderWithIntl(ui: ReactElement, { locale = 'en', ...options }: Omit<RenderOptions, 'wrapper'> & { locale?: Locale } = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={kernelMessages[locale]} defaultLocale="en">
        {children}
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
