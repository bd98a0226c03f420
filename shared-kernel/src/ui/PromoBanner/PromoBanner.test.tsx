import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../router/router';
import { NARROW_BANNER, PromoBanner } from './PromoBanner';

const banner = { Id: 1, Name: 'Autumn campaign', Image: 'http://api.test/img/banner/1_{width}x{height}.svg', CTAText: 'Discover', Hyperlink: '/customer/shop/overview' };

const show = (b: typeof banner) =>
  render(
    <MemoryRouter>
      <PromoBanner banner={b} label="Promotion" width={1170} height={150} />
    </MemoryRouter>,
  );

describe('PromoBanner', () => {
  it('draws artwork for the slot, and at 450 x 150 on narrow screens', () => {
    const { container } = show(banner);
    const img = screen.getByRole('img', { name: 'Autumn campaign' });
    expect(img).toHaveAttribute('src', 'http://api.test/img/banner/1_1170x150.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1170', '150']);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('srcset', 'http://api.test/img/banner/1_450x150.svg');
    expect(source).toHaveAttribute('media', NARROW_BANNER.media);
    expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['450', '150']);
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/customer/shop/overview');
  });

  it('fits an uploaded image to the slot and offers no narrow version of it', () => {
    const { container } = show({ ...banner, Image: 'data:image/png;base64,AAAA' });
    expect(screen.getByRole('img', { name: 'Autumn campaign' })).toHaveStyle({ aspectRatio: '1170 / 150' });
    expect(container.querySelector('picture > source')).toBeNull();
  });
});
