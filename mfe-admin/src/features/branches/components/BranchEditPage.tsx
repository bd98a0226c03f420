import type { Branch, Country } from 'shared-kernel/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, buttonClass, ErrorState, FormErrors, Link, LoadingState, MultiSelect, paths, useDraftForm, useParams } from 'shared-kernel';
import { useGetBranchQuery, useUpdateBranchMutation } from '../../../api/branch';
import { COUNTRIES_PAGE_SIZE, useListCountriesQuery } from '../../../api/country';
import styles from './BranchEditPage.module.css';
import { levelOf, toggleForSale, toggleVisibility, type BranchBrand } from './restrictions';

/** /admin/branches/edit/:id: brands of the branch and the per-country restriction matrix of each. */
export function BranchEditPage() {
  const { id } = useParams();
  const numericId = Number(id);
  const { data, isLoading, isError, refetch } = useGetBranchQuery({ params: { id: numericId } }, { skip: !numericId });
  const intl = useIntl();

  if (isLoading) return <div className="ds-page"><LoadingState /></div>;
  if (isError || !data) {
    return (
      <div className="ds-page">
        <ErrorState message={intl.formatMessage({ id: 'admin.branches.loadOneError' })} onRetry={refetch} />
      </div>
    );
  }
  return <BranchForm key={data.Id} initial={data} />;
}

function BranchForm({ initial }: { initial: Branch }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  // the form has no field of its own: every ModelState error (Brands) shows in the list above it
  const form = useDraftForm<{ Brands: Branch['Brands'] }>({ Brands: initial.Brands }, { failureId: 'admin.branches.saveError', fields: [] });
  const brands = form.draft.Brands;
  const setBrands = (change: (all: Branch['Brands']) => Branch['Brands']) => form.setDraft((d) => ({ Brands: change(d.Brands) }));
  const [toAdd, setToAdd] = useState<string[]>([]);
  const countries = useListCountriesQuery({ query: { Page: 1, PageSize: COUNTRIES_PAGE_SIZE } });
  const [update] = useUpdateBranchMutation();

  const countryList = countries.data?.Items;
  const codes = Object.keys(brands).sort((a, b) => brands[a].Name.localeCompare(brands[b].Name));
  const members = codes.filter((c) => brands[c].IsPartOfBranch);
  const others = codes.filter((c) => !brands[c].IsPartOfBranch);
  const patch = (code: string, change: (b: BranchBrand) => BranchBrand) => setBrands((all) => ({ ...all, [code]: change(all[code]) }));

  const add = () => {
    if (!toAdd.length) return; // spec section 5: adding a brand needs at least one selected
    setBrands((all) => ({ ...all, ...Object.fromEntries(toAdd.map((c) => [c, { ...all[c], IsPartOfBranch: true }])) }));
    setToAdd([]);
  };

  const save = form.submitWith(async (draft) => {
    await update({ params: { id: initial.Id }, body: { Id: initial.Id, Name: initial.Name, Brands: draft.Brands } }).unwrap();
    return { savedId: 'admin.branches.saved', to: paths.branches.path() };
  });

  return (
    <div className="ds-page ds-stack">
      <h1>{t('admin.branches.editHeading', { name: initial.Name })}</h1>
      <FormErrors errors={form.general} />
      <section className="ds-card ds-stack" aria-labelledby="branch-brands">
        <h2 id="branch-brands">{t('admin.branches.brands')}</h2>
        {members.length === 0 ? (
          <p className="ds-muted">{t('admin.branches.noBrands')}</p>
        ) : (
          <ul className={`ds-stack ds-stack--tight ${styles.brands}`}>
            {members.map((code) => (
              <li key={code} className="ds-row ds-row--between">
                <span>
                  {brands[code].Name} <span className="ds-muted">({code})</span>
                </span>
                <Button size="sm" variant="danger" aria-label={t('admin.branches.removeBrandLabel', { name: brands[code].Name })} onClick={() => patch(code, (b) => ({ ...b, IsPartOfBranch: false }))}>
                  {t('admin.branches.removeBrand')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 && (
          <div className="ds-stack">
            <MultiSelect label={t('admin.branches.addBrands')} options={others.map((c) => ({ value: c, label: brands[c].Name }))} values={toAdd} onChange={setToAdd} />
            <div>
              <Button onClick={add} disabled={toAdd.length === 0}>
                {t('admin.branches.addSelected', { count: toAdd.length })}
              </Button>
            </div>
          </div>
        )}
      </section>
      <section className="ds-stack" aria-labelledby="branch-restrictions">
        <h2 id="branch-restrictions">{t('admin.branches.restrictions')}</h2>
        <p className="ds-hint">{t('admin.branches.restrictionsHint')}</p>
        {countries.isLoading && <LoadingState />}
        {countries.isError && <ErrorState message={t('admin.branches.countriesError')} onRetry={countries.refetch} />}
        {countryList &&
          members.map((code) => (
            <RestrictionMatrix
              key={code}
              brand={brands[code]}
              countries={countryList}
              onVisibility={(iso) => patch(code, (b) => toggleVisibility(b, iso))}
              onForSale={(iso) => patch(code, (b) => toggleForSale(b, iso))}
            />
          ))}
      </section>
      <div className="ds-row ds-row--end">
        <Link className={buttonClass('secondary')} to={paths.branches.path()}>
          {t('admin.branches.cancel')}
        </Link>
        <Button variant="primary" busy={form.busy} onClick={() => void save()}>
          {t('admin.branches.save')}
        </Button>
      </div>
    </div>
  );
}

interface MatrixProps {
  brand: BranchBrand;
  countries: Country[];
  onVisibility: (iso2: string) => void;
  onForSale: (iso2: string) => void;
}

function RestrictionMatrix({ brand, countries, onVisibility, onForSale }: MatrixProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  return (
    <details className="ds-card" open>
      <summary className={styles.summary}>{brand.Name}</summary>
      <div className="ds-table-wrap">
        <table className="ds-table">
          <caption className="ds-visually-hidden">{t('admin.branches.matrixCaption', { brand: brand.Name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.branches.country')}</th>
              <th scope="col" className="ds-align-center">
                {t('admin.branches.visible')}
              </th>
              <th scope="col" className="ds-align-center">
                {t('admin.branches.forSale')}
              </th>
              <th scope="col">{t('admin.branches.level')}</th>
            </tr>
          </thead>
          <tbody>
            {countries.map((c) => {
              const level = levelOf(brand, c.Iso2);
              const values = { country: c.OverviewName, brand: brand.Name };
              return (
                <tr key={c.Iso2}>
                  <td>
                    {c.OverviewName} <span className="ds-muted">({c.Iso2})</span>
                  </td>
                  <td className="ds-align-center">
                    <input type="checkbox" aria-label={t('admin.branches.visibleLabel', values)} checked={level === 'view' || level === 'sell'} onChange={() => onVisibility(c.Iso2)} />
                  </td>
                  <td className="ds-align-center">
                    <input type="checkbox" aria-label={t('admin.branches.forSaleLabel', values)} checked={level === 'sell'} onChange={() => onForSale(c.Iso2)} />
                  </td>
                  <td data-testid={`level-${brand.Name}-${c.Iso2}`}>{t(`admin.branches.level.${level ?? 'none'}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
