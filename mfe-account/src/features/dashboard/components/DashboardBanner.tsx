import { useIntl } from 'react-intl';
import { PromoBanner, usePortal } from 'shared-kernel';
import { DASHBOARD_BANNER_LOCATION, useGetCurrentBannerQuery } from '../../../api/banner';

/** Spec section 9: the dashboard banner is 1170x150. */
const DASHBOARD_BANNER = { width: 1170, height: 150 } as const;

/** The banner at location Dashboard. */
export function DashboardBanner() {
  const intl = useIntl();
  const { locale } = usePortal();
  const { data: banner } = useGetCurrentBannerQuery({ query: { locationType: DASHBOARD_BANNER_LOCATION }, locale });
  return <PromoBanner banner={banner} label={intl.formatMessage({ id: 'account.dashboard.banner.label' })} width={DASHBOARD_BANNER.width} height={DASHBOARD_BANNER.height} />;
}
