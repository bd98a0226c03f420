import { useIntl } from 'react-intl';

const STEPS = ['basket', 'data', 'confirmation'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** The order steps (basket, data, confirmation) with the current one marked. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const intl = useIntl();
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'basket.checkout.steps.label' })}>
      <ol className="ds-row" style={{ listStyle: 'none', margin: 0, padding: 0, gap: 'var(--ds-space-2)' }}>
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="ds-row"
              style={{
                gap: 'var(--ds-space-2)',
                padding: 'var(--ds-space-1) var(--ds-space-3)',
                borderRadius: 'var(--ds-radius)',
                border: '1px solid var(--ds-border)',
                background: state === 'current' ? 'var(--ds-brand)' : state === 'done' ? 'var(--ds-brand-soft)' : 'var(--ds-surface)',
                color: state === 'current' ? '#fff' : state === 'done' ? 'var(--ds-brand)' : 'var(--ds-text-muted)',
                fontWeight: state === 'current' ? 600 : 400,
              }}
            >
              <span aria-hidden="true">{state === 'done' ? '✓' : i + 1}</span>
              <span>{intl.formatMessage({ id: `basket.checkout.steps.${step}` })}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
