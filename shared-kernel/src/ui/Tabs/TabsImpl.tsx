import * as RadixTabs from '@radix-ui/react-tabs';
import type { TabsProps } from './Tabs';
import styles from './Tabs.module.css';

/** Tabs (Radix): arrow keys move between tabs, Tab moves into the panel. */
export function TabsImpl({ items, 'aria-label': ariaLabel, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root className={className} value={value} defaultValue={value === undefined ? (defaultValue ?? items[0]?.id) : undefined} onValueChange={onValueChange}>
      <RadixTabs.List className={styles.list} aria-label={ariaLabel ?? label}>
        {items.map((t) => (
          <RadixTabs.Trigger key={t.id} value={t.id} className={styles.tab} disabled={t.disabled}>
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((t) => (
        <RadixTabs.Content key={t.id} value={t.id} className={styles.panel}>
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
