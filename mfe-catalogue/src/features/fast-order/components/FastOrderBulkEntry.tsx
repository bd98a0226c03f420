import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Notice,
  ORDER_LINES_SAMPLE_NAME,
  OrderLinesError,
  TOAST_DURATION,
  TextInput,
  orderLinesSampleBlob,
  useOrderLinesInput,
  saveBlob,
  toast,
  toastPortalError,
  type BulkOrderLine,
  type ParsedOrderLines,
  type ResolvedCatalogueLine,
} from 'shared-kernel';
import { useResolveCatalogueLinesMutation } from '../../../api/bulk';
import styles from './FastOrderBulkEntry.module.css';

/** a line that could not go to the list: shown with its reason, to fix (code, amount) or remove */
interface FixRow {
  key: number;
  line: number;
  code: string;
  amount: string;
  /** message id below catalogue.bulk. (problem.* for unreadable lines, reason.* for resolve answers) */
  reason: string;
  values?: Record<string, string | number>;
}

export interface FastOrderBulkEntryProps {
  /** the variant already has an amount in the fast-order list (spec: duplicates are refused) */
  isInList: (variantId: number) => boolean;
  /** resolved, orderable lines for the list */
  onAdd: (lines: ResolvedCatalogueLine[]) => void;
}

const AMOUNT = /^\d{1,6}$/;

/**
 * Bulk entry of the fast order (issue 10): lines of `SKU or EAN; amount` pasted or read from a CSV or
 * XLSX file (at most 500), each resolved through POST productvariant/resolve. Orderable lines go to
 * the fast-order list (a variant already in it is refused with the 4 s duplicate message); the others
 * stay here with their reason, to correct and check again, or to remove.
 */
