import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../router/router';
import { renderWithIntl } from '../test/renderWithIntl';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it.each([
    ['en', 'This page does not exist', 'Go to the home page'],
    ['nl', 'Deze pagina bestaat niet', 'Naar de startpagina'],
    ['fr', "Cette page n'existe pas", "Aller à la page d'accueil"],
  ] as const)('says the page does not exist and offers the way home (%s)', (locale, title, home) => {
    renderWithIntl(
      <MemoryRouter initialEntries={[`/${locale}/nothing`]} basename={`/${locale}`}>
        <Routes>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </MemoryRouter>,
      { locale },
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // inside a remote '/' is the locale's home
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', `/${locale}`);
  });

  it('links to the home it is given (the shell, whose router has no basename)', () => {
    renderWithIntl(
      <MemoryRouter initialEntries={['/en/nothing']}>
        <NotFound home="/en" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });
});
