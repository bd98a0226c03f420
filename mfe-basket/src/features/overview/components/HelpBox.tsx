import { FormattedMessage } from 'react-intl';
import { buttonClass, Link, paths } from 'shared-kernel';
import styles from './HelpBox.module.css';

/** The customer service number (the shell shows the same in its header, from its config.json). */
export const CUSTOMER_SERVICE_PHONE = '+31 (0)20 123 45 67';

/** Help and contact box of the basket overview. */
export function HelpBox() {
  return (
    <aside className="ds-card ds-stack ds-stack--tight" aria-labelledby="basket-help-title">
      <h2 id="basket-help-title" className={styles.title}>
        <FormattedMessage id="basket.overview.help.title" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="basket.overview.help.text" />
      </p>
      <p className={styles.text}>
        <a href={`tel:${CUSTOMER_SERVICE_PHONE.replace(/[^+\d]/g, '').replace('+310', '+31')}`}>{CUSTOMER_SERVICE_PHONE}</a>
        <br />
        <span className="ds-muted">
          <FormattedMessage id="basket.overview.help.hours" />
        </span>
      </p>
      <Link to={paths.contact.path({})} className={buttonClass('secondary')}>
        <FormattedMessage id="basket.overview.help.contact" />
      </Link>
    </aside>
  );
}
