import { FormattedMessage } from 'react-intl';
import styles from './SheetStateBadge.module.css';

const STATE_KEYS: Record<number, { id: string; className: string }> = {
  0: { id: 'preorders.sheets.stateOpen', className: styles.open },
  1: { id: 'preorders.sheets.stateHidden', className: styles.hidden },
  2: { id: 'preorders.sheets.stateClosed', className: styles.closed },
};

/** A sheet state (0 open, 1 hidden, 2 closed) as a word in a coloured pill. */
export function SheetStateBadge({ state }: { state: number }) {
  const s = STATE_KEYS[state] ?? STATE_KEYS[2];
  return (
    <span className={`${styles.badge} ${s.className}`}>
      <FormattedMessage id={s.id} />
    </span>
  );
}
