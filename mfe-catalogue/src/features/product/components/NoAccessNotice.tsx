import { Button, Notice, paths, usePortal } from 'shared-kernel';
import { FormattedMessage } from 'react-intl';
import styles from './NoAccessNotice.module.css';

/**
 * Without access to the brand (CustomerHasAccess false or RetailFromPrice below 0, spec section 6): a
 * notice and a request-product button to the contact page carrying the brand (account remote: /contact/:brand?).
 */
export function NoAccessNotice({ brandCode, brandName }: { brandCode: string; brandName: string }) {
  const { locale, navigate } = usePortal();
  return (
    <Notice kind="warning" title={<FormattedMessage id="catalogue.product.noAccess.title" />} className={styles.notice}>
      <p>
        <FormattedMessage id="catalogue.product.noAccess.text" values={{ brand: brandName }} />
      </p>
      <Button variant="primary" onClick={() => navigate(paths.contact.href(locale, { brand: brandCode }))}>
        <FormattedMessage id="catalogue.product.noAccess.request" />
      </Button>
    </Notice>
  );
}
