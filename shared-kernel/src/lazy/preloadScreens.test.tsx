import type { ReactNode } from 'react';
import { Route } from '../router/router';
import { preloadScreens } from './preloadScreens';

/** a screen like lazyScreen's: a component with preload() */
function screen(name: string) {
  const preload = jest.fn(() => Promise.resolve(name));
  return Object.assign(() => <p>{name}</p>, { preload });
}

describe('preloadScreens (createParcel preload of a route table)', () => {
  const Overview = screen('overview');
  const Detail = screen('detail');
  const Layout = screen('layout');
  const Nested = screen('nested');
  const Texts = Object.assign(({ children }: { children: ReactNode }) => <>{children}</>, { preload: jest.fn(() => Promise.resolve('texts')) });
  const Plain = () => <p>plain</p>;
  const routes = (
    <>
      <Route path="shop/overview" element={<Overview />} />
      <Route path="shop/product/:id" element={<Texts><Detail /></Texts>} />
      <Route element={<Layout />}>
        <Route path="account/edit" element={<Nested />} />
      </Route>
      <Route path="home" element={<Plain />} />
      <Route path="*" element={<Plain />} />
    </>
  );
  const preload = preloadScreens(routes);
  beforeEach(() => jest.clearAllMocks());

  it('loads the screen the address opens, and no other', async () => {
    await expect(preload('/shop/overview')).resolves.toEqual(['overview']);
    expect(Overview.preload).toHaveBeenCalledTimes(1);
    expect(Detail.preload).not.toHaveBeenCalled();
    expect(Layout.preload).not.toHaveBeenCalled();
  });

  it('loads what a wrapper element needs too (a message group), and a layout with its page', async () => {
    await expect(preload('/shop/product/7')).resolves.toEqual(['texts', 'detail']);
    await expect(preload('/account/edit')).resolves.toEqual(['layout', 'nested']);
  });

  it('answers undefined where nothing loads on demand, or the address is not its own', () => {
    expect(preload('/home')).toBeUndefined();
    expect(preload('/no/such/page')).toBeUndefined();
  });

  it('fails as the screen fails (mount goes on, and the route shows the error)', async () => {
    const Broken = Object.assign(() => null, { preload: () => Promise.reject(new Error('chunk failed')) });
    await expect(preloadScreens(<Route path="x" element={<Broken />} />)('/x')).rejects.toThrow('chunk failed');
  });
});
