import type { DraftRestoreMode, DraftRestoreResponse, DraftSummary } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, Select, TOAST_DURATION, emit, toast, toastPortalError } from 'shared-kernel';
import { useRestoreDraftMutation } from '../api/restoreDraft';

export interface RestoreDraftDialogProps {
  draft: DraftSummary | null;
  onClose: () => void;
  /** the answer of a restore, for the page to show the skipped lines */
  onRestored: (draft: DraftSummary, answer: DraftRestoreResponse) => void;
}

/**
 * Restores a draft into the basket: replace (the basket is emptied first) or merge (amounts added).
 * A toast tells what happened and `basket.changed` goes out so the header badge reloads.
 */
export function RestoreDraftDialog({ draft, onClose, onRestored }: RestoreDraftDialogProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<DraftRestoreMode>('replace');
  const [restore, restoring] = useRestoreDraftMutation();

  const confirm = async () => {
    if (!draft) return;
    try {
      const answer = await restore({ id: draft.Id, mode }).unwrap();
      emit('basket.changed', {});
      if (answer.Details.length)
        toast('success', intl.formatMessage({ id: 'basket.drafts.restore.done' }, { name: draft.Name, lines: answer.Details.length }), TOAST_DURATION.long);
      if (answer.Errors.length)
        toast('warning', intl.formatMessage({ id: 'basket.drafts.restore.skippedToast' }, { count: answer.Errors.length }), TOAST_DURATION.long);
      onRestored(draft, answer);
      onClose();
    } catch (e) {
      toastPortalError(e, intl.formatMessage({ id: 'basket.drafts.restore.failed' }));
    }
  };

  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'basket.drafts.restore.title' }, { name: draft?.Name ?? '' })}
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>
            <FormattedMessage id="basket.drafts.cancel" />
          </Button>
          <Button variant="primary" busy={restoring.isLoading} onClick={() => void confirm()}>
            <FormattedMessage id="basket.drafts.restore.confirm" />
          </Button>
        </>
      }
    >
      <Select
        label={intl.formatMessage({ id: 'basket.drafts.restore.mode' })}
        value={mode}
        onChange={(v) => setMode(v as DraftRestoreMode)}
        options={[
          { value: 'replace', label: intl.formatMessage({ id: 'basket.drafts.restore.replace' }) },
          { value: 'merge', label: intl.formatMessage({ id: 'basket.drafts.restore.merge' }) },
        ]}
      />
    </Dialog>
  );
}
