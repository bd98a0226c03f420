import { useIntl } from 'react-intl';
import { Link, Notice, paths, savedShopPath, useSearchParams } from 'shared-kernel';


/** Order confirmation (spec section 2): the order number from `?order=` and a link to the order history. */
export function ConfirmationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const order = params.get('order')?.trim() || null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `basket.confirmation.${id}` }, values);

  return (
    <div className="ds-page ds-stack">
      <nav aria-label={intl.formatMessage({ id: 'basket.checkout.steps.label' })}>
        <p className="ds-muted" style={{ margin: 0 }}>
          {t('step')}
        </p>
      </nav>
      <section className="ds-card ds-stack" style={{ maxWidth: 640, margin: '0 auto', width: '100%', textAlign: 'center', alignItems: 'center' }} aria-labelledby="confirmation-title">
        <svg aria-hidden="true" focusable="false" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="var(--ds-success)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="10" />
          <path d="m8 12 3 3 5-6" />
        </svg>
        <h1 id="confirmation-title" style={{ margin: 0 }}>
          {t('title')}
        </h1>
        {order ? (
          <p style={{ margin: 0, fontSize: '1.125rem' }}>
            {t('orderNumber')} <strong data-testid="order-number">{order}</strong>
          </p>
        ) : (
          <Notice kind="info">{t('noOrder')}</Notice>
        )}
        <p className="ds-muted" style={{ margin: 0 }}>
          {t('text')}
        </p>
        <div className="ds-row" style={{ justifyContent: 'center' }}>
          <Link to={paths.history.path()} className="ds-button ds-button--primary">
            {t('history')}
          </Link>
          <Link to={savedShopPath()} className="ds-button ds-button--secondary">
            {t('continueShopping')}
          </Link>
        </div>
      </section>
    </div>
  );
}
