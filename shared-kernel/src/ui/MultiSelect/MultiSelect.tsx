import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fieldStyles } from '../Field/Field';
import type { SelectOption } from '../Select/Select';
import styles from './MultiSelect.module.css';

/** Spec section 5: a filter search box only with more than 5 items. */
export const FILTER_MIN_ITEMS = 5;

export interface MultiSelectProps {
  /** visible label (legend of the checkbox group) */
  label: ReactNode;
  /** the choices */
  options: SelectOption[];
  /** chosen values */
  values?: string[];
  /** @deprecated alias of `values` */
  value?: string[];
  /** called with all chosen values, in option order */
  onChange: (values: string[]) => void;
  /** the filter box shows when there are more items than this; default 5 */
  filterThreshold?: number;
  /** error text */
  error?: ReactNode;
  /** the whole control is disabled */
  disabled?: boolean;
  /** class on the wrapper */
  className?: string;
}

/** A checkbox list with a selected count and, for long lists, a filter box. */
export function MultiSelect({ label, options, values: valuesProp, value: legacyValue, onChange, filterThreshold = FILTER_MIN_ITEMS, error, disabled, className }: MultiSelectProps) {
  const intl = useIntl();
  const id = `ds-multi-${useId()}`;
  const [filter, setFilter] = useState('');
  const showFilter = options.length > filterThreshold;
  const needle = showFilter ? filter.trim().toLowerCase() : '';
  const visible = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const value = valuesProp ?? legacyValue ?? [];
  const chosen = new Set(value);

  const toggle = (v: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(v);
    else next.delete(v);
    onChange(options.map((o) => o.value).filter((x) => next.has(x)));
  };

  return (
    <fieldset className={[fieldStyles.field, fieldStyles.choices, className].filter(Boolean).join(' ')} disabled={disabled} aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend className={fieldStyles.label}>{label}</legend>
      {showFilter && (
        <>
          <label className="ds-visually-hidden" htmlFor={`${id}-filter`}>
            {intl.formatMessage({ id: 'ds.multiSelect.filter' })}
          </label>
          <input id={`${id}-filter`} type="search" className={`${fieldStyles.input} ${styles.filter}`} placeholder={intl.formatMessage({ id: 'ds.multiSelect.filterPlaceholder' })} value={filter} onChange={(e) => setFilter(e.target.value)} />
        </>
      )}
      <div className={styles.list}>
        {visible.map((o) => (
          <label key={o.value} className={fieldStyles.choice}>
            <input type="checkbox" value={o.value} checked={chosen.has(o.value)} disabled={o.disabled} onChange={(e) => toggle(o.value, e.target.checked)} />
            <span>{o.label}</span>
          </label>
        ))}
        {visible.length === 0 && <p className="ds-muted">{intl.formatMessage({ id: 'ds.multiSelect.noMatches' })}</p>}
      </div>
      <span id={`${id}-count`} className={fieldStyles.hint} aria-live="polite">
        {intl.formatMessage({ id: 'ds.multiSelect.selected' }, { count: value.length })}
      </span>
      {error && (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
