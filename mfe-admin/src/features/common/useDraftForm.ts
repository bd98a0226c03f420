import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { toast, useFormErrors, useNavigate } from 'shared-kernel';

/** What a save answers: the message id of the success toast and where to go next. */
export interface Saved {
  savedId: string;
  to: string;
}

/**
 * The state of an admin create/edit form (banners, coupons, notifications, size charts): the draft
 * with a setter per field, the save's ModelState errors (useFormErrors), and `submitWith(save)`, the
 * form's onSubmit. It clears the errors, runs `save`, then shows the success toast and navigates, or
 * shows the errors (`saveErrorId`: the toast when the failure is no ModelState).
 */
export function useDraftForm<D>(initial: D, saveErrorId: string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<D>(initial);
  const { fieldErrors, generalErrors, clear, show } = useFormErrors();
  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submitWith = (save: () => Promise<Saved>) => async (e: FormEvent) => {
    e.preventDefault();
    clear();
    try {
      const { savedId, to } = await save();
      toast('success', intl.formatMessage({ id: savedId }), 3000);
      navigate(to);
    } catch (err) {
      show(err, intl.formatMessage({ id: saveErrorId }));
    }
  };
  return { draft, setDraft, set, errors: fieldErrors, general: generalErrors, submitWith };
}
