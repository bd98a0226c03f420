import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, imageUrl, paths } from 'shared-kernel';
import type { PreOrderSummary } from 'shared-kernel/contract';
import { OPEN_PREORDER_STATES, OPEN_PREORDERS_PAGE_SIZE, useListPreOrdersQuery } from '../../../api/preOrder';
import styles from './SalesRepCard.module.css';

/** Spec section 9: profile photos are 200 x 200. */
export const PROFILE_PHOTO = 200;

/** the salesmen of these pre-orders, each once, in the order they first appear */
export function salesmenOf(preOrders: PreOrderSummary[]): { name: string; photo: string | null }[] {
  const seen = new Map<string, string | null>();
  for (const p of preOrders) if (p.SalesMan && !seen.has(p.SalesMan)) seen.set(p.SalesMan, p.SalesManPhoto);
  return [...seen].map(([name, photo]) => ({ name, photo }));
}

/**
 * "Your sales representative" beside the open pre-orders (customers only): the photo and name of the
 * salesman of the customer's open pre-orders, and a way to reach them. The API gives a customer their
 * salesman only through the pre-orders, so the card reads the same list as the table (one request) and
 * shows nothing while it loads, fails (the table says so) or holds no salesman.
 */
export function SalesRepCard() {
  const intl = useIntl();
  const headingId = useId();
  const { data } = useListPreOrdersQuery({ query: { Page: 1, PageSize: OPEN_PREORDERS_PAGE_SIZE, State: OPEN_PREORDER_STATES } });
  const salesmen = salesmenOf(data?.Items ?? []);
  if (!salesmen.length) return null;
  return (
    <section className={`ds-card ds-stack ${styles.card}`} aria-labelledby={headingId}>
      <h2 className={styles.title} id={headingId}>
        <FormattedMessage id="account.dashboard.salesRep.title" values={{ count: salesmen.length }} />
      </h2>
      <ul className={`ds-stack ${styles.contacts}`}>
        {salesmen.map((s) => (
          <li key={s.name} className="ds-stack ds-stack--tight">
            {s.photo && (
              <img className={styles.photo}
                src={imageUrl(s.photo, PROFILE_PHOTO, PROFILE_PHOTO)}
                alt={intl.formatMessage({ id: 'account.dashboard.salesRep.photo' }, { name: s.name })}
                width={PROFILE_PHOTO}
                height={PROFILE_PHOTO}
                loading="lazy"
              />
            )}
            <strong>{s.name}</strong>
          </li>
        ))}
      </ul>
      <p className={`ds-muted ${styles.note}`}>
        <FormattedMessage id="account.dashboard.salesRep.help" />
      </p>
      <Link className={`ds-button ds-button--secondary ${styles.contactLink}`} to={paths.contact.path({})}>
        <FormattedMessage id="account.dashboard.salesRep.contact" />
      </Link>
    </section>
  );
}
