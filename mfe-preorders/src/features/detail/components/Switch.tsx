import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (a checkbox with role switch, keyboard: Space). */
export function Switch({ label, checked, onChange, disabled }: Props) {
  return (
    <label className="ds-choice">
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
