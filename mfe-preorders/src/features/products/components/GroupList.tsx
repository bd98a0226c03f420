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
  const all = useAllShown(groups);
  return (
    // busy while the rest of a new page is still being added (assistive technology waits for it)
    <div className="ds-stack" aria-busy={!all || undefined}>
      {(all ? groups : groups.slice(0, FIRST_GROUPS)).map((g) => (
        <GroupCard key={g.Id} group={g} expanded={!collapsed.has(g.Id)} clipboard={clipboard} onCopy={onCopy} shownProducts={all ? undefined : FIRST_PRODUCTS} {...rest} />
      ))}
    </div>
  );
}

/**
 * What a new page shows at once; the rest of the page follows right after (issue 20). The largest group
 * comes first, and on a 1400 x 1000 screen the page's head, that group's head and its first colour
 * product fill the screen (a pants grid is some 330 px tall; the group's next product starts below the
 * fold). 1 group painted the first size input ~100 ms sooner than 2 (bench), and 1 product of it 16-52 ms
 * sooner than its 4 (median of two interleaved A/B runs of 20 cold loads each).
 */
export const FIRST_GROUPS = 1;
export const FIRST_PRODUCTS = 1;

/**
 * Whether all of a page's groups and products are rendered (issue 20: a page of ten groups holds some 500
 * size inputs). A new page (other groups) first renders FIRST_PRODUCTS of FIRST_GROUPS, so the first
 * sizes are on screen after a fraction of the work; the rest follows right after that paint in a
 * transition, which React renders in slices between frames and drops for typing. Amounts written into
 * the same groups keep everything shown.
 */
function useAllShown(groups: PreOrderProductGroup[]): boolean {
  const ids = groups.map((g) => g.Id).join(',');
  // a page no larger than the first render is whole at once
  const whole = groups.length <= FIRST_GROUPS && (groups[0]?.Products.length ?? 0) <= FIRST_PRODUCTS;
  const [state, setState] = useState(() => ({ ids, all: whole }));
  const current = state.ids === ids ? state : { ids, all: whole };
  if (current !== state) setState(current);
  useEffect(() => {
    if (current.all) return;
    const showAll = () => startTransition(() => setState((s) => (s.ids === ids ? { ids, all: true } : s)));
    // after the frame that paints the first render: a task queued from an animation frame callback runs
    // once that frame is produced, so the rest cannot hold the first sizes' paint back (it did: its first
    // slice and a layout of its groups ran before that frame, ~10-15 ms in a trace of a cold page). A
    // hidden page gets no animation frames: there the rest follows at once.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = document.visibilityState === 'hidden' ? undefined : requestAnimationFrame(() => (task = setTimeout(showAll)));
    if (frame === undefined) showAll();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [current.all, ids]);
  return current.all;
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
