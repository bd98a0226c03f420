import { useId, type ReactNode } from 'react';
import { Field, fieldStyles } from '../Field/Field';

/** One choice of a Select or MultiSelect. */
export interface SelectOption {
  /** the value reported on change */
  value: string;
  /** the text shown */
  label: string;
  /** shown but not choosable */
  disabled?: boolean;
}

/** Spec section 9: radio selects fall back to a dropdown at option text of 80 characters. */
export const RADIO_MAX_LABEL_LENGTH = 80;

export interface SelectProps {
  /** visible label (legend of the radio group, label of the dropdown) */
  label: ReactNode;
  /** the choices */
  options: SelectOption[];
  /** chosen value, null for none */
  value: string | null;
  /** called with the chosen value */
  onChange: (value: string) => void;
  /** radio (default; 'auto' is the same): radios, falling back to a dropdown when an option text is 80+ characters; dropdown: always a dropdown */
  variant?: 'radio' | 'dropdown' | 'auto';
  /** form name of the control; generated when absent */
  name?: string;
  /** error text */
  error?: ReactNode;
  /** help text */
  hint?: ReactNode;
  /** dropdown text while nothing is chosen */
  placeholder?: string;
  /** the whole control is disabled */
  disabled?: boolean;
  /** class on the wrapper */
  className?: string;
}

/** Whether a Select with these options renders as a dropdown. */
export function usesDropdown(options: SelectOption[], variant: SelectProps['variant'] = 'radio'): boolean {
  return variant === 'dropdown' || options.some((o) => o.label.length >= RADIO_MAX_LABEL_LENGTH);
}

/** A single choice: a radio group, or a native dropdown (see `usesDropdown`). */
export function Select({ label, options, value, onChange, variant = 'radio', name, error, hint, placeholder, disabled, className }: SelectProps) {
  const auto = useId();
  const groupName = name ?? `ds-select-${auto}`;

  if (usesDropdown(options, variant)) {
    return (
      <Field label={label} error={error} hint={hint} className={className}>
        {(control) => (
          <select {...control} name={groupName} className={fieldStyles.select} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
            {value === null && (
              <option value="" disabled>
                {placeholder ?? ''}
              </option>
            )}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }

  const hintId = hint ? `${groupName}-hint` : undefined;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <fieldset className={[fieldStyles.field, fieldStyles.choices, className].filter(Boolean).join(' ')} disabled={disabled} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className={fieldStyles.label}>{label}</legend>
      {options.map((o) => (
        <label key={o.value} className={fieldStyles.choice}>
          <input type="radio" name={groupName} value={o.value} checked={value === o.value} disabled={o.disabled} aria-invalid={error ? true : undefined} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
      {hint && <span id={hintId} className={fieldStyles.hint}>{hint}</span>}
      {error && <span id={errorId} className={fieldStyles.error}>{error}</span>}
    </fieldset>
  );
}
