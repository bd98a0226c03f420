import { useIntl } from 'react-intl';
import { buttonClass, Link, Notice, paths, savedShopPath, useSearchParams } from 'shared-kernel';
import styles from './ConfirmationPage.module.css';

/** Order confirmation (spec section 2): the order number from `?order=` and a link to the order history. */
export function ConfirmationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const order = params.get('order')?.trim() || null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `basket.confirmation.${id}` }, values);

  return (
    <div className="ds-page ds-stack">
      <nav aria-label={intl.formatMessage({ id: 'basket.checkout.steps.label' })}>
        <p className={`ds-muted ${styles.step}`}>{t('step')}</p>
      </nav>
      <section className={`ds-card ds-stack ${styles.card}`} aria-labelledby="confirmation-title">
        <svg aria-hidden="true" focusable="false" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="var(--ds-success)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="10" />
          <path d="m8 12 3 3 5-6" />
        </svg>
        <h1 id="confirmation-title" className={styles.title}>
          {t('title')}
        </h1>
        {order ? (
          <p className={styles.orderNumber}>
            {t('orderNumber')} <strong data-testid="order-number">{order}</strong>
          </p>
        ) : (
          <Notice kind="info">{t('noOrder')}</Notice>
        )}
        <p className={`ds-muted ${styles.text}`}>{t('text')}</p>
        <div className={styles.links}>
          <Link to={paths.history.path()} className={buttonClass('primary')}>
            {t('history')}
          </Link>
          <Link to={savedShopPath()} className={buttonClass('secondary')}>
            {t('continueShopping')}
          </Link>
        </div>
      </section>
    </div>
  );
}
