import { FormattedMessage, useIntl } from 'react-intl';
import styles from './PhotoExamples.module.css';

/** A simple jacket drawn in SVG; `bad` makes the picture dark, blurred and cut off. */
function ExampleImage({ bad, label }: { bad: boolean; label: string }) {
  const filterId = bad ? 'account-warranty-blur' : undefined;
  return (
    <svg className={styles.example} role="img" aria-label={label} width={240} height={160} viewBox="0 0 240 160">
      {bad && (
        <defs>
          <filter id={filterId}>
            <feGaussianBlur stdDeviation="3" />
          </filter>
        </defs>
      )}
      <rect width="240" height="160" fill={bad ? '#3e4650' : '#f5f7fa'} />
      <g filter={filterId ? `url(#${filterId})` : undefined} transform={bad ? 'translate(70 40) rotate(-12)' : undefined}>
        <path d="M90 30 L120 40 L150 30 L180 55 L165 75 L155 68 L155 135 L85 135 L85 68 L75 75 L60 55 Z" fill={bad ? '#6b7480' : '#1f4e79'} />
        <line x1="120" y1="40" x2="120" y2="135" stroke="#fff" strokeWidth="2" />
        {!bad && <circle cx="140" cy="100" r="9" fill="none" stroke="#b42318" strokeWidth="3" />}
      </g>
      <text x="12" y="24" fontSize="22" fontWeight="700" fill={bad ? '#fdecea' : '#146c2e'}>
        {bad ? '✗' : '✓'}
      </text>
    </svg>
  );
}

/** Good and bad photo examples for a warranty claim. */
export function PhotoExamples() {
  const intl = useIntl();
  const examples = [
    { bad: false, key: 'good' },
    { bad: true, key: 'bad' },
  ] as const;
  return (
    <section className="ds-card ds-stack" aria-label={intl.formatMessage({ id: 'account.warranty.examples.title' })}>
      <h2>
        <FormattedMessage id="account.warranty.examples.title" />
      </h2>
      <div className="ds-grid">
        {examples.map((x) => (
          <figure key={x.key} className={`ds-stack ds-stack--tight ${styles.figure}`}>
            <ExampleImage bad={x.bad} label={intl.formatMessage({ id: `account.warranty.examples.${x.key}` })} />
            <figcaption>
              <strong className={x.bad ? styles.bad : styles.good}>
                <FormattedMessage id={`account.warranty.examples.${x.key}`} />
              </strong>
              <p className={`ds-muted ${styles.caption}`}>
                <FormattedMessage id={`account.warranty.examples.${x.key}Text`} />
              </p>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
