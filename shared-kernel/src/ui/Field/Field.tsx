import { useId, type ReactElement, type ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';

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
  /** the user dismissed the tooltip (Escape, click outside) */
  onTipClose?: () => void;
  /** extra class on the wrapper */
  className?: string;
  /** renders the control with the ids it must carry */
  children: (control: FieldControlProps) => ReactElement;
}

/**
 * Label, control, hint and error in the `ds-field` layout. The control always sits inside a controlled
 * Radix Tooltip (so showing a tip never remounts it and focus stays put).
 */
export function Field({ label, id, error, hint, tip, onTipClose, className, children }: FieldProps) {
  const auto = useId();
  const controlId = id ?? `ds-field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });

  return (
    <div className={['ds-field', className].filter(Boolean).join(' ')}>
      <label className="ds-label" htmlFor={controlId}>
        {label}
      </label>
      <Tooltip.Provider delayDuration={0}>
        <Tooltip.Root open={Boolean(tip)} onOpenChange={(open) => !open && onTipClose?.()}>
          <Tooltip.Trigger asChild>{control}</Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content className="ds-tooltip" side="top" align="start" sideOffset={4}>
              {tip}
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
      <span className="ds-visually-hidden" aria-live="polite">
        {tip}
      </span>
      {hint && (
        <span id={hintId} className="ds-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="ds-error">
          {error}
        </span>
      )}
    </div>
  );
}
