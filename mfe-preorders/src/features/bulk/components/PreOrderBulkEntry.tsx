import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Notice,
  ORDER_LINES_MAX,
  ORDER_LINES_SAMPLE_NAME,
  OrderLinesError,
  TOAST_DURATION,
  isPortalError,
  orderLinesSampleBlob,
  useOrderLinesInput,
  roleFlags,
  saveBlob,
  toast,
  toastPortalError,
  useOnline,
  usePortal,
  type ParsedOrderLines,
  type ResolvedPreOrderLine,
} from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { useAutosaver } from '../../../components/AutosaveProvider';
import { preOrderApi, useResolvePreOrderLinesMutation } from '../../../api/preOrder';
// the autosave key of a size's amount is the product grid's, so the newer of two edits of one size wins
import { variantKey } from '../../../lib/rules';
import styles from './PreOrderBulkEntry.module.css';

export interface PreOrderBulkEntryProps {
  preOrder: PreOrder;
  /** closed, deadline expired, or disabled by the concurrency notice */
  readOnly: boolean;
  mode: 'customer' | 'salesman';
}

/** one line of the result list */
interface ResultRow {
  key: number;
  line: number;
  code: string;
  amount: number | null;
  /** "Name, Colour, size" of the resolved variant */
  product: string | null;
  state: 'saving' | 'saved' | 'failed';
  /** message id below preorders.bulk. for failed lines */
  reason?: string;
  /** the server's text of a failed save */
  text?: string;
}

/**
 * Bulk entry on the pre-order detail (issue 10): lines of `SKU or EAN; amount` pasted or read from a
 * CSV/XLSX file are resolved against the pre-order's sheet (POST PreOrder/{id}/resolve) and their
 * amounts saved through the page's autosave (PUT .../productvariant/{vid}, keepalive); a result list
 * shows per line "saved" or the reason. Afterwards the product lists and totals reload.
 */
