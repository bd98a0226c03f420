import type { SizeChart } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import { buttonClass, Button, FormErrors, Link, Notice, NumericInput, paths, Select, TextInput, useDraftForm } from 'shared-kernel';
import { useListBrandsQuery } from '../../../api/brand';
import { useCreateSizeChartMutation, useGetSizeChartQuery, useUpdateSizeChartMutation } from '../../../api/sizeChart';
import { EditFormPage } from '../../../components/EditFormPage';
import layout from '../../../components/formLayout.module.css';
import styles from './SizeChartFormPage.module.css';

/** Spec section 5 and 9: rows and columns at least 1; the edit screen allows 1-5 columns. */
export const SIZE_CHART_MIN = 1;
export const SIZE_CHART_MAX_COLUMNS = 5;
export const SIZE_CHART_MAX_ROWS = 50;

interface Draft {
  Brand: string | null;
  Name: string;
  Rows: number | null;
  Columns: number | null;
  /** 'row:column' -> value */
  Cells: Record<string, string>;
}

const emptyDraft: Draft = { Brand: null, Name: '', Rows: 1, Columns: 1, Cells: {} };
const toDraft = (s: SizeChart): Draft => ({ Brand: s.Brand, Name: s.Name, Rows: s.Rows, Columns: s.Columns, Cells: Object.fromEntries(s.Cells.map((c) => [`${c.Row}:${c.Column}`, c.Value])) });

const useSizeChart = (id: number, options: { skip: boolean }) => useGetSizeChartQuery({ params: { id } }, options);

/** /admin/sizeCharts/create and /admin/sizeCharts/edit/:id: creating goes on to the edit page of the new chart. */
export function SizeChartFormPage() {
  return <EditFormPage useRecord={useSizeChart} loadErrorId="admin.sizeCharts.loadOneError" toDraft={toDraft} emptyDraft={emptyDraft} Form={SizeChartForm} />;
}

function SizeChartForm({ id, initial }: { id: number; initial: Draft }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { draft, set, errors, general, submitWith } = useDraftForm(initial, 'admin.sizeCharts.saveError');
  const brands = useListBrandsQuery();
  const [create, { isLoading: creating }] = useCreateSizeChartMutation();
  const [update, { isLoading: updating }] = useUpdateSizeChartMutation();
  const rows = Math.max(SIZE_CHART_MIN, draft.Rows ?? SIZE_CHART_MIN);
  const columns = Math.min(SIZE_CHART_MAX_COLUMNS, Math.max(SIZE_CHART_MIN, draft.Columns ?? SIZE_CHART_MIN));

  const submit = submitWith(async () => {
    const Cells: SizeChart['Cells'] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const value = draft.Cells[`${r}:${c}`];
        if (value) Cells.push({ Row: r, Column: c, Value: value });
      }
    }
    const body: SizeChart = { Id: id, Brand: draft.Brand ?? '', Name: draft.Name, Rows: rows, Columns: columns, Cells };
    if (id) {
      await update({ params: { id }, body }).unwrap();
      return { savedId: 'admin.sizeCharts.saved', to: paths.sizeCharts.path() };
    }
    const newId = await create({ body }).unwrap();
    // spec section 4: creating a size chart goes to its edit page
    return { savedId: 'admin.sizeCharts.created', to: paths.sizeChartEdit.path({ id: newId }) };
  });

  const brandOptions = (brands.data ?? []).map((b) => ({ value: b.Code, label: `${b.Name} (${b.Code})` }));

  return (
    <div className="ds-page ds-stack">
      <h1>{t(id ? 'admin.sizeCharts.editHeading' : 'admin.sizeCharts.createHeading')}</h1>
      <FormErrors errors={general} />
      <form className="ds-stack" onSubmit={submit} noValidate>
        <div className="ds-card ds-stack">
          {brands.isError ? (
            <Notice kind="warning">{t('admin.sizeCharts.brandsError')}</Notice>
          ) : (
            <Select variant="dropdown" label={t('admin.sizeCharts.brand')} placeholder={t('admin.sizeCharts.chooseBrand')} options={brandOptions} value={draft.Brand} onChange={(v) => set('Brand', v)} error={errors.Brand} />
          )}
          <TextInput label={t('admin.sizeCharts.name')} value={draft.Name} maxLength={200} onValueChange={(v) => set('Name', v)} error={errors.Name} required />
          <div className={`ds-grid ${layout.fieldsNarrow}`}>
            <NumericInput label={t('admin.sizeCharts.rows')} value={draft.Rows} onChange={(v) => set('Rows', v)} min={SIZE_CHART_MIN} max={SIZE_CHART_MAX_ROWS} integer error={errors.Rows} />
            <NumericInput
              label={t('admin.sizeCharts.columns')}
              value={draft.Columns}
              onChange={(v) => set('Columns', v)}
              min={SIZE_CHART_MIN}
              max={SIZE_CHART_MAX_COLUMNS}
              integer
              error={errors.Columns}
              hint={t('admin.sizeCharts.columnsHint', { max: SIZE_CHART_MAX_COLUMNS })}
            />
          </div>
        </div>
        <section className="ds-card ds-stack" aria-labelledby="size-chart-cells">
          <h2 id="size-chart-cells">{t('admin.sizeCharts.cells')}</h2>
          <p className="ds-hint">{t('admin.sizeCharts.cellsHint')}</p>
          <div className="ds-table-wrap">
            <table className="ds-table">
              <tbody>
                {Array.from({ length: rows }, (_, r) => (
                  <tr key={r}>
                    {Array.from({ length: columns }, (_, c) => (
                      <td key={c} className={styles.cell}>
                        <input
                          className={r === 0 ? `ds-input ${styles.headingCell}` : 'ds-input'}
                          aria-label={t('admin.sizeCharts.cell', { row: r + 1, column: c + 1 })}
                          value={draft.Cells[`${r}:${c}`] ?? ''}
                          maxLength={100}
                          onChange={(e) => set('Cells', { ...draft.Cells, [`${r}:${c}`]: e.target.value })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {errors.Cells && <p className="ds-error">{errors.Cells}</p>}
        </section>
        <div className="ds-row ds-row--end">
          <Link className={buttonClass('secondary')} to={paths.sizeCharts.path()}>
            {t('admin.sizeCharts.cancel')}
          </Link>
          <Button type="submit" variant="primary" busy={creating || updating}>
            {t(id ? 'admin.sizeCharts.save' : 'admin.sizeCharts.createSubmit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
