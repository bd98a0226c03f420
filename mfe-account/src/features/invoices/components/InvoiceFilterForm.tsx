import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextInput, formatMoney, usePortal } from 'shared-kernel';
import { AMOUNT_MAX, AMOUNT_MIN, AMOUNT_STEP, type InvoiceFilters } from '../invoiceFilters';
import styles from './InvoiceFilterForm.module.css';

export interface InvoiceFilterFormProps {
  initial: InvoiceFilters;
  onApply: (filters: InvoiceFilters) => void;
  onReset: () => void;
}

/** Name, date range and an amount range slider (two range inputs); applied on submit. */
export function InvoiceFilterForm({ initial, onApply, onReset }: InvoiceFilterFormProps) {
  const intl = useIntl();
  const { session, locale } = usePortal();
  const [f, setF] = useState<InvoiceFilters>(initial);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (n: number) => formatMoney(n, locale, session?.customerCurrencySymbol || '€');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(f);
  };
  const fromText = f.totalAmountFrom <= AMOUNT_MIN ? t('account.invoices.filters.noMinimum') : money(f.totalAmountFrom);
  const toText = f.totalAmountTo >= AMOUNT_MAX ? t('account.invoices.filters.noMaximum') : money(f.totalAmountTo);

  return (
    <form className="ds-card ds-stack" onSubmit={submit} role="search" aria-label={t('account.invoices.filters.title')}>
      <div className={`ds-grid ${styles.fields}`}>
        <TextInput label={t('account.invoices.filters.name')} value={f.name} maxLength={200} onValueChange={(name) => setF({ ...f, name })} />
        <TextInput type="date" label={t('account.invoices.filters.dateFrom')} value={f.dateFrom} onValueChange={(dateFrom) => setF({ ...f, dateFrom })} />
        <TextInput type="date" label={t('account.invoices.filters.dateTo')} value={f.dateTo} onValueChange={(dateTo) => setF({ ...f, dateTo })} />
      </div>
      <fieldset className={`ds-stack--tight ${styles.amounts}`}>
        <legend className="ds-label">{t('account.invoices.filters.amount')}</legend>
        <p className={`ds-muted ${styles.amountHint}`} aria-live="polite">
          {t('account.invoices.filters.amountRange', { from: fromText, to: toText })}
        </p>
        <div className={`ds-grid ${styles.fields}`}>
          <label className="ds-stack--tight">
            <span>{t('account.invoices.filters.amountFrom')}</span>
            <input
              type="range"
              min={AMOUNT_MIN}
              max={AMOUNT_MAX}
              step={AMOUNT_STEP}
              value={f.totalAmountFrom}
              aria-valuetext={fromText}
              onChange={(e) => setF({ ...f, totalAmountFrom: Math.min(Number(e.target.value), f.totalAmountTo) })}
            />
          </label>
          <label className="ds-stack--tight">
            <span>{t('account.invoices.filters.amountTo')}</span>
            <input
              type="range"
              min={AMOUNT_MIN}
              max={AMOUNT_MAX}
              step={AMOUNT_STEP}
              value={f.totalAmountTo}
              aria-valuetext={toText}
              onChange={(e) => setF({ ...f, totalAmountTo: Math.max(Number(e.target.value), f.totalAmountFrom) })}
            />
          </label>
        </div>
      </fieldset>
      <div className={`ds-row ds-row--end ${styles.actions}`}>
        <Button onClick={onReset}>
          <FormattedMessage id="account.invoices.filters.reset" />
        </Button>
        <Button type="submit" variant="primary">
          <FormattedMessage id="account.invoices.filters.apply" />
        </Button>
      </div>
    </form>
  );
}
