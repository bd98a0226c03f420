import type { AdminNotification } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import type { OpArgs } from 'shared-kernel/operations';
import { buttonClass, Button, Field, FormErrors, fromDateInput, Link, MultiSelect, Notice, paths, TextInput, toDateInput, useDraftForm, usePortal } from 'shared-kernel';
import { BRANCHES_PAGE_SIZE, useListBranchesQuery } from '../../../api/branch';
import { useCreateNotificationMutation, useGetNotificationQuery, useUpdateNotificationMutation } from '../../../api/notification';
import { EditFormPage } from '../../../components/EditFormPage';
import layout from '../../../components/formLayout.module.css';
import styles from './NotificationFormPage.module.css';


interface Draft {
  Title: string;
  ContentNL: string;
  ContentFR: string;
  ContentEN: string;
  StartDate: string;
  EndDate: string;
  ShowToMainUserOnly: boolean;
  Branches: string[];
}

const emptyDraft: Draft = { Title: '', ContentNL: '', ContentFR: '', ContentEN: '', StartDate: '', EndDate: '', ShowToMainUserOnly: false, Branches: [] };

const toDraft = (n: AdminNotification): Draft => ({
  Title: n.Title,
  ContentNL: n.ContentNL,
  ContentFR: n.ContentFR,
  ContentEN: n.ContentEN,
  StartDate: toDateInput(n.StartDate),
  EndDate: toDateInput(n.EndDate),
  ShowToMainUserOnly: n.ShowToMainUserOnly,
  Branches: n.Branches.map(String),
});

const useNotification = (id: number, options: { skip: boolean }) => useGetNotificationQuery({ params: { id } }, options);

/** /admin/notifications/create and /admin/notifications/edit/:id: one form for both. */
export function NotificationFormPage() {
  return <EditFormPage useRecord={useNotification} loadErrorId="admin.notifications.loadOneError" toDraft={toDraft} emptyDraft={emptyDraft} Form={NotificationForm} />;
}

const CONTENT_FIELDS = ['ContentNL', 'ContentFR', 'ContentEN'] as const;

function NotificationForm({ id, initial }: { id: number; initial: Draft }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { locale } = usePortal();
  const { draft, set, errors, general, submitWith } = useDraftForm(initial, 'admin.notifications.saveError');
  const branches = useListBranchesQuery({ query: { Page: 1, PageSize: BRANCHES_PAGE_SIZE } });
  const [create, { isLoading: creating }] = useCreateNotificationMutation();
  const [update, { isLoading: updating }] = useUpdateNotificationMutation();
  const saving = creating || updating;

  const submit = submitWith(async () => {
    // an empty date goes as null: the server answers it with its ModelState on the field (spec section 4)
    const body = {
      Id: id,
      Title: draft.Title,
      ContentNL: draft.ContentNL,
      ContentFR: draft.ContentFR,
      ContentEN: draft.ContentEN,
      StartDate: fromDateInput(draft.StartDate),
      EndDate: fromDateInput(draft.EndDate, true),
      ShowToMainUserOnly: draft.ShowToMainUserOnly,
      Branches: draft.Branches.map(Number),
    } as unknown as OpArgs<'createNotification'>['body'];
    await (id ? update({ params: { id }, body }) : create({ body })).unwrap();
    return { savedId: 'admin.notifications.saved', to: paths.notifications.path() };
  });

  const previewContent = draft[`Content${locale.toUpperCase()}` as (typeof CONTENT_FIELDS)[number]] ?? draft.ContentNL;
  const branchOptions = (branches.data?.Items ?? []).map((b) => ({ value: String(b.Id), label: b.Name }));

  return (
    <div className="ds-page ds-stack">
      <h1>{t(id ? 'admin.notifications.editHeading' : 'admin.notifications.createHeading')}</h1>
      <FormErrors errors={general} />
      <form className="ds-stack" onSubmit={submit} noValidate>
        <div className="ds-card ds-stack">
          <TextInput label={t('admin.notifications.title')} value={draft.Title} maxLength={200} onValueChange={(v) => set('Title', v)} error={errors.Title} required />
          {CONTENT_FIELDS.map((f) => (
            <Field key={f} label={t(`admin.notifications.${f}`)} error={errors[f]}>
              {(control) => <textarea {...control} className="ds-input" rows={4} value={draft[f]} maxLength={10000} onChange={(e) => set(f, e.target.value)} />}
            </Field>
          ))}
          <div className={`ds-grid ${layout.fields}`}>
            <TextInput type="date" label={t('admin.notifications.from')} value={draft.StartDate} onValueChange={(v) => set('StartDate', v)} error={errors.StartDate ?? errors.From} />
            <TextInput type="date" label={t('admin.notifications.to')} value={draft.EndDate} onValueChange={(v) => set('EndDate', v)} error={errors.EndDate ?? errors.To} />
          </div>
          <label className="ds-choice">
            <input type="checkbox" checked={draft.ShowToMainUserOnly} onChange={(e) => set('ShowToMainUserOnly', e.target.checked)} />
            <span>{t('admin.notifications.mainUsersOnly')}</span>
          </label>
          {branches.isError ? (
            <Notice kind="warning">{t('admin.notifications.branchesError')}</Notice>
          ) : (
            <MultiSelect label={t('admin.notifications.branches')} options={branchOptions} values={draft.Branches} onChange={(v) => set('Branches', v)} error={errors.Branches} />
          )}
          <p className="ds-hint">{t('admin.notifications.branchesHint')}</p>
        </div>
        <section className="ds-card ds-stack" aria-label={t('admin.notifications.preview')}>
          <h2>{t('admin.notifications.preview')}</h2>
          <strong data-testid="notification-preview-title">{draft.Title}</strong>
          {/* user content is text, never markup */}
          <p data-testid="notification-preview-content" className={styles.content}>
            {previewContent}
          </p>
        </section>
        <div className="ds-row ds-row--end">
          <Link className={buttonClass('secondary')} to={paths.notifications.path()}>
            {t('admin.notifications.cancel')}
          </Link>
          <Button type="submit" variant="primary" busy={saving}>
            {t('admin.notifications.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
