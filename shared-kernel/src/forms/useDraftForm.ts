import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isPortalError, toastPortalError } from '../api/errors';
import { toast } from '../bus/bus';
import { useNavigate } from '../router/router';
import { isEqualData } from './isEqualData';

/** What a save answers when it went through. */
export interface Saved<D> {
  /** message id of the success toast (none when absent) */
  savedId?: string;
  savedValues?: Record<string, string | number>;
  /**
   * Where to go next (save-then-navigate): below the locale inside a remote ('/admin/coupons', from
   * `paths.<page>.path()`), a full address in the shell. Absent: the form stays, with `next` (or the
   * saved draft) as its new clean state.
   */
  to?: string;
  replace?: boolean;
  /** the draft to continue from when staying, e.g. built from the server's answer */
  next?: D;
}

export interface DraftFormOptions<D> {
  /** message id of the text shown when a failure does not explain itself (no ModelState, no Message) */
  failureId: string;
  /**
   * Where a failure without ModelState shows: an error toast (default; each ModelState key without
   * prefix is a toast in any case), or the general list above the form (public pages, whose single
   * action has nowhere else to say it).
   */
  failureIn?: 'toast' | 'general';
  /** the page's own sentence for such a failure instead of the answer's Message (the login page's), or null for the default */
  failureText?: (error: unknown) => string | null;
  /**
   * An error toast for every failed save, ModelState or not: its text from the failure and the
   * failure text (`failureId`), or null for none. ModelState still goes to the fields and the general
   * list and keys without a prefix are still toasts of their own (before this one); a failure that
   * explains nothing else and gets null here is shown as without this option. For the screens whose
   * failure says both (spec section 8, personal data and password: the answer's Message plus the
   * general text, and the field errors): `failureToast: (e, text) => [isPortalError(e) && e.message, text].filter(Boolean).join(' ')`.
   * Absent (default): a failure with ModelState is not toasted beyond its unprefixed keys.
   */
  failureToast?: (error: unknown, failureText: string) => string | null;
  /**
   * The form's fields: a ModelState error of another field goes to the general list instead, so no
   * error the server sends is lost. Absent: every field error stays on its key.
   */
  fields?: readonly (keyof D & string)[];
  /** toast durations in ms (default: success 3 s, failure 4 s) */
  successMs?: number;
  failureMs?: number;
}

export interface SubmitOptions {
  /**
   * Sends what is pending elsewhere first (an autosave's `flush`): awaited before the save, and a
   * failure there stops the submit and is reported like a failed save.
   */
  flush?: () => Promise<unknown>;
}

/**
 * The form layer of the portal (CONTRIBUTING.md, "Forms"): one draft with its dirty state, the save's
 * ModelState field errors (`model.` and `addUserModel.` prefixes stripped by the base query) and
 * general errors (show them with `<FormErrors errors={form.general} />`), toasts for ModelState keys
 * without a prefix and for other failures, a busy flag that also stops a double submit, and
 * save-then-navigate:
 *
 *   const form = useDraftForm(initial, 'admin.coupons.saveError');
 *   const submit = form.submitWith(async (draft) => {
 *     await save(toBody(draft)).unwrap();
 *     return { savedId: 'admin.coupons.saved', to: paths.coupons.path() };
 *   });
 *   <form onSubmit={submit}> <TextInput value={form.draft.Code} onValueChange={(v) => form.set('Code', v)} error={form.errors.Code} />
 *   <Button type="submit" busy={form.busy}>
 *
 * `options` is the failure message id, or DraftFormOptions.
 */
