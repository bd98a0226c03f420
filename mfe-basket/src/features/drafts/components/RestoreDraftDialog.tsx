import type { DraftRestoreMode, DraftRestoreResponse, DraftSummary } from 'shared-kernel/contract';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, FormErrors, Select, TOAST_DURATION, emit, toast, useDraftForm } from 'shared-kernel';
import { useRestoreDraftMutation } from '../../../api/draft';

export interface RestoreDraftDialogProps {
  draft: DraftSummary | null;
  onClose: () => void;
  /** the answer of a restore, for the page to show the skipped lines */
  onRestored: (draft: DraftSummary, answer: DraftRestoreResponse) => void;
}

interface RestoreDraft {
  Mode: DraftRestoreMode;
}
const REPLACE: RestoreDraft = { Mode: 'replace' };

/**
 * Restores a draft into the basket: replace (the basket is emptied first) or merge (amounts added).
 * A toast tells what happened (restored lines, skipped lines) and `basket.changed` goes out so the header
 * badge reloads.
 */
export function RestoreDraftDialog({ draft, onClose, onRestored }: RestoreDraftDialogProps) {
  const intl = useIntl();
  const form = useDraftForm(REPLACE, { failureId: 'basket.drafts.restore.failed', fields: ['Mode'] });
  const [restoreDraft] = useRestoreDraftMutation();
  // the errors of a failed restore belong to that draft
  const { clearErrors } = form;
  useEffect(() => clearErrors(), [draft, clearErrors]);

  const restore = form.submitWith(async ({ Mode }) => {
    if (!draft) return;
    const answer = await restoreDraft({ params: { id: draft.Id }, body: { Mode } }).unwrap();
    emit('basket.changed', {});
    if (answer.Details.length)
      toast('success', intl.formatMessage({ id: 'basket.drafts.restore.done' }, { name: draft.Name, lines: answer.Details.length }), TOAST_DURATION.long);
    if (answer.Errors.length) toast('warning', intl.formatMessage({ id: 'basket.drafts.restore.skippedToast' }, { count: answer.Errors.length }), TOAST_DURATION.long);
    onRestored(draft, answer);
    onClose();
  });

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
          <Button variant="primary" busy={form.busy} onClick={() => void restore()}>
            <FormattedMessage id="basket.drafts.restore.confirm" />
          </Button>
        </>
      }
    >
      <FormErrors errors={form.general} />
      <Select
        label={intl.formatMessage({ id: 'basket.drafts.restore.mode' })}
        value={form.draft.Mode}
        onChange={(v) => form.set('Mode', v as DraftRestoreMode)}
        error={form.errors.Mode}
        options={[
          { value: 'replace', label: intl.formatMessage({ id: 'basket.drafts.restore.replace' }) },
          { value: 'merge', label: intl.formatMessage({ id: 'basket.drafts.restore.merge' }) },
        ]}
      />
    </Dialog>
  );
}
