import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState, LoadingState, useParams } from 'shared-kernel';

interface RecordQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Props<T, D> {
  /** the RTK Query hook of the record (GET {entity}/{id}) */
  useRecord: (id: number, options: { skip: boolean }) => RecordQuery<T>;
  /** message id shown when the record cannot be loaded */
  loadErrorId: string;
  toDraft: (record: T) => D;
  emptyDraft: D;
  Form: ComponentType<{ id: number; initial: D }>;
}

/**
 * The create and edit routes of an admin form (`create` and `edit/:id`): the record is loaded for an
 * id, with loading and error states, then the form starts from its draft (a fresh form per id).
 */
export function EditFormPage<T, D>({ useRecord, loadErrorId, toDraft, emptyDraft, Form }: Props<T, D>) {
  const { id } = useParams();
  const numericId = id ? Number(id) : 0;
  const { data, isLoading, isError, refetch } = useRecord(numericId, { skip: !numericId });
  const intl = useIntl();

  if (numericId && isLoading) {
    return (
      <div className="ds-page">
        <LoadingState />
      </div>
    );
  }
  if (numericId && (isError || !data)) {
    return (
      <div className="ds-page">
        <ErrorState message={intl.formatMessage({ id: loadErrorId })} onRetry={() => void refetch()} />
      </div>
    );
  }
  return <Form key={numericId} id={numericId} initial={data ? toDraft(data) : emptyDraft} />;
}