export function useDraftForm<D>(initial: D, options: string | DraftFormOptions<D>) {
  const o: DraftFormOptions<D> = typeof options === 'string' ? { failureId: options } : options;
  const intl = useIntl();
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<D>(initial);
  const [clean, setClean] = useState<D>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  // the latest draft for a submit that awaits a flush first
  const latest = useRef(draft);
  latest.current = draft;

  const setDraft = useCallback((next: D | ((d: D) => D)) => setDraftState(next), []);
  /** Sets one field; its server error goes, the user is answering it. */
  const set = useCallback(<K extends keyof D>(key: K, value: D[K]) => {
    setDraftState((d) => ({ ...d, [key]: value }));
    setErrors((e) => {
      if (!((key as string) in e)) return e;
      const { [key as string]: _gone, ...rest } = e;
      return rest;
    });
  }, []);
  /** Starts again from `next` (default: the initial draft) as the clean state; errors cleared. */
  const reset = useCallback(
    (next?: D) => {
      const d = next === undefined ? initial : next;
      setDraftState(d);
      setClean(d);
      setErrors({});
      setGeneral([]);
    },
    [initial],
  );
  const clearErrors = useCallback(() => {
    setErrors({});
    setGeneral([]);
  }, []);

  const fail = (error: unknown) => {
    const fallback = intl.formatMessage({ id: o.failureId });
    const own = o.failureText?.(error) ?? null;
    const failureMs = o.failureMs ?? 4000;
    const always = o.failureToast?.(error, fallback) ?? null;
    if (isPortalError(error) && (Object.keys(error.fieldErrors).length || error.generalErrors.length)) {
      const onFields: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (!o.fields || (o.fields as readonly string[]).includes(field)) onFields[field] = message;
        else elsewhere.push(message);
      }
      setErrors(onFields);
      setGeneral([...error.generalErrors, ...elsewhere]);
      error.toastErrors.forEach((t) => toast('error', t, failureMs));
      if (always) toast('error', always, failureMs);
      return;
    }
    if (isPortalError(error) && error.toastErrors.length) {
      // only keys without a prefix: they are toasts wherever the form shows its failures
      error.toastErrors.forEach((t) => toast('error', t, failureMs));
      if (always) toast('error', always, failureMs);
      return;
    }
    if (always) {
      toast('error', always, failureMs);
      return;
    }
    if (o.failureIn === 'general') {
      setGeneral([own ?? (isPortalError(error) ? (error.message ?? error.errorDescription) : null) ?? fallback]);
      return;
    }
    if (own) toast('error', own, failureMs);
    else toastPortalError(error, fallback, failureMs);
  };

  /**
   * The form's onSubmit (also callable without an event): clears the errors, flushes what is pending
   * (options.flush), runs `save` with the current draft, then toasts and navigates or stays clean on
   * the saved draft; on failure shows the errors. Resolves true when saved.
   */
  const submitWith =
    (save: (draft: D) => Promise<Saved<D> | void>, submitOptions: SubmitOptions = {}) =>
    async (e?: FormEvent): Promise<boolean> => {
      e?.preventDefault();
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      clearErrors();
      try {
        if (submitOptions.flush) await submitOptions.flush();
        const submitted = latest.current;
        const saved = (await save(submitted)) ?? {};
        if (saved.savedId) toast('success', intl.formatMessage({ id: saved.savedId }, saved.savedValues), o.successMs ?? 3000);
        if (saved.to !== undefined) navigate(saved.to, { replace: saved.replace });
        else {
          const next = saved.next ?? submitted;
          setClean(next);
          if (saved.next !== undefined) setDraftState(saved.next);
        }
        return true;
      } catch (error) {
        fail(error);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    };

  return {
    draft,
    setDraft,
    set,
    /** the draft differs from the clean state (the initial draft, or the last one saved) */
    dirty: !isEqualData(draft, clean),
    reset,
    /** field -> message, from the last failed save */
    errors,
    /** the messages above the form: ModelState's general list (and field errors of no field here) */
    general,
    /** set errors found before saving (client rules); shown like the server's */
    setErrors,
    clearErrors,
    busy,
    submitWith,
  };
}

export type DraftForm<D> = ReturnType<typeof useDraftForm<D>>;
