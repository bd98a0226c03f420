import { FormattedMessage } from 'react-intl';

const STATE_KEYS: Record<number, { id: string; color: string; background: string }> = {
  0: { id: 'preorders.sheets.stateOpen', color: 'var(--ds-success)', background: 'var(--ds-success-soft)' },
  1: { id: 'preorders.sheets.stateHidden', color: 'var(--ds-warning)', background: 'var(--ds-warning-soft)' },
  2: { id: 'preorders.sheets.stateClosed', color: 'var(--ds-text-muted)', background: 'var(--ds-surface-muted)' },
};

/** A sheet state (0 open, 1 hidden, 2 closed) as a word in a coloured pill. */
export function SheetStateBadge({ state }: { state: number }) {
  const s = STATE_KEYS[state] ?? STATE_KEYS[2];
  return (
    <span style={{ color: s.color, background: s.background, borderRadius: '999px', padding: '2px var(--ds-space-2)', fontSize: '0.875rem', fontWeight: 600 }}>
      <FormattedMessage id={s.id} />
    </span>
  );
}
