/**
 * The secondary sections of the pre-order detail page (issue 18): collapsed below the work bar so the
 * product grid starts at the top; which ones a user opened is remembered per user (localStorage) and
 * per side (customer or salesman pages list different sections).
 */
export const SECTION_IDS = ['details', 'totals', 'targets', 'notifications', 'bulk', 'remarks'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** localStorage key of one user's open sections on one side of the page */
export const sectionsKey = (userId: string, mode: 'customer' | 'salesman') => `preorders.detail.sections.${mode}.${userId || 'anonymous'}`;

/** the remembered open sections (unknown ids and unreadable values are dropped: none open) */
export function readOpenSections(storage: Pick<Storage, 'getItem'> | undefined, key: string): SectionId[] {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return SECTION_IDS.filter((id) => parsed.includes(id));
  } catch {
    return [];
  }
}

export function writeOpenSections(storage: Pick<Storage, 'setItem'> | undefined, key: string, open: readonly SectionId[]) {
  try {
    storage?.setItem(key, JSON.stringify(SECTION_IDS.filter((id) => open.includes(id))));
  } catch {
    /* storage full or refused: the choice holds for this visit only */
  }
}

/** the section list with one section opened or closed */
export const toggled = (open: readonly SectionId[], id: SectionId): SectionId[] => (open.includes(id) ? open.filter((x) => x !== id) : SECTION_IDS.filter((x) => x === id || open.includes(x)));
