import type { Banner } from 'shared-kernel/contract';
import { useIntl } from 'react-intl';
import type { OpArgs } from 'shared-kernel/operations';
import { Button, buttonClass, FormErrors, fromDateInput, imageUrl, Link, MultiSelect, Notice, NumericInput, TextInput, toDateInput, paths, useDraftForm } from 'shared-kernel';
import { useCreateBannerMutation, useGetBannerQuery, useUpdateBannerMutation } from '../../../api/banner';
import { BRANCHES_PAGE_SIZE, useListBranchesQuery } from '../../../api/branch';
import { EditFormPage } from '../../../components/EditFormPage';
import layout from '../../../components/formLayout.module.css';
import styles from './BannerFormPage.module.css';
import { ImagePicker } from './ImagePicker';

/** Spec section 9: banner location types 0 Dashboard, 1 Webshop, 2 Basket. */
export const BANNER_LOCATION_TYPES = [0, 1, 2];

interface Draft {
  Name: string;
  Image: string;
  CTAText: string;
  Hyperlink: string;
  StartDate: string;
  EndDate: string;
  Branches: string[];
  Locations: string[];
  Weight: number | null;
}

const emptyDraft: Draft = { Name: '', Image: '', CTAText: '', Hyperlink: '', StartDate: '', EndDate: '', Branches: [], Locations: [], Weight: 0 };

const toDraft = (b: Banner): Draft => ({
  Name: b.Name,
  Image: b.Image,
  CTAText: b.CTAText ?? '',
  Hyperlink: b.Hyperlink ?? '',
  StartDate: toDateInput(b.StartDate),
  EndDate: toDateInput(b.EndDate),
  Branches: b.Branches.map(String),
  Locations: b.Locations.map((l) => String(l.Type)),
  Weight: b.Weight,
});

const useBanner = (id: number, options: { skip: boolean }) => useGetBannerQuery({ params: { id } }, options);

/** /admin/banners/create and /admin/banners/edit/:id */
export function BannerFormPage() {
  return <EditFormPage useRecord={useBanner} loadErrorId="admin.banners.loadOneError" toDraft={toDraft} emptyDraft={emptyDraft} Form={BannerForm} />;
}

function BannerForm({ id, initial }: { id: number; initial: Draft }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { draft, set, errors, general, submitWith } = useDraftForm(initial, 'admin.banners.saveError');
  const branches = useListBranchesQuery({ query: { Page: 1, PageSize: BRANCHES_PAGE_SIZE } });
  const [create, { isLoading: creating }] = useCreateBannerMutation();
  const [update, { isLoading: updating }] = useUpdateBannerMutation();
  const saving = creating || updating;

  const submit = submitWith(async () => {
    // an empty date goes as null: the server answers it with its ModelState on the field (spec section 4)
    const body = {
      Id: id,
      Name: draft.Name,
      Image: draft.Image,
      CTAText: draft.CTAText || null,
      Hyperlink: draft.Hyperlink || null,
      StartDate: fromDateInput(draft.StartDate),
      EndDate: fromDateInput(draft.EndDate, true),
      Branches: draft.Branches.map(Number),
      Locations: draft.Locations.map((l) => ({ Type: Number(l) })),
      Weight: draft.Weight ?? 0,
    } as unknown as OpArgs<'createBanner'>['body'];
    await (id ? update({ params: { id }, body }) : create({ body })).unwrap();
    return { savedId: 'admin.banners.saved', to: paths.banners.path() };
  });

  const branchOptions = (branches.data?.Items ?? []).map((b) => ({ value: String(b.Id), label: b.Name }));
  const locationOptions = BANNER_LOCATION_TYPES.map((type) => ({ value: String(type), label: t(`admin.banners.location.${type}`) }));

  return (
    <div className="ds-page ds-stack">
      <h1>{t(id ? 'admin.banners.editHeading' : 'admin.banners.createHeading')}</h1>
      <FormErrors errors={general} />
      <form className="ds-stack" onSubmit={submit} noValidate>
        <div className="ds-card ds-stack">
          <TextInput label={t('admin.banners.name')} value={draft.Name} maxLength={200} onValueChange={(v) => set('Name', v)} error={errors.Name} required />
          <ImagePicker value={draft.Image} onChange={(v) => set('Image', v)} error={errors.Image} />
          <TextInput label={t('admin.banners.ctaText')} value={draft.CTAText} maxLength={100} onValueChange={(v) => set('CTAText', v)} error={errors.CTAText} />
          <TextInput type="url" label={t('admin.banners.hyperlink')} value={draft.Hyperlink} maxLength={2000} onValueChange={(v) => set('Hyperlink', v)} error={errors.Hyperlink} />
          <div className={`ds-grid ${layout.fields}`}>
            <TextInput type="date" label={t('admin.banners.from')} value={draft.StartDate} onValueChange={(v) => set('StartDate', v)} error={errors.StartDate ?? errors.From} />
            <TextInput type="date" label={t('admin.banners.to')} value={draft.EndDate} onValueChange={(v) => set('EndDate', v)} error={errors.EndDate ?? errors.To} />
            <NumericInput label={t('admin.banners.weight')} value={draft.Weight} onChange={(v) => set('Weight', v)} min={0} max={1000000} integer error={errors.Weight} hint={t('admin.banners.weightHint')} />
          </div>
          <MultiSelect label={t('admin.banners.locations')} options={locationOptions} values={draft.Locations} onChange={(v) => set('Locations', v)} error={errors.Locations} />
          {branches.isError ? (
            <Notice kind="warning">{t('admin.banners.branchesError')}</Notice>
          ) : (
            <MultiSelect label={t('admin.banners.branches')} options={branchOptions} values={draft.Branches} onChange={(v) => set('Branches', v)} error={errors.Branches} />
          )}
          <p className="ds-hint">{t('admin.banners.branchesHint')}</p>
        </div>
        <section className="ds-card ds-stack" aria-label={t('admin.banners.preview')}>
          <h2>{t('admin.banners.preview')}</h2>
          {draft.Image ? <img src={imageUrl(draft.Image, 1170, 150)} alt={draft.Name} width={1170} height={150} loading="lazy" className={styles.preview} /> : <p className="ds-muted">{t('admin.banners.image.empty')}</p>}
          <div className="ds-row ds-row--between">
            <span data-testid="banner-preview-cta">{draft.CTAText}</span>
            <span data-testid="banner-preview-link" className={`ds-muted ${styles.link}`}>
              {draft.Hyperlink}
            </span>
          </div>
        </section>
        <div className="ds-row ds-row--end">
          <Link className={buttonClass('secondary')} to={paths.banners.path()}>
            {t('admin.banners.cancel')}
          </Link>
          <Button type="submit" variant="primary" busy={saving}>
            {t('admin.banners.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
