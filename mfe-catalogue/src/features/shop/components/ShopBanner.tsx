import { useIntl } from 'react-intl';
import { PromoBanner, usePortal } from 'shared-kernel';
import { WEBSHOP_BANNER_LOCATION, useGetCurrentBannerQuery } from '../../../api/banner';
import { BANNER_IMAGE } from '../lib/image';

/** The banner at location Webshop (1170x150) above the shop. */
export function ShopBanner() {
  const intl = useIntl();
  const { locale } = usePortal();
  const { data: banner } = useGetCurrentBannerQuery({ query: { locationType: WEBSHOP_BANNER_LOCATION }, locale });
  return <PromoBanner banner={banner} label={intl.formatMessage({ id: 'catalogue.shop.banner' })} width={BANNER_IMAGE.width} height={BANNER_IMAGE.height} />;
}
