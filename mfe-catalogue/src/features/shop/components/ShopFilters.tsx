import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FilterGroup } from 'shared-kernel/contract';
import { Button, MultiSelect, Select, type SelectOption } from 'shared-kernel';
import { usePanelState } from '../hooks/usePanelState';
import { FLAG_FILTERS, PANEL_ORDER, type FilterName, type FlagFilter, type MultiFilter, type ShopQuery } from '../lib/shopQuery';
import styles from './ShopFilters.module.css';

interface FilterPanelProps {
  title: string;
  /** how many values are chosen, shown beside the title */
  chosen: number;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}

/** A collapsible filter section: a disclosure button and its content (rendered only while open). */
function FilterPanel({ title, chosen, open, onToggle, children }: FilterPanelProps) {
  const id = useId();
  return (
    <section className={styles.facet}>
      <h3 className={styles.facetTitle}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => onToggle(!open)}
          className={`ds-row ds-row--between ${styles.facetToggle}`}
        >
          <span>
            {title}
            {chosen > 0 && <span className={`ds-badge ${styles.count}`}>{chosen}</span>}
          </span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h3>
      {open && <div id={id}>{children}</div>}
    </section>
  );
}

export interface ShopFiltersProps {
  query: ShopQuery;
  /** the aggregations (Filters of the list answer); undefined before the first answer */
  groups: FilterGroup[] | undefined;
  onChange: (name: FilterName, value: string[] | boolean) => void;
  onClear: () => void;
  anyChosen: boolean;
}

const isFlag = (n: FilterName): n is FlagFilter => (FLAG_FILTERS as readonly string[]).includes(n);

/**
 * The side filters, brand filter on top: multi-choice lists with counts from the API's aggregations
 * (a filter box above 5 items, MultiSelect's FILTER_MIN_ITEMS), and the single choices StockOnly and
 * PreOnly. Each panel remembers open/closed for the browser session.
 */
export function ShopFilters({ query, groups, onChange, onClear, anyChosen }: ShopFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { isOpen, setOpen } = usePanelState();
  const byName = new Map((groups ?? []).map((g) => [g.Name, g.Items]));

  const panel = (name: FilterName) => {
    const title = t(`catalogue.shop.filter.${name}`);
    if (isFlag(name)) {
      const options: SelectOption[] = [
        { value: 'false', label: t(`catalogue.shop.filter.${name}.all`) },
        { value: 'true', label: t(`catalogue.shop.filter.${name}.only`) },
      ];
      const on = query.flags[name];
      return (
        <FilterPanel key={name} title={title} chosen={on ? 1 : 0} open={isOpen(name, on)} onToggle={(o) => setOpen(name, o)}>
          <Select label={<span className="ds-visually-hidden">{title}</span>} options={options} value={on ? 'true' : 'false'} onChange={(v) => onChange(name, v === 'true')} />
        </FilterPanel>
      );
    }
    const items = byName.get(name) ?? [];
    const chosen = query.filters[name as MultiFilter];
    // a value chosen in the URL that the aggregations no longer list stays choosable (and removable)
    const known = new Set(items.map((i) => i.Value));
    const options: SelectOption[] = [
      ...items.map((i) => ({ value: i.Value, label: `${i.DisplayValue} (${i.Count})` })),
      ...chosen.filter((v) => !known.has(v)).map((v) => ({ value: v, label: `${v} (0)` })),
    ];
    if (options.length === 0) return null;
    return (
      <FilterPanel key={name} title={title} chosen={chosen.length} open={isOpen(name, name === 'Brands' || chosen.length > 0)} onToggle={(o) => setOpen(name, o)}>
        <MultiSelect label={<span className="ds-visually-hidden">{title}</span>} options={options} values={chosen} onChange={(v) => onChange(name, v)} />
      </FilterPanel>
    );
  };

  return (
    <nav aria-label={t('catalogue.shop.filters')} className="ds-stack ds-stack--tight">
      <div className="ds-row ds-row--between">
        <h2 className={styles.title}>{t('catalogue.shop.filters')}</h2>
        {anyChosen && (
          <Button variant="link" onClick={onClear}>
            {t('catalogue.shop.clearFilters')}
          </Button>
        )}
      </div>
      {PANEL_ORDER.map(panel)}
    </nav>
  );
}