export function PreOrderBulkEntry({ preOrder, readOnly, mode }: PreOrderBulkEntryProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { session } = usePortal();
  const dispatch = useAppDispatch();
  const saver = useAutosaver();
  const [resolve] = useResolvePreOrderLinesMutation();
  const textId = useId();
  const fileId = useId();
  const nextKey = useRef(1);
  const [rows, setRows] = useState<ResultRow[]>([]);
  // marketing users cannot change amounts (mock-api: not an editor), as the product grid
  const editable = !readOnly && !roleFlags(session).isMarketing;
  // the lines are resolved by the server (trade-show mode, issue 19: offline the grid still takes amounts)
  const online = useOnline();
  const disabled = !editable || !online;

  const setRow = (key: number, patch: Partial<ResultRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const run = async (parsed: ParsedOrderLines) => {
    const unreadable: ResultRow[] = parsed.problems.map((p) => ({ key: nextKey.current++, line: p.line, code: p.text, amount: null, product: null, state: 'failed', reason: `problem.${p.reason}` }));
    if (!parsed.lines.length) {
      setRows(unreadable);
      if (!unreadable.length) setError(t('preorders.bulk.nothing'));
      return true;
    }
    let answer: ResolvedPreOrderLine[];
    try {
      answer = await resolve({ params: { id: preOrder.Id }, body: { Rows: parsed.lines } }).unwrap();
    } catch (e) {
      toastPortalError(e, t('preorders.bulk.resolveError'), TOAST_DURATION.long);
      return false;
    }
    const saves: Promise<boolean>[] = [];
    const resolved: ResultRow[] = answer.map((r) => {
      const key = nextKey.current++;
      const product = r.Name ? [r.Name, r.Color, r.Size && t('preorders.bulk.size', { size: r.Size })].filter(Boolean).join(', ') : null;
      const row: ResultRow = { key, line: r.Line, code: r.Code, amount: r.Amount, product, state: 'saving' };
      if (!r.Ok || r.ProductVariantId === null) return { ...row, state: 'failed', reason: `reason.${r.Reason ?? 'Unknown'}` };
      const variantId = r.ProductVariantId;
      saves.push(
        new Promise<boolean>((done) => {
          saver.schedule(variantKey(r.IsMarketing, variantId), 0, async () => {
            try {
              await dispatch(preOrderApi.endpoints.updatePreOrderVariant.initiate({ params: { id: preOrder.Id, vid: variantId }, body: { Id: variantId, Amount: r.Amount }, marketing: r.IsMarketing, deferReload: true }, { track: false })).unwrap();
              setRow(key, { state: 'saved' });
              done(true);
            } catch (e) {
              // reported on its line (not as the autosave's failure toast and reload: the other lines are fine)
              setRow(key, { state: 'failed', reason: 'saveFailed', text: isPortalError(e) ? (e.toastErrors[0] ?? e.message) : undefined });
              done(false);
            }
          });
        }),
      );
      return row;
    });
    setRows([...unreadable, ...resolved].sort((a, b) => a.line - b.line));
    const results = await Promise.all(saves);
    const saved = results.filter(Boolean).length;
    if (saves.length) {
      dispatch(preordersApi.util.invalidateTags(['PreOrderProducts', 'PreOrderTotals']));
      toast(saved === resolved.length + unreadable.length ? 'success' : 'info', t('preorders.bulk.done', { saved, total: resolved.length + unreadable.length }), TOAST_DURATION.long);
    }
    return true;
  };

  const errorText = (e: unknown) => (e instanceof OrderLinesError ? t(`preorders.bulk.error.${e.reason}`, { max: ORDER_LINES_MAX }) : t('preorders.bulk.error.unreadable'));
  const { text, setText, error, setError, busy, fileInput, checkText, upload } = useOrderLinesInput({ run: (parsed) => run(parsed), errorText });


  const saved = rows.filter((r) => r.state === 'saved').length;

  return (
    <section className="ds-card ds-stack" aria-labelledby={`${textId}-title`} aria-busy={busy || undefined} data-mode={mode}>
      <h2 id={`${textId}-title`} className={styles.title}>
        <FormattedMessage id="preorders.bulk.title" />
      </h2>
      <p className={`ds-muted ${styles.flush}`}>
        <FormattedMessage id="preorders.bulk.intro" values={{ max: ORDER_LINES_MAX }} />
      </p>
      {!editable && (
        <Notice kind="info">
          <FormattedMessage id="preorders.bulk.readOnly" />
        </Notice>
      )}
      {editable && !online && (
        <Notice kind="info">
          <FormattedMessage id="preorders.bulk.offline" />
        </Notice>
      )}
      <div className={`ds-field ${styles.flush}`}>
        <label className="ds-label" htmlFor={textId}>
          <FormattedMessage id="preorders.bulk.paste" />
        </label>
        <textarea id={textId} className={`ds-input ${styles.codeInput}`} rows={4} value={text} disabled={disabled} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className={`ds-row ${styles.controls}`}>
        <Button variant="primary" onClick={() => void checkText()} disabled={disabled || !text.trim()} busy={busy && !!text.trim()}>
          <FormattedMessage id="preorders.bulk.fill" />
        </Button>
        <div className={`ds-field ${styles.flush}`}>
          <label className="ds-label" htmlFor={fileId}>
            <FormattedMessage id="preorders.bulk.upload" />
          </label>
          <input id={fileId} ref={fileInput} type="file" accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={disabled || busy} onChange={(e) => void upload(e)} />
        </div>
        <Button variant="link" onClick={() => saveBlob(orderLinesSampleBlob(), ORDER_LINES_SAMPLE_NAME)}>
          <FormattedMessage id="preorders.bulk.sample" />
        </Button>
      </div>
      {error && <Notice kind="error">{error}</Notice>}
      {rows.length > 0 && (
        <div className="ds-stack ds-stack--tight">
          <div className="ds-row ds-row--between">
            <h3 className={styles.resultsTitle}>
              <FormattedMessage id="preorders.bulk.results" values={{ saved, total: rows.length }} />
            </h3>
            <Button size="sm" onClick={() => setRows([])}>
              <FormattedMessage id="preorders.bulk.clearResults" />
            </Button>
          </div>
          <ul className={`ds-stack ds-stack--tight ${styles.results}`} aria-label={t('preorders.bulk.resultsLabel')}>
            {rows.map((r) => (
              <li key={r.key} aria-label={t('preorders.bulk.lineLabel', { line: r.line })} className={`ds-row ${styles.line}`}>
                <span className={`ds-muted ${styles.lineNumber}`}>
                  <FormattedMessage id="preorders.bulk.line" values={{ line: r.line }} />
                </span>
                <code className={styles.code}>{r.code}</code>
                <span className={styles.product}>
                  {r.product ?? ''}
                  {r.amount !== null && r.product ? ` × ${r.amount}` : ''}
                </span>
                {r.state === 'saved' ? (
                  <span className={styles.ok}>
                    <FormattedMessage id="preorders.bulk.saved" />
                  </span>
                ) : r.state === 'saving' ? (
                  <span className="ds-muted">
                    <FormattedMessage id="preorders.bulk.saving" />
                  </span>
                ) : (
                  <span className="ds-error">{r.text ?? t(`preorders.bulk.${r.reason ?? 'saveFailed'}`)}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
