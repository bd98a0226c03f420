import type { PreOrderSheet } from 'shared-kernel/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, isPortalError, Notice, NumericInput, paths, Select, TextInput, toast, TOAST_DURATION, toastPortalError, useNavigate } from 'shared-kernel';
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

/** The sheet's own fields (brand, season, name, maximum discount, deadline, state, targets, salesman remarks). */
export function SheetForm({ sheet }: { sheet: PreOrderSheet | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [brandCode, setBrandCode] = useState<string | null>(sheet?.Brand.Code ?? null);
  const [collectionId, setCollectionId] = useState<number | null>(sheet?.Collection.Id ?? null);
  const [name, setName] = useState(sheet?.Name ?? '');
  const [maximumDiscount, setMaximumDiscount] = useState<number | null>(sheet?.MaximumDiscount ?? 0);
  const [deadline, setDeadline] = useState(dateInputValue(sheet?.Deadline));
  const [state, setState] = useState(String(sheet?.State ?? 1));
  const [salesmanNote, setSalesmanNote] = useState(sheet?.SalesmanNote ?? '');
  const [targets, setTargets] = useState<TargetRow[]>(() => (sheet?.Targets ?? []).map((x) => ({ ...x, key: `t-${x.TargetId || newTargetKey()}` })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const brands = useListBrandsQuery({});
  const collections = useListBrandCollectionsQuery({ params: { id: brandCode ?? '' } }, { skip: !brandCode });
  const [createSheet, createState] = useCreatePreOrderSheetMutation();
  const [updateSheet, updateState] = useUpdatePreOrderSheetMutation();

  const fieldError = (field: string) => FIELD_KEYS[field].map((k) => errors[k]).find(Boolean);
  const known = new Set(Object.values(FIELD_KEYS).flat());
  const otherErrors = Object.entries(errors).filter(([k]) => !known.has(k) && !k.startsWith('Targets'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setGeneral([]);
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
    try {
      if (sheet) {
        await updateSheet({ params: { id: sheet.Id }, body: { ...body, Id: sheet.Id } }).unwrap();
        toast('success', t('preorders.sheets.saved'), TOAST_DURATION.normal);
        navigate(paths.availableSheets.path());
      } else {
        const id = await createSheet({ body }).unwrap();
        toast('success', t('preorders.sheets.created'), TOAST_DURATION.normal);
        // Spec: successful saves go to the overview. A new sheet has no product groups yet and they can
        // only be added once it has an id, so after CREATE we go to its edit page instead (as a size
        // chart does, spec section 4); saving there returns to the overview.
        navigate(paths.sheetEdit.path({ id }));
      }
    } catch (err) {
      if (isPortalError(err) && (Object.keys(err.fieldErrors).length || err.generalErrors.length)) {
        setErrors(err.fieldErrors);
        setGeneral(err.generalErrors);
        err.toastErrors.forEach((m) => toast('error', m, TOAST_DURATION.long));
      } else toastPortalError(err, t('preorders.sheets.saveFailed'));
    }
  };

  const brandOptions = (brands.data ?? []).map((b) => ({ value: b.Code, label: b.Name }));
  const collectionOptions = (collections.data ?? []).map((c) => ({ value: String(c.Id), label: c.Season ? `${c.Name} (${c.Season})` : c.Name }));

  return (
    <form className="ds-stack" onSubmit={(e) => void submit(e)} noValidate aria-label={t(sheet ? 'preorders.sheets.editTitle' : 'preorders.sheets.createTitle')}>
      {(general.length > 0 || otherErrors.length > 0) && (
        <Notice kind="error">
          <ul style={{ margin: 0 }}>
            {[...general, ...otherErrors.map(([, v]) => v)].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Notice>
      )}
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
        <Button type="submit" variant="primary" busy={createState.isLoading || updateState.isLoading}>
          <FormattedMessage id="preorders.sheets.save" />
        </Button>
      </div>
    </form>
  );
}
