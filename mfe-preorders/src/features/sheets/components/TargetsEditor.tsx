import { FormattedMessage, useIntl } from 'react-intl';
import { Button, NumericInput, TextInput } from 'shared-kernel';
import styles from './TargetsEditor.module.css';

/** A target row while editing; `key` is local only (new rows have TargetId 0). */
export interface TargetRow {
  key: string;
  TargetId: number;
  TargetName: string;
  IsDefault: boolean;
  MaximumDiscount: number;
}

/** Spec section 3: at most one target is the default; checking one unchecks the others. */
export function setDefaultTarget(rows: TargetRow[], key: string, checked: boolean): TargetRow[] {
  return rows.map((r) => (r.key === key ? { ...r, IsDefault: checked } : checked ? { ...r, IsDefault: false } : r));
}

let nextKey = 0;
export const newTargetKey = () => `new-${++nextKey}`;

interface Props {
  rows: TargetRow[];
  onChange: (rows: TargetRow[]) => void;
  /** field errors of the Targets (key 'Targets' or 'Targets.{i}.{Field}') */
  errors: Record<string, string>;
}

/** The targets of a sheet: add and remove rows of name, default flag and maximum discount. */
export function TargetsEditor({ rows, onChange, errors }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const update = (key: string, patch: Partial<TargetRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const rowError = (i: number) =>
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`Targets.${i}.`))
      .map(([, v]) => v)
      .join(' ');

  return (
    <fieldset className={`ds-card ds-stack ${styles.flush}`}>
      <legend className="ds-label">
        <FormattedMessage id="preorders.sheets.targets" />
      </legend>
      {rows.length === 0 && (
        <p className="ds-muted">
          <FormattedMessage id="preorders.sheets.targetsEmpty" />
        </p>
      )}
      {rows.map((r, i) => (
        <div key={r.key} className={`ds-row ${styles.row}`} data-testid="target-row">
          <TextInput
            label={t('preorders.sheets.targetName', { n: i + 1 })}
            value={r.TargetName}
            maxLength={100}
            onValueChange={(v) => update(r.key, { TargetName: v })}
            error={rowError(i) || undefined}
          />
          <label className={`ds-choice ${styles.defaultChoice}`}>
            <input type="checkbox" checked={r.IsDefault} onChange={(e) => onChange(setDefaultTarget(rows, r.key, e.target.checked))} aria-label={t('preorders.sheets.targetDefaultNamed', { n: i + 1 })} />
            <span aria-hidden="true">
              <FormattedMessage id="preorders.sheets.targetDefault" />
            </span>
          </label>
          <NumericInput label={t('preorders.sheets.targetMaximumDiscount', { n: i + 1 })} value={r.MaximumDiscount} min={0} max={100} onChange={(v) => update(r.key, { MaximumDiscount: v ?? 0 })} />
          <Button size="sm" variant="danger" onClick={() => onChange(rows.filter((x) => x.key !== r.key))} aria-label={t('preorders.sheets.targetRemove', { n: i + 1 })}>
            <FormattedMessage id="preorders.sheets.remove" />
          </Button>
        </div>
      ))}
      {errors.Targets && <span className="ds-error">{errors.Targets}</span>}
      <div>
        <Button size="sm" onClick={() => onChange([...rows, { key: newTargetKey(), TargetId: 0, TargetName: '', IsDefault: false, MaximumDiscount: 0 }])}>
          <FormattedMessage id="preorders.sheets.targetAdd" />
        </Button>
      </div>
    </fieldset>
  );
}
