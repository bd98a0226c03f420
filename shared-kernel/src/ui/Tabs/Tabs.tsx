import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
// the tab styles (with their global ds-tabs__* aliases) are imported by the design system too (ui/index.ts)
import styles from './Tabs.module.css';

/** One tab. */
export interface TabItem {
  /** stable id, also the tab's value */
  id: string;
  /** tab text */
  label: ReactNode;
  /** panel content */
  content: ReactNode;
  /** shown but not selectable */
  disabled?: boolean;
}

export interface TabsProps {
  /** the tabs, in order */
  items: TabItem[];
  /** accessible name of the tab list */
  'aria-label'?: string;
  /** @deprecated alias of `aria-label` */
  label?: string;
  /** selected tab id (controlled) */
  value?: string;
  /** first selected tab id (uncontrolled); default the first item */
  defaultValue?: string;
  /** called with the newly selected tab id */
  onValueChange?: (id: string) => void;
  /** class on the root */
  className?: string;
}

/** the next enabled tab from `from` in direction `step` (wrapping), for the arrow keys */
function nextEnabled(items: TabItem[], from: number, step: number): number {
  for (let i = 1; i <= items.length; i++) {
    const at = (from + step * i + items.length * i) % items.length;
    if (!items[at]!.disabled) return at;
  }
  return from;
}

/**
 * Tabs, the WAI-ARIA tabs pattern with automatic activation, light enough to render with the page
 * (no Radix, nothing to load first): a tablist of tab buttons, one focusable at a time (roving
 * tabindex), Left/Right (wrapping) and Home/End move the focus and select, Tab moves into the panel.
 * Only the selected panel is rendered.
 */
export function Tabs({ items, 'aria-label': ariaLabel, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(() => defaultValue ?? items.find((t) => !t.disabled)?.id);
  const selected = value ?? own;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (id: string) => {
    if (id === selected) return;
    setOwn(id);
    onValueChange?.(id);
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const to =
      e.key === 'ArrowRight' ? nextEnabled(items, index, 1)
      : e.key === 'ArrowLeft' ? nextEnabled(items, index, -1)
      : e.key === 'Home' ? nextEnabled(items, last, 1)
      : e.key === 'End' ? nextEnabled(items, 0, -1)
      : null;
    if (to === null) return;
    e.preventDefault();
    tabRefs.current[to]?.focus();
    select(items[to]!.id);
  };
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  const tabbable = items.some((t) => t.id === selected && !t.disabled) ? selected : items.find((t) => !t.disabled)?.id;
  return (
    <div className={className} data-orientation="horizontal">
      <div role="tablist" aria-orientation="horizontal" aria-label={ariaLabel ?? label} className={styles.list}>
        {items.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-selected={t.id === selected}
            aria-controls={panelId(t.id)}
            data-state={t.id === selected ? 'active' : 'inactive'}
            tabIndex={t.id === tabbable ? 0 : -1}
            disabled={t.disabled}
            className={styles.tab}
            onClick={() => select(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items
        .filter((t) => t.id === selected)
        .map((t) => (
          <div key={t.id} role="tabpanel" id={panelId(t.id)} aria-labelledby={tabId(t.id)} tabIndex={0} data-state="active" className={styles.panel}>
            {t.content}
          </div>
        ))}
    </div>
  );
}
