/** A decorative spinner; pair it with text (visible or `ds-visually-hidden`) that says what is loading. */
export function Spinner({ size = 'md' }: { /** sm inside buttons, md elsewhere */ size?: 'sm' | 'md' }) {
  return <span className={`ds-spinner ds-spinner--${size}`} aria-hidden="true" />;
}
