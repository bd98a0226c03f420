import type { DraftLine, DraftSummary } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, Table, formatCents, usePortal, type TableColumn } from 'shared-kernel';
import { useGetDraftQuery } from '../../../api/draft';
import styles from './DraftLinesDialog.module.css';

export interface DraftLinesDialogProps {
  draft: DraftSummary | null;
  onClose: () => void;
  showPrices: boolean;
}

/** The lines of a draft with product names and, per line, why it cannot be ordered now. */
export function DraftLinesDialog({ draft, onClose, showPrices }: DraftLinesDialogProps) {
  const intl = useIntl();
  const { session, locale } = usePortal();
  const symbol = session?.customerCurrencySymbol || '€';
  const { data, isFetching, isError, refetch } = useGetDraftQuery({ params: { id: draft?.Id ?? 0 } }, { skip: !draft });
  const columns: TableColumn<DraftLine>[] = [
    {
      id: 'product',
      header: intl.formatMessage({ id: 'basket.drafts.lines.product' }),
      cell: (l) => (
        <div>
          <div className={styles.name}>{l.ProductName}</div>
          <div className={`ds-muted ${styles.small}`}>
            {l.ProductColorName} · {l.ProductSize} · {l.Sku}
          </div>
          {l.Error && (
            <div className={styles.error}>
              {l.Error}
            </div>
          )}
        </div>
      ),
    },
    { id: 'amount', header: intl.formatMessage({ id: 'basket.drafts.lines.amount' }), cell: (l) => l.Amount, align: 'end' },
    ...(showPrices
      ? [{ id: 'total', header: intl.formatMessage({ id: 'basket.drafts.lines.total' }), cell: (l: DraftLine) => (l.TotalCents === null ? '' : formatCents(l.TotalCents, locale, symbol)), align: 'end' as const }]
      : []),
  ];
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'basket.drafts.lines.title' }, { name: draft?.Name ?? '' })}
      size="lg"
      footer={
        <Button onClick={onClose}>
          <FormattedMessage id="basket.drafts.close" />
        </Button>
      }
    >
      <Table
        caption={intl.formatMessage({ id: 'basket.drafts.lines.title' }, { name: draft?.Name ?? '' })}
        captionHidden
        columns={columns}
        rows={data && data.Id === draft?.Id ? data.Lines : []}
        rowKey={(l) => l.ProductVariantId}
        loading={isFetching && !data}
        error={isError ? intl.formatMessage({ id: 'basket.drafts.lines.loadFailed' }) : undefined}
        onRetry={() => void refetch()}
        emptyMessage={intl.formatMessage({ id: 'basket.drafts.lines.empty' })}
      />
    </Dialog>
  );
}
