import { useEffect, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Badge, buttonClass, on, paths, roleFlags, usePortal } from 'shared-kernel';
import { useGetBasketQuery } from '../../../api/basket';
import { basketCount } from '../../../lib/basket';

/**
 * The header's basket icon with its count (a widget in the shell's tree, on every signed-in page of
 * customers: it brings its two messages and the getBasket endpoint, nothing of the screens). Spec
 * section 6: the basket is loaded for customers, staff and marketing; the icon shows for customers and
 * staff only. It reloads whenever a remote says the basket changed.
 */
export function BasketBadge() {
  const intl = useIntl();
  const { session, locale, navigate } = usePortal();
  const flags = roleFlags(session);
  const loads = flags.isCustomer || flags.isPersoneel || flags.isMarketing;
  const shows = flags.isCustomer || flags.isPersoneel;
  const { data, refetch } = useGetBasketQuery(undefined, { skip: !loads });

  useEffect(() => {
    if (!loads) return undefined;
    return on('basket.changed', () => {
      refetch();
    });
  }, [loads, refetch]);

  if (!shows) return null;
  const count = basketCount(data);
  const href = paths.basketOverview.href(locale);
  const label = data ? intl.formatMessage({ id: 'basket.badge.label' }, { count }) : intl.formatMessage({ id: 'basket.badge.labelLoading' });
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // new tab or window: leave it to the browser
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };

  return (
    <a href={href} onClick={onClick} aria-label={label} aria-busy={!data || undefined} className={buttonClass('secondary')} data-testid="basket-badge">
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
      </svg>
      {count > 0 && <Badge count={count} />}
    </a>
  );
}
