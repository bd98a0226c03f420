import { useIntl } from 'react-intl';
import { Button, Dialog, Notice, usePortal } from 'shared-kernel';

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
      <dl className="ds-card" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 'var(--ds-space-2) var(--ds-space-4)', margin: 0, boxShadow: 'none' }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className="ds-muted">{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ds-muted" style={{ marginTop: 'var(--ds-space-3)', marginBottom: 0 }}>
        {t('note')}
      </p>
    </Dialog>
  );
}