export function FastOrderBulkEntry({ isInList, onAdd }: FastOrderBulkEntryProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const textId = useId();
  const fileId = useId();
  const [rows, setRows] = useState<FixRow[]>([]);
  const [checking, setChecking] = useState<number | null>(null);
  const nextKey = useRef(1);
  const [resolveLines] = useResolveCatalogueLinesMutation();
  const resolve = (Rows: BulkOrderLine[]) => resolveLines({ body: { Rows } });

  const reasonOf = (r: ResolvedCatalogueLine): Pick<FixRow, 'reason' | 'values'> =>
    r.Reason === 'AboveStock' ? { reason: 'reason.AboveStock', values: { available: r.Available ?? 0 } } : { reason: `reason.${r.Reason ?? 'Unknown'}` };

  /** sorts resolve answers: orderable and new to the list -> onAdd; the rest -> rows to fix */
  const sort = (results: ResolvedCatalogueLine[]): FixRow[] => {
    const accepted: ResolvedCatalogueLine[] = [];
    const taken = new Set<number>();
    const failed: FixRow[] = [];
    let duplicates = 0;
    for (const r of results) {
      const row = { key: nextKey.current++, line: r.Line, code: r.Code, amount: String(r.Amount) };
      if (r.Ok && r.ProductVariantId !== null && (isInList(r.ProductVariantId) || taken.has(r.ProductVariantId))) {
        duplicates++;
        failed.push({ ...row, reason: 'reason.InList' });
      } else if (r.Ok && r.ProductVariantId !== null) {
        taken.add(r.ProductVariantId);
        accepted.push(r);
      } else failed.push({ ...row, ...reasonOf(r) });
    }
    if (accepted.length) {
      onAdd(accepted);
      toast('success', t('catalogue.bulk.added', { count: accepted.length }), TOAST_DURATION.long);
    }
    if (duplicates) toast('info', t('catalogue.fastOrder.duplicate'), TOAST_DURATION.long);
    return failed;
  };

  const run = async (parsed: ParsedOrderLines): Promise<boolean> => {
    const unreadable: FixRow[] = parsed.problems.map((p) => {
      const [code = '', amount = ''] = p.text.split(/[\s;,]+/).filter(Boolean);
      return { key: nextKey.current++, line: p.line, code, amount, reason: `problem.${p.reason}` };
    });
    let failed: FixRow[] = [];
    if (parsed.lines.length) {
      try {
        failed = sort(await resolve(parsed.lines).unwrap());
      } catch (e) {
        toastPortalError(e, t('catalogue.bulk.resolveError'), TOAST_DURATION.long);
        return false;
      }
    }
    const all = [...unreadable, ...failed].sort((a, b) => a.line - b.line);
    setRows((old) => [...old, ...all]);
    if (!parsed.lines.length && !parsed.problems.length) setError(t('catalogue.bulk.nothing'));
    return true;
  };

  const errorText = (e: unknown) =>
    e instanceof OrderLinesError ? t(`catalogue.bulk.error.${e.reason}`, { max: 500 }) : t('catalogue.bulk.error.unreadable');
  const { text, setText, error, setError, busy, fileInput, checkText, upload } = useOrderLinesInput({ run: (parsed) => run(parsed), errorText });


  const update = (key: number, patch: Partial<FixRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const remove = (key: number) => setRows((all) => all.filter((r) => r.key !== key));

  const checkAgain = async (row: FixRow) => {
    const code = row.code.trim();
    if (!code) return update(row.key, { reason: 'problem.code', values: undefined });
    if (!AMOUNT.test(row.amount.trim())) return update(row.key, { reason: 'problem.amount', values: undefined });
    const line: BulkOrderLine = { Line: row.line, Code: code, Amount: Number(row.amount.trim()) };
    setChecking(row.key);
    try {
      const [failed] = sort(await resolve([line]).unwrap());
      if (failed) update(row.key, { reason: failed.reason, values: failed.values });
      else remove(row.key);
    } catch (e) {
      toastPortalError(e, t('catalogue.bulk.resolveError'), TOAST_DURATION.long);
    } finally {
      setChecking(null);
    }
  };

  return (
    <section className="ds-card ds-stack" aria-labelledby={`${textId}-title`} aria-busy={busy || undefined}>
      <h2 id={`${textId}-title`} className={styles.title}>
        <FormattedMessage id="catalogue.bulk.title" />
      </h2>
      <p className={`ds-muted ${styles.flat}`}>
        <FormattedMessage id="catalogue.bulk.intro" values={{ max: 500 }} />
      </p>
      <div className={`ds-field ${styles.flat}`}>
        <label className="ds-label" htmlFor={textId}>
          <FormattedMessage id="catalogue.bulk.paste" />
        </label>
        <textarea id={textId} className={`ds-input ${styles.lines}`} rows={5} value={text} placeholder={'ABC123-1001-M;2\n5400000001001;1'} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className={`ds-row ${styles.actions}`}>
        <Button variant="primary" onClick={() => void checkText()} disabled={!text.trim()} busy={busy && !!text.trim()}>
          <FormattedMessage id="catalogue.bulk.check" />
        </Button>
        <div className={`ds-field ${styles.flat}`}>
          <label className="ds-label" htmlFor={fileId}>
            <FormattedMessage id="catalogue.bulk.upload" />
          </label>
          <input id={fileId} ref={fileInput} type="file" accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => void upload(e)} disabled={busy} />
        </div>
        <Button variant="link" onClick={() => saveBlob(orderLinesSampleBlob(), ORDER_LINES_SAMPLE_NAME)}>
          <FormattedMessage id="catalogue.bulk.sample" />
        </Button>
      </div>
      {error && <Notice kind="error">{error}</Notice>}
      {rows.length > 0 && (
        <div className="ds-stack ds-stack--tight">
          <h3 className={styles.fixTitle}>
            <FormattedMessage id="catalogue.bulk.toFix" values={{ count: rows.length }} />
          </h3>
          <ul className={`ds-stack ds-stack--tight ${styles.fixList}`} aria-label={t('catalogue.bulk.toFixLabel')}>
            {rows.map((r) => (
              <li key={r.key} aria-label={t('catalogue.bulk.lineLabel', { line: r.line })} className={`ds-row ${styles.fixRow}`}>
                <span className={`ds-muted ${styles.lineNo}`}>
                  <FormattedMessage id="catalogue.bulk.line" values={{ line: r.line }} />
                </span>
                <TextInput label={t('catalogue.bulk.code')} value={r.code} maxLength={64} onValueChange={(code) => update(r.key, { code })} className={styles.codeInput} />
                <TextInput label={t('catalogue.bulk.amount')} value={r.amount} maxLength={6} inputMode="numeric" onValueChange={(amount) => update(r.key, { amount })} className={styles.amountInput} />
                <span className={`ds-error ${styles.reason}`}>
                  {t(`catalogue.bulk.${r.reason}`, r.values)}
                </span>
                <div className={`ds-row ${styles.fixActions}`}>
                  <Button size="sm" onClick={() => void checkAgain(r)} busy={checking === r.key}>
                    <FormattedMessage id="catalogue.bulk.checkAgain" />
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => remove(r.key)}>
                    <FormattedMessage id="catalogue.bulk.remove" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
