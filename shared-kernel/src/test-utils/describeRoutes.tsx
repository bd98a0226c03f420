import type { ReactElement } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { paths, pathsOf } from '../paths/paths';
import type { RemoteName } from '../paths/route';
import type { Session } from '../session/session';
import type { Messages } from '../parcel/createParcel';
import { renderWithProviders } from './index';
import { mockFetch, type MockRoute } from './mockFetch';
import { samplePath } from './samplePath';
import { testSession } from './testSession';

type Store = Parameters<typeof renderWithProviders>[1]['store'];

/** The session a page of an area is opened with: the role its guard lets in (spec section 6). */
function sessionFor(pattern: string): Session {
  const first = pattern.split('/')[0];
  return testSession(first === 'admin' ? 'Admin' : first === 'salesman' ? 'Vertegenwoordiger' : 'Klant');
}

/**
 * The route walk every remote has (issue 17): for each page the path table gives `owner`, its routes
 * rendered at a sample address (params filled) with the test utilities, a session of the role that may
 * open it and a mocked API (unmocked calls answer 404, so a page may show its error state), must show
 * that page once its chunk and data have loaded: some content, and no not-found page. A route missing
 * from the remote's routes.tsx, or a pattern typed differently there, fails here.
 */
export function describeRoutes(owner: RemoteName, o: { routes: () => ReactElement; store: () => Store; messages: Messages; api?: MockRoute[] }): void {
  describe(`${owner} routes`, () => {
    const names = pathsOf(owner);
    it.each(names.map((name) => [name, samplePath(name)]))('%s (%s) renders its page', async (name, path) => {
      mockFetch(o.api ?? []);
      // awaited: a lazy screen suspends until its chunk is in (lazyScreen), and React retries it in act only
      const { container } = await act(async () =>
        renderWithProviders(o.routes(), { store: o.store(), messages: o.messages, route: `/en${path}`, session: sessionFor(paths[name].pattern) }),
      );
      // lazy screens suspend first, and pages load their data: the loading states go, content stays
      await waitFor(() => {
        expect(screen.queryByText('Loading…')).toBeNull();
        expect(container.textContent?.trim()).not.toBe('');
      });
      expect(screen.queryByTestId('not-found')).toBeNull();
      cleanup();
    });

    it('shows the not-found page for an address it does not have', async () => {
      mockFetch(o.api ?? []);
      renderWithProviders(o.routes(), { store: o.store(), messages: o.messages, route: `/en/${paths[names[0]].pattern.split('/')[0]}/no-such-page/1` });
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    });
  });
}
