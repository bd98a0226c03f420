import { startTransition, useCallback, useEffect, useState } from 'react';
import type { PreOrderProductGroup } from 'shared-kernel/contract';
import type { SizeClipboard } from '../../../lib/rules';
import { GroupCard } from './GroupCard';

export interface GroupListProps {
  preOrderId: number;
  groups: PreOrderProductGroup[];
  locked: boolean;
  mode: 'customer' | 'salesman';
  marketing: boolean;
  showPrices: boolean;
  currencySymbol: string;
  /** ids of collapsed groups */
  collapsed: ReadonlySet<number>;
  onToggle: (groupId: number) => void;
}

/** The group cards of one list, with the copy/paste clipboard of size amounts shared by its products. */
export function GroupList({ groups, collapsed, ...rest }: GroupListProps) {
  const [clipboard, setClipboard] = useState<SizeClipboard | null>(null);
  const onCopy = useCallback((clip: SizeClipboard) => setClipboard(clip), []);
  const shown = useShownGroups(groups);
  return (
    <div className="ds-stack">
      {groups.slice(0, shown).map((g) => (
        <GroupCard key={g.Id} group={g} expanded={!collapsed.has(g.Id)} clipboard={clipboard} onCopy={onCopy} {...rest} />
      ))}
    </div>
  );
}

/**
 * the groups a page shows at once; the rest of the page follows right after (issue 20). The largest group
 * comes first and fills a 1400 x 1000 screen; 1 painted the first size input ~100 ms sooner than 2 (bench).
 */
export const FIRST_GROUPS = 1;

/**
 * How many of a page's groups to render (issue 20: a page of ten groups holds some 500 size inputs). A new
 * page (other groups) first renders FIRST_GROUPS, so the first sizes are on screen after a fraction of
 * the work; the others follow at once in a transition, which React renders in slices between frames and
 * drops for typing. Amounts written into the same groups keep everything shown.
 */
function useShownGroups(groups: PreOrderProductGroup[]): number {
  const ids = groups.map((g) => g.Id).join(',');
  const [state, setState] = useState(() => ({ ids, shown: FIRST_GROUPS }));
  const current = state.ids === ids ? state : { ids, shown: FIRST_GROUPS };
  if (current !== state) setState(current);
  const all = current.shown >= groups.length;
  useEffect(() => {
    if (all) return;
    startTransition(() => setState((s) => (s.ids === ids ? { ids, shown: Number.MAX_SAFE_INTEGER } : s)));
  }, [all, ids]);
  return current.shown;
}

/** expand/collapse state of a list's groups: all expanded at first */
export function useCollapsed() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const onToggle = useCallback(
    (id: number) =>
      setCollapsed((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const expandAll = useCallback(() => setCollapsed(new Set()), []);
  const collapseAll = useCallback((ids: number[]) => setCollapsed(new Set(ids)), []);
  return { collapsed, onToggle, expandAll, collapseAll };
}
