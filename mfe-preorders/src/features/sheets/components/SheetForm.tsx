import type { PreOrderSheet } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, FormErrors, NumericInput, paths, Select, TextInput, useDraftForm, useNavigate } from 'shared-kernel';
import { useListBrandCollectionsQuery, useListBrandsQuery } from '../../../api/brand';
import { useCreatePreOrderSheetMutation, useUpdatePreOrderSheetMutation, type SheetInput } from '../../../api/preOrderSheet';
import { newTargetKey, TargetsEditor, type TargetRow } from './TargetsEditor';

const STATES = [
  { value: '0', id: 'preorders.sheets.stateOpen' },
  { value: '1', id: 'preorders.sheets.stateHidden' },
  { value: '2', id: 'preorders.sheets.stateClosed' },
];
/** the form fields and the ModelState keys mock-api answers for them */
const FIELD_KEYS: Record<string, string[]> = {
  brand: ['Brand.Code', 'Brand'],
  collection: ['Collection.Id', 'Collection'],
  name: ['Name'],
  maximumDiscount: ['MaximumDiscount'],
  deadline: ['Deadline'],
  state: ['State'],
  salesmanNote: ['SalesmanNote'],
};

/** yyyy-mm-dd of an API date (the date part as sent, so no time zone shift). */
function dateInputValue(value: string | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}
/** Spec section 5: invalid dates are sent as null. */
export function deadlineOrNull(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

interface Draft {
  brandCode: string | null;
  collectionId: number | null;
  name: string;
  maximumDiscount: number | null;
  deadline: string;
  state: string;
  salesmanNote: string;
  targets: TargetRow[];
}
type Update<T> = T | ((old: T) => T);

/** The sheet's own fields (brand, season, name, maximum discount, deadline, state, targets, salesman remarks). */
export function SheetForm({ sheet }: { sheet: PreOrderSheet | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useDraftForm<Draft>(
    {
      brandCode: sheet?.Brand.Code ?? null,
      collectionId: sheet?.Collection.Id ?? null,
      name: sheet?.Name ?? '',
      maximumDiscount: sheet?.MaximumDiscount ?? 0,
      deadline: dateInputValue(sheet?.Deadline),
      state: String(sheet?.State ?? 1),
      salesmanNote: sheet?.SalesmanNote ?? '',
      targets: (sheet?.Targets ?? []).map((x) => ({ ...x, key: `t-${x.TargetId || newTargetKey()}` })),
    },
    { failureId: 'preorders.sheets.saveFailed', failureMs: 4000 },
  );
  const { brandCode, collectionId, name, maximumDiscount, deadline, state, salesmanNote, targets } = form.draft;
  const setter =
    <K extends keyof Draft>(key: K) =>
    (value: Update<Draft[K]>) =>
      form.setDraft((d) => ({ ...d, [key]: typeof value === 'function' ? (value as (old: Draft[K]) => Draft[K])(d[key]) : value }));
  const setBrandCode = setter('brandCode');
  const setCollectionId = setter('collectionId');
  const setName = setter('name');
  const setMaximumDiscount = setter('maximumDiscount');
  const setDeadline = setter('deadline');
  const setState = setter('state');
  const setSalesmanNote = setter('salesmanNote');
  const setTargets = setter('targets');
  const { errors, general } = form;
  const brands = useListBrandsQuery({});
  const collections = useListBrandCollectionsQuery({ params: { id: brandCode ?? '' } }, { skip: !brandCode });
  const [createSheet] = useCreatePreOrderSheetMutation();
  const [updateSheet] = useUpdatePreOrderSheetMutation();

  const fieldError = (field: string) => FIELD_KEYS[field].map((k) => errors[k]).find(Boolean);
  const known = new Set(Object.values(FIELD_KEYS).flat());
  const otherErrors = Object.entries(errors).filter(([k]) => !known.has(k) && !k.startsWith('Targets'));

  const submit = form.submitWith(async () => {
    const body: SheetInput = {
      Brand: { Code: brandCode ?? '' },
      Collection: { Id: collectionId ?? 0 },
      Name: name.trim(),
      MaximumDiscount: maximumDiscount ?? 0,
      Deadline: deadlineOrNull(deadline),
      State: Number(state),
      SalesmanNote: salesmanNote.trim() ? salesmanNote : null,
      Targets: targets.map(({ TargetId, TargetName, IsDefault, MaximumDiscount }) => ({ TargetId, TargetName, IsDefault, MaximumDiscount })),
    };
    if (sheet) {
      await updateSheet({ params: { id: sheet.Id }, body: { ...body, Id: sheet.Id } }).unwrap();
      return { savedId: 'preorders.sheets.saved', to: paths.availableSheets.path() };
    }
    const id = await createSheet({ body }).unwrap();
    // Spec: successful saves go to the overview. A new sheet has no product groups yet and they can
    // only be added once it has an id, so after CREATE we go to its edit page instead (as a size
    // chart does, spec section 4); saving there returns to the overview.
    return { savedId: 'preorders.sheets.created', to: paths.sheetEdit.path({ id }) };
  });

  const brandOptions = (brands.data ?? []).map((b) => ({ value: b.Code, label: b.Name }));
  const collectionOptions = (collections.data ?? []).map((c) => ({ value: String(c.Id), label: c.Season ? `${c.Name} (${c.Season})` : c.Name }));

  return (
    <form className="ds-stack" onSubmit={(e) => void submit(e)} noValidate aria-label={t(sheet ? 'preorders.sheets.editTitle' : 'preorders.sheets.createTitle')}>
      <FormErrors errors={[...general, ...otherErrors.map(([, v]) => v)]} />
      <div className="ds-card ds-grid">
        <Select
          variant="dropdown"
          label={t('preorders.sheets.brand')}
          options={brandOptions}
          value={brandCode}
          placeholder={t(brands.isError ? 'preorders.sheets.brandsFailed' : 'preorders.sheets.chooseBrand')}
          onChange={(v) => {
            setBrandCode(v);
            setCollectionId(null);
          }}
          error={fieldError('brand')}
        />
        <Select
          variant="dropdown"
          label={t('preorders.sheets.season')}
          options={collectionOptions}
          value={collectionId === null ? null : String(collectionId)}
          placeholder={t(brandCode ? 'preorders.sheets.chooseSeason' : 'preorders.sheets.chooseBrandFirst')}
          disabled={!brandCode || collections.isFetching}
          onChange={(v) => setCollectionId(Number(v))}
          error={fieldError('collection')}
        />
        <TextInput label={t('preorders.sheets.name')} value={name} maxLength={200} onValueChange={setName} error={fieldError('name')} />
        <NumericInput label={t('preorders.sheets.maximumDiscount')} value={maximumDiscount} min={0} max={100} onChange={setMaximumDiscount} error={fieldError('maximumDiscount')} />
        <TextInput label={t('preorders.sheets.deadline')} type="date" value={deadline} onValueChange={setDeadline} error={fieldError('deadline')} />
        <Select label={t('preorders.sheets.state')} options={STATES.map((s) => ({ value: s.value, label: t(s.id) }))} value={state} onChange={setState} error={fieldError('state')} />
      </div>
      <TargetsEditor rows={targets} onChange={setTargets} errors={errors} />
      <div className="ds-card">
        <Field label={t('preorders.sheets.salesmanNote')} error={fieldError('salesmanNote')}>
          {(control) => <textarea {...control} className="ds-input" rows={4} maxLength={4000} value={salesmanNote} onChange={(e) => setSalesmanNote(e.target.value)} />}
        </Field>
      </div>
      <div className="ds-row ds-row--end">
        <Button variant="secondary" onClick={() => navigate(paths.availableSheets.path())}>
          <FormattedMessage id="preorders.sheets.cancel" />
        </Button>
        <Button type="submit" variant="primary" busy={form.busy}>
          <FormattedMessage id="preorders.sheets.save" />
        </Button>
      </div>
    </form>
  );
}
