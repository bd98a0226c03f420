import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';

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

/** Tabs (Radix): arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ items, 'aria-label': ariaLabel, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root className={['ds-tabs', className].filter(Boolean).join(' ')} value={value} defaultValue={value === undefined ? (defaultValue ?? items[0]?.id) : undefined} onValueChange={onValueChange}>
      <RadixTabs.List className="ds-tabs__list" aria-label={ariaLabel ?? label}>
        {items.map((t) => (
          <RadixTabs.Trigger key={t.id} value={t.id} className="ds-tabs__tab" disabled={t.disabled}>
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((t) => (
        <RadixTabs.Content key={t.id} value={t.id} className="ds-tabs__panel">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
