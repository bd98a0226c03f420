import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DraftField, PreOrderDraft } from '../hooks/usePreOrderDraft';
import styles from './RemarksCard.module.css';

/** Spec: comments are at most 4000 characters (contract schema). */
export const COMMENT_MAX = 4000;

interface Props {
  mode: 'customer' | 'salesman';
  draft: PreOrderDraft;
  change: <F extends DraftField>(field: F, value: PreOrderDraft[F]) => void;
}

function Remark({ label, hint, value, onChange }: { label: string; hint?: string; value: string | null; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="ds-field">
      <label className="ds-label" htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <textarea id={id} className={`ds-input ${styles.text}`} rows={4} maxLength={COMMENT_MAX} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
      {hint && (
        <span className="ds-hint">
          <FormattedMessage id={hint} />
        </span>
      )}
    </div>
  );
}

/** Remarks: the customer's comment; the salesman also keeps internal remarks the customer never sees. */
export function RemarksCard({ mode, draft, change }: Props) {
  return (
    <section className="ds-card ds-stack" aria-labelledby="preorder-remarks-title">
      <h2 id="preorder-remarks-title" className={styles.title}>
        <FormattedMessage id="preorders.detail.remarks" />
      </h2>
      <div className={mode === 'salesman' ? 'ds-grid' : undefined}>
        {mode === 'salesman' && (
          <Remark label="preorders.detail.internalComment" hint="preorders.detail.internalComment.hint" value={draft.InternalComment} onChange={(v) => change('InternalComment', v)} />
        )}
        <Remark label="preorders.detail.customerComment" value={draft.CustomerComment} onChange={(v) => change('CustomerComment', v)} />
      </div>
    </section>
  );
}
