import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState, Link, LoadingState, paths, useParams } from 'shared-kernel';
import { useGetPreOrderSheetQuery } from '../../../api/preOrderSheet';
import { SheetForm } from './SheetForm';
import { SheetGroupsSection } from './SheetGroupsSection';

/** /admin/pre-orders/create and /admin/pre-orders/edit/:id: the sheet form, and on edit its product groups. */
export function SheetEditorPage() {
  const intl = useIntl();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const sheet = useGetPreOrderSheetQuery({ params: { id: id ?? 0 } }, { skip: id === null || !valid });

  return (
    <section className="ds-stack">
      <div className="ds-row ds-row--between">
        <h1>
          <FormattedMessage id={id === null ? 'preorders.sheets.createTitle' : 'preorders.sheets.editTitle'} />
          {sheet.data && <span className="ds-muted"> – {sheet.data.Name}</span>}
        </h1>
        <Link to={paths.availableSheets.path()}>
          <FormattedMessage id="preorders.sheets.backToOverview" />
        </Link>
      </div>
      {!valid ? (
        <ErrorState message={intl.formatMessage({ id: 'preorders.sheets.notFound' })} />
      ) : id === null ? (
        <SheetForm sheet={null} />
      ) : sheet.isLoading ? (
        <LoadingState />
      ) : sheet.isError || !sheet.data ? (
        <ErrorState message={intl.formatMessage({ id: 'preorders.sheets.sheetLoadFailed' })} onRetry={() => void sheet.refetch()} />
      ) : (
        <>
          <SheetForm key={sheet.data.Id} sheet={sheet.data} />
          <SheetGroupsSection sheetId={sheet.data.Id} kind="product" />
          <SheetGroupsSection sheetId={sheet.data.Id} kind="marketing" />
        </>
      )}
    </section>
  );
}
