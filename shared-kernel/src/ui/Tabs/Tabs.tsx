import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../lazyPart';
// the tab styles load with the design system, not with the lazy part: the remotes' own tab links use them too
import './Tabs.module.css';

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

const tabs = lazyPart<TabsProps>(() => import('./TabsImpl').then((m) => m.TabsImpl));
export const preloadTabs = tabs.preload;

/** Tabs (Radix, loaded on first use): arrow keys move between tabs, Tab moves into the panel. */
export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <tabs.Lazy {...props} />
    </Suspense>
  );
}
