import { useCallback, useState } from 'react';
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
  return (
    <div className="ds-stack">
      {groups.map((g) => (
        <GroupCard key={g.Id} group={g} expanded={!collapsed.has(g.Id)} clipboard={clipboard} onCopy={onCopy} {...rest} />
      ))}
    </div>
  );
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
