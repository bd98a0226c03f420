import type { DraftRestoreResponse, DraftSummary } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  buttonClass,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Link,
  LoadingState,
  Notice,
  paths,
  Table,
  TOAST_DURATION,
  formatCents,
  formatDateTime,
  roleFlags,
  toast,
  toastPortalError,
  usePortal,
  type TableColumn,
} from 'shared-kernel';
import { useDeleteDraftMutation, useListDraftsQuery } from '../../../api/draft';
import { DraftLinesDialog } from './DraftLinesDialog';
import styles from './DraftsPage.module.css';
import { RestoreDraftDialog } from './RestoreDraftDialog';
import { ShareDraftDialog } from './ShareDraftDialog';

/**
 * Draft baskets (/customer/basket/drafts): own drafts and those colleagues shared with me, with their
 * lines, restore (replace or merge; skipped lines listed), share (owner) and delete (owner). Marketing
 * users see shared drafts without prices and cannot restore them.
 */
export function DraftsPage() {
  const intl = useIntl();
  const { session, locale } = usePortal();
  const flags = roleFlags(session);
  const canRestore = flags.isCustomer || flags.isPersoneel;
  const showPrices = !flags.isMarketing && !flags.isCustomerHidden;
  const symbol = session?.customerCurrencySymbol || '€';
  const { data: drafts, isLoading, isError, refetch } = useListDraftsQuery();
  const [restoring, setRestoring] = useState<DraftSummary | null>(null);
  const [sharing, setSharing] = useState<DraftSummary | null>(null);
  const [viewing, setViewing] = useState<DraftSummary | null>(null);
  const [deleting, setDeleting] = useState<DraftSummary | null>(null);
  const [skipped, setSkipped] = useState<{ name: string; errors: string[] } | null>(null);
  const [remove] = useDeleteDraftMutation();

  const onRestored = (draft: DraftSummary, answer: DraftRestoreResponse) => setSkipped(answer.Errors.length ? { name: draft.Name, errors: answer.Errors } : null);

  // the confirmation's action, not a form: a failure is a toast and the question stays open
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ params: { id: deleting.Id } }).unwrap();
      toast('success', intl.formatMessage({ id: 'basket.drafts.delete.done' }, { name: deleting.Name }), TOAST_DURATION.normal);
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'basket.drafts.delete.failed' }));
      throw e;
    }
  };

  const columns: TableColumn<DraftSummary>[] = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'basket.drafts.col.name' }),
      cell: (d) => (
        <div>
          <div className={styles.name}>{d.Name}</div>
          {!d.IsOwner && (
            <div className={`ds-muted ${styles.small}`}>
              <FormattedMessage id="basket.drafts.sharedBy" values={{ name: d.OwnerName }} />
            </div>
          )}
          {d.IsOwner && d.SharedWith.length > 0 && (
            <div className={`ds-muted ${styles.small}`}>
              <FormattedMessage id="basket.drafts.sharedWith" values={{ names: d.SharedWith.map((u) => u.Name).join(', ') }} />
            </div>
          )}
        </div>
      ),
    },
    { id: 'updated', header: intl.formatMessage({ id: 'basket.drafts.col.updated' }), cell: (d) => formatDateTime(d.Updated) },
    {
      id: 'lines',
      header: intl.formatMessage({ id: 'basket.drafts.col.lines' }),
      cell: (d) => intl.formatMessage({ id: 'basket.drafts.linesCount' }, { lines: d.LineCount, pieces: d.TotalAmount }),
      align: 'end',
    },
    ...(showPrices
      ? [{ id: 'total', header: intl.formatMessage({ id: 'basket.drafts.col.total' }), cell: (d: DraftSummary) => (d.TotalCents === null ? '' : formatCents(d.TotalCents, locale, symbol)), align: 'end' as const }]
      : []),
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'basket.drafts.col.actions' }),
      cell: (d) => (
        <div className={styles.actions}>
          <Button size="sm" onClick={() => setViewing(d)} aria-label={intl.formatMessage({ id: 'basket.drafts.viewOf' }, { name: d.Name })}>
            <FormattedMessage id="basket.drafts.view" />
          </Button>
          {canRestore && (
            <Button size="sm" variant="primary" onClick={() => setRestoring(d)} aria-label={intl.formatMessage({ id: 'basket.drafts.restoreOf' }, { name: d.Name })}>
              <FormattedMessage id="basket.drafts.restore" />
            </Button>
          )}
          {d.IsOwner && (
            <Button size="sm" onClick={() => setSharing(d)} aria-label={intl.formatMessage({ id: 'basket.drafts.shareOf' }, { name: d.Name })}>
              <FormattedMessage id="basket.drafts.share" />
            </Button>
          )}
          {d.IsOwner && (
            <Button size="sm" variant="danger" onClick={() => setDeleting(d)} aria-label={intl.formatMessage({ id: 'basket.drafts.deleteOf' }, { name: d.Name })}>
              <FormattedMessage id="basket.drafts.delete" />
            </Button>
          )}
        </div>
      ),
    },
  ];

  let body;
  if (isLoading) body = <LoadingState label={intl.formatMessage({ id: 'basket.drafts.loading' })} />;
  else if (isError || !drafts) body = <ErrorState message={intl.formatMessage({ id: 'basket.drafts.loadFailed' })} onRetry={() => void refetch()} />;
  else if (!drafts.length) body = <EmptyState message={intl.formatMessage({ id: 'basket.drafts.empty' })} />;
  else
    body = (
      <Table caption={intl.formatMessage({ id: 'basket.drafts.title' })} captionHidden columns={columns} rows={drafts} rowKey={(d) => d.Id} />
    );

  return (
    <div className="ds-page ds-stack">
      <div className={styles.header}>
        <h1 className={styles.title}>
          <FormattedMessage id="basket.drafts.title" />
        </h1>
        <Link to={paths.basketOverview.path()} className={buttonClass('secondary')}>
          <FormattedMessage id="basket.drafts.toBasket" />
        </Link>
      </div>
      <p className={`ds-muted ${styles.intro}`}>
        <FormattedMessage id="basket.drafts.intro" />
      </p>
      {skipped && (
        <Notice kind="warning" title={intl.formatMessage({ id: 'basket.drafts.restore.skippedTitle' }, { name: skipped.name })} data-testid="draft-skipped-lines">
          <ul className={styles.skipped}>
            {skipped.errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </Notice>
      )}
      {body}
      <RestoreDraftDialog draft={restoring} onClose={() => setRestoring(null)} onRestored={onRestored} />
      <ShareDraftDialog draft={sharing} onClose={() => setSharing(null)} />
      <DraftLinesDialog draft={viewing} onClose={() => setViewing(null)} showPrices={showPrices} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={intl.formatMessage({ id: 'basket.drafts.delete.title' })}
        question={intl.formatMessage({ id: 'basket.drafts.delete.question' }, { name: deleting?.Name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'basket.drafts.delete' })}
        cancelLabel={intl.formatMessage({ id: 'basket.drafts.cancel' })}
        danger
        onConfirm={confirmDelete}
      />
    </div>
  );
}
