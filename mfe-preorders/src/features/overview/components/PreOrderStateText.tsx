import { FormattedMessage } from 'react-intl';

/** mock-api's state values (shared-kernel PREORDER_STATES): 0 open, 1 sent to the salesman, 2 sent to sales, 3 closed. */
export const STATE_VALUES = [0, 1, 2, 3] as const;

/** A pre-order state as words (never the bare number); unknown values fall back to a generic text. */
export function PreOrderStateText({ state }: { state: number }) {
  const known = (STATE_VALUES as readonly number[]).includes(state);
  return <FormattedMessage id={known ? `preorders.overview.state.${state}` : 'preorders.overview.state.unknown'} />;
}
