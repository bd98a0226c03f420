import { isValidElement, useId, type CSSProperties, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../States/States';
import styles from './Table.module.css';

/** The look of a data table, for a table the Table component cannot draw (`<table className={tableStyles.table}>`). */
export const tableStyles = styles;

/** One column of a Table. */
export interface TableColumn<T> {
  /** stable id */
  id: string;
  /** header content */
  header: ReactNode;
  /** cell content for a row */
  cell: (row: T, index: number) => ReactNode;
  /** CSS width, e.g. '8rem' or 120 (px) */
  width?: CSSProperties['width'];
  /** text alignment; use end for amounts and prices */
  align?: 'start' | 'center' | 'end';
}

export interface TableProps<T> {
  /** the table's accessible name (a caption) */
  caption: ReactNode;
  /** keep the caption for screen readers only */
  captionHidden?: boolean;
  /** the columns */
  columns: TableColumn<T>[];
  /** the rows */
  rows: T[];
  /** a stable React key per row */
  rowKey: (row: T) => string | number;
  /** show a spinner instead of the rows */
  loading?: boolean;
  /** show this failure instead of the rows */
  error?: ReactNode;
  /** with `error`: a retry button */
  onRetry?: () => void;
  /** what shows when there are no rows (text or a whole EmptyState); default 'Nothing to show' */
  empty?: ReactNode;
  /** text when there are no rows (alternative to `empty`, used with `emptyAction`) */
  emptyMessage?: ReactNode;
  /** a next step under the empty text */
  emptyAction?: ReactNode;
  /** class on the table */
  className?: string;
}

/** A data table; scrolls sideways inside its own focusable region on narrow screens. */
export function Table<T>({ caption, captionHidden, columns, rows, rowKey, loading, error, onRetry, empty, emptyMessage, emptyAction, className }: TableProps<T>) {
  const captionId = `ds-table-${useId()}`;
  const state = loading ? <LoadingState /> : error ? <ErrorState message={error} onRetry={onRetry} /> : rows.length === 0 ? empty !== undefined && isValidElement(empty) ? empty : <EmptyState message={empty ?? emptyMessage} action={emptyAction} /> : null;
  const align = (c: TableColumn<T>) => (c.align && c.align !== 'start' ? styles[c.align] : undefined);

  return (
    <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={[styles.table, className].filter(Boolean).join(' ')} aria-busy={loading || undefined}>
        <caption id={captionId} className={captionHidden ? 'ds-visually-hidden' : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={align(c)} style={c.width !== undefined ? { width: c.width } : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state ? (
            <tr>
              <td colSpan={columns.length} className={styles.state}>
                {state}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.id} className={align(c)}>
                    {c.cell(row, i)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
