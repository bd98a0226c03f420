import { FormattedMessage, useIntl } from 'react-intl';
import styles from './WarrantyRules.module.css';

const RULES = ['packaging', 'carton', 'maxItems', 'perModel', 'priceTags'] as const;

/** The return procedure (spec section 5): packing rules and what happens otherwise. */
export function WarrantyRules() {
  const intl = useIntl();
  return (
    <section className="ds-card ds-stack" aria-label={intl.formatMessage({ id: 'account.warranty.rules.title' })}>
      <h2>
        <FormattedMessage id="account.warranty.rules.title" />
      </h2>
      <p>
        <FormattedMessage id="account.warranty.rules.intro" />
      </p>
      <ol className={`ds-stack ds-stack--tight ${styles.rules}`}>
        {RULES.map((r) => (
          <li key={r}>
            <FormattedMessage id={`account.warranty.rules.${r}`} values={{ max: 15 }} />
          </li>
        ))}
      </ol>
      <p className={`ds-notice ds-notice--warning ${styles.warning}`}>
        <FormattedMessage id="account.warranty.rules.otherwise" values={{ fee: 30 }} />
      </p>
    </section>
  );
}
