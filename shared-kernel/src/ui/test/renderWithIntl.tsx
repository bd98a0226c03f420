import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../i18n/en.json';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" messages={en} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

/** Renders a design-system component inside an English IntlProvider with the kernel's messages. */
export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
