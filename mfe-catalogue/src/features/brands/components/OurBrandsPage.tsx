import type { Brand } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, buttonClass, ErrorState, Link, LoadingState, imageUrl, useSearchParams, usePortal, paths } from 'shared-kernel';
import { BRAND_LOGO } from '../../../lib/brandLogo';
import { useListBrandsQuery } from '../../../api/brand';
import styles from './OurBrandsPage.module.css';

/** The A-Z filter (plus ALL); brands starting with anything else are listed under '#'. */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const OTHER = '#';
const ALL = 'ALL';

/** The filter letter of a brand: its first letter without accents, upper case, or '#'. */
export function letterOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return LETTERS.includes(first) ? first : OTHER;
}

/** The shop filtered by one brand (spec section 2). */
export const brandShopPath = (b: Brand) => paths.shopOverview.path({ Brands: b.Code });

/**
 * /customer/our-brands/overview: the brands of the customer's branch with an A-Z letter filter plus
 * ALL (kept in the query as `letter`). Letters without brands stay clickable but look empty, and then
 * say so; each brand links to the shop filtered by it.
 */
export function OurBrandsPage() {
  const intl = useIntl();
  const { locale } = usePortal();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError, refetch } = useListBrandsQuery({ query: { filterOnBranch: 'true' }, locale });
  const brands = [...(data ?? [])].sort((a, b) => a.Name.localeCompare(b.Name, locale));
  const counts = new Map<string, number>();
  for (const b of brands) counts.set(letterOf(b.Name), (counts.get(letterOf(b.Name)) ?? 0) + 1);
  const raw = (params.get('letter') ?? ALL).toUpperCase();
  const letter = raw === ALL || raw === OTHER || LETTERS.includes(raw) ? raw : ALL;
  const shown = letter === ALL ? brands : brands.filter((b) => letterOf(b.Name) === letter);
  const letters = [...LETTERS, ...(counts.has(OTHER) ? [OTHER] : [])];
  const choose = (l: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (l === ALL) next.delete('letter');
        else next.set('letter', l);
        return next;
      },
      { replace: true },
    );

  const letterButton = (l: string, label: string, count: number) => (
    <li key={l}>
      <button
        type="button"
        className={[buttonClass(letter === l ? 'primary' : 'secondary', 'sm'), styles.letter, count === 0 && letter !== l && styles.letterEmpty].filter(Boolean).join(' ')}
        aria-pressed={letter === l}
        aria-label={l === ALL ? label : intl.formatMessage({ id: 'catalogue.brands.letterLabel' }, { letter: label, count })}
        onClick={() => choose(l)}
      >
        {label}
      </button>
    </li>
  );

  return (
    <div className="ds-page ds-stack">
      <h1 className={styles.title}>
        <FormattedMessage id="catalogue.pages.ourBrands" />
      </h1>
      <nav aria-label={intl.formatMessage({ id: 'catalogue.brands.filterLabel' })}>
        <ul className={`ds-row ${styles.letters}`}>
          {letterButton(ALL, intl.formatMessage({ id: 'catalogue.brands.all' }), brands.length)}
          {letters.map((l) => letterButton(l, l, counts.get(l) ?? 0))}
        </ul>
      </nav>
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={intl.formatMessage({ id: 'catalogue.brands.error' })} onRetry={refetch} />
      ) : shown.length === 0 ? (
        <EmptyState
          message={
            letter === ALL ? <FormattedMessage id="catalogue.brands.none" /> : <FormattedMessage id="catalogue.brands.noneForLetter" values={{ letter }} />
          }
        />
      ) : (
        <section aria-label={letter === ALL ? intl.formatMessage({ id: 'catalogue.brands.all' }) : letter}>
          <ul className={`ds-grid ${styles.brands}`}>
            {shown.map((b) => (
              <li key={b.Code} className={`ds-card ds-stack ds-stack--tight ${styles.brand}`}>
                {/* the logo shows the brand's name, which the link says in words: decorative for a screen reader */}
                <Link to={brandShopPath(b)} className={`ds-stack ds-stack--tight ${styles.brandLink}`}>
                  <img src={imageUrl(b.Logo, BRAND_LOGO.width, BRAND_LOGO.height)} alt="" width={BRAND_LOGO.width} height={BRAND_LOGO.height} loading="lazy" className={styles.logo} />
                  {b.Name}
                </Link>
                <span className={`ds-muted ${styles.count}`} aria-hidden="true">
                  {b.Code}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
