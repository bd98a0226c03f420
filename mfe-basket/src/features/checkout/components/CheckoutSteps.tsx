import { useIntl } from 'react-intl';
import styles from './CheckoutSteps.module.css';

const STEPS = ['basket', 'data', 'confirmation'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** The order steps (basket, data, confirmation) with the current one marked. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const intl = useIntl();
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'basket.checkout.steps.label' })}>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className={[styles.step, state === 'done' && styles.done, state === 'current' && styles.current].filter(Boolean).join(' ')}>
              <span aria-hidden="true">{state === 'done' ? '✓' : i + 1}</span>
              <span>{intl.formatMessage({ id: `basket.checkout.steps.${step}` })}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
