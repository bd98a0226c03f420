import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './Field.module.css';

/** The look of the field family's controls, for the inputs, selects and choices built on Field. */
export const fieldStyles = styles;

/** The attributes a field hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** visible label */
  label: ReactNode;
  /** id for the control; generated when absent */
  id?: string;
  /** error text under the control (sets aria-invalid) */
  error?: ReactNode;
  /** help text under the control */
  hint?: ReactNode;
  /** a short-lived message shown as a tooltip over the control (and announced politely) */
  tip?: string | null;
  /** the user dismissed the tooltip (Escape) */
  onTipClose?: () => void;
  /** extra class on the wrapper */
  className?: string;
  /** renders the control with the ids it must carry */
  children: (control: FieldControlProps) => ReactElement;
}

/**
 * Label, control, hint and error in the field layout. A tip ('Maximum allowed is 5') is a
 * short-lived bubble above the control: not a hover tooltip, so no positioning library; it never
 * remounts the control, so focus stays put. It is announced politely and describes the control
 * while shown; Escape dismisses it.
 */
export function Field({ label, id, error, hint, tip, onTipClose, className, children }: FieldProps) {
  const auto = useId();
  const controlId = id ?? `ds-field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const tipId = tip ? `${controlId}-tip` : undefined;
  const describedBy = [hintId, errorId, tipId].filter(Boolean).join(' ') || undefined;
  const control = children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      <div className={styles.control} onKeyDown={(e) => tip && e.key === 'Escape' && onTipClose?.()}>
        {control}
        {tip && (
          <span id={tipId} role="tooltip" className={styles.tooltip}>
            {tip}
          </span>
        )}
      </div>
      <span className="ds-visually-hidden" aria-live="polite">
        {tip}
      </span>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
