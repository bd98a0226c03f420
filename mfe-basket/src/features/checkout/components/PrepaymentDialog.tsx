import { useIntl } from 'react-intl';
import { Button, Dialog, Notice, usePortal } from 'shared-kernel';
import styles from './PrepaymentDialog.module.css';

export interface PrepaymentDialogProps {
  open: boolean;
  /** the amount to transfer, formatted */
  amount: string;
  /** the description to put on the transfer */
  reference: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Spec section 4: a prepayment customer confirms the bank information before the order is sent. The
 * account comes from config.json (`prepaymentBank`, through the parcel props); a deployment without one
 * shows the amount and reference and says the bank details follow with the order confirmation.
 */
export function PrepaymentDialog({ open, amount, reference, onConfirm, onCancel }: PrepaymentDialogProps) {
  const intl = useIntl();
  const bank = usePortal().config?.prepaymentBank ?? null;
  const t = (id: string) => intl.formatMessage({ id: `basket.checkout.prepayment.${id}` });
  const rows: [string, string][] = [
    ...(bank
      ? ([
          [t('accountHolder'), bank.accountHolder],
          [t('iban'), bank.iban],
          [t('bic'), bank.bic],
        ] as [string, string][])
      : []),
    [t('amount'), amount],
    [t('reference'), reference],
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      title={t('title')}
      description={t('description')}
      footer={
        <>
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button variant="primary" onClick={onConfirm}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      {!bank && <Notice kind="info">{t('noBank')}</Notice>}
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt className="ds-muted">{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`ds-muted ${styles.note}`}>
        {t('note')}
      </p>
    </Dialog>
  );
}
