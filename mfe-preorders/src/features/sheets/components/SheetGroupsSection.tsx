import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from 'shared-kernel';
import { SHEET_GROUPS_PAGE_SIZE, useListSheetProductGroupsQuery, type SheetGroupKind } from '../../../api/preOrderSheet';
import { SheetGroupCard } from './SheetGroupCard';
import { SheetGroupSearch } from './SheetGroupSearch';
import styles from './SheetGroupsSection.module.css';

/** The product groups (or marketing product groups) of a sheet: search to add, then the list in sort order. */
export function SheetGroupsSection({ sheetId, kind }: { sheetId: number; kind: SheetGroupKind }) {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useListSheetProductGroupsQuery({ kind, params: { id: sheetId }, query: { Page: 1, PageSize: SHEET_GROUPS_PAGE_SIZE } });
  const groups = data?.Items ?? [];
  const headingId = `sheet-groups-${kind}`;

  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id={kind === 'marketing' ? 'preorders.sheets.marketingGroups' : 'preorders.sheets.productGroups'} />
      </h2>
      <SheetGroupSearch sheetId={sheetId} kind={kind} existingIds={groups.map((g) => g.Id)} />
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={intl.formatMessage({ id: 'preorders.sheets.groupsLoadFailed' })} onRetry={() => void refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'preorders.sheets.nothingAdded' })} />
      ) : (
        <ol className={`ds-stack ${styles.list}`}>
          {groups.map((g, i) => (
            <li key={g.Id}>
              <SheetGroupCard sheetId={sheetId} kind={kind} group={g} index={i} count={groups.length} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
