import { useIntl } from 'react-intl';
import styles from './Pagination.module.css';

/**
 * Spec section 9: "Pagination shows first/last buttons when last page index above 10". Page indices
 * are read as 0-based (the usual meaning of "index", and the API's paging), so the last index is
 * pageCount - 1: first/last show from 12 pages on (last index 11), not at 11 pages (last index 10).
 */
export const FIRST_LAST_ABOVE_INDEX = 10;

/** Whether first/last buttons show for this many pages. */
export function showsFirstLast(pageCount: number): boolean {
  return pageCount - 1 > FIRST_LAST_ABOVE_INDEX;
}

/** The page numbers (1-based) shown around `page`: `size` of them, shifted to stay inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  /** current page, 1-based */
  page: number;
  /** number of pages */
  pageCount: number;
  /** called with the 1-based page to go to */
  onPageChange: (page: number) => void;
  /** how many page numbers to show at once; default 5 */
  windowSize?: number;
  /** accessible name of the nav; default 'Pagination' */
  label?: string;
}

/** Previous/next, a window of page numbers, and first/last for long lists. Renders nothing for one page. */
export function Pagination({ page, pageCount, onPageChange, windowSize = 5, label }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const edges = showsFirstLast(pageCount);
  const go = (p: number) => p !== page && onPageChange(p);

  const step = (id: string, target: number, text: string, disabled: boolean) => (
    <li>
      <button type="button" aria-label={t(id)} disabled={disabled} onClick={() => go(target)}>
        <span aria-hidden="true">{text}</span>
      </button>
    </li>
  );

  return (
    <nav className={styles.pagination} aria-label={label ?? t('ds.pagination.label')}>
      <ul>
        {edges && step('ds.pagination.first', 1, '«', page <= 1)}
        {step('ds.pagination.previous', page - 1, '‹', page <= 1)}
        {pageWindow(page, pageCount, windowSize).map((p) => (
          <li key={p}>
            <button type="button" aria-label={t('ds.pagination.page', { page: p })} aria-current={p === page ? 'page' : undefined} onClick={() => go(p)}>
              {p}
            </button>
          </li>
        ))}
        {step('ds.pagination.next', page + 1, '›', page >= pageCount)}
        {edges && step('ds.pagination.last', pageCount, '»', page >= pageCount)}
      </ul>
    </nav>
  );
}
