import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadingState, usePortal } from 'shared-kernel';
import { readOpenSections, sectionsKey, toggled, writeOpenSections, type SectionId } from '../lib/sections';
import styles from './SecondarySections.module.css';

export interface SecondarySection {
  id: SectionId;
  /** message id of the button's text */
  label: string;
  /** rendered (and its data fetched) only while the section is open */
  render: () => ReactNode;
  /** a section whose code loads on demand (lazyScreen): fetched when the toggle is hovered or focused, or the section opens */
  code?: { preload: () => Promise<unknown>; isLoaded: () => boolean };
}

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** which sections the signed-in user opened on this side of the page, remembered in localStorage */
export function useOpenSections(mode: 'customer' | 'salesman') {
  const { session } = usePortal();
  const key = sectionsKey(session?.userId ?? '', mode);
  const [state, setState] = useState(() => ({ key, open: readOpenSections(storage(), key) }));
  // another user or side: its own choice
  const current = state.key === key ? state : { key, open: readOpenSections(storage(), key) };
  if (current !== state) setState(current);
  const toggle = useCallback(
    (id: SectionId) =>
      setState((prev) => {
        const open = toggled(prev.open, id);
        writeOpenSections(storage(), prev.key, open);
        return { key: prev.key, open };
      }),
    [],
  );
  return { open: current.open, toggle };
}

/**
 * The secondary sections of the pre-order detail (details, totals, targets and history, notifications,
 * bulk entry, remarks): one row of disclosure buttons (aria-expanded, aria-controls) and below it the
 * opened ones, so the product grid starts right under the work bar. Closed sections are not rendered:
 * their calls wait until they are opened.
 */
export function SecondarySections({
  sections,
  open,
  onToggle,
  aside,
}: {
  sections: SecondarySection[];
  open: readonly SectionId[];
  onToggle: (id: SectionId) => void;
  /** shown at the end of the toggles' row (the page's offline availability) */
  aside?: ReactNode;
}) {
  const intl = useIntl();
  const panelId = (id: SectionId) => `preorder-section-${id}`;
  const shown = sections.filter((s) => open.includes(s.id));
  return (
    <div className={styles.sections}>
      <div className={styles.bar}>
      <div role="group" className={styles.toggles} aria-label={intl.formatMessage({ id: 'preorders.detail.sections' })}>
        {sections.map((s) => {
          const expanded = open.includes(s.id);
          return (
            <button
              key={s.id}
              type="button"
              className={expanded ? `${styles.toggle} ${styles.toggleOpen}` : styles.toggle}
              aria-expanded={expanded}
              aria-controls={expanded ? panelId(s.id) : undefined}
              onClick={() => onToggle(s.id)}
              onPointerEnter={s.code && (() => void s.code?.preload())}
              onFocus={s.code && (() => void s.code?.preload())}
            >
              <span aria-hidden="true" className={styles.chevron}>
                {expanded ? '▾' : '▸'}
              </span>
              {intl.formatMessage({ id: s.label })}
            </button>
          );
        })}
      </div>
      {aside}
      </div>
      {shown.length > 0 && (
        <div className={styles.panels}>
          {shown.map((s) => (
            <SectionPanel key={s.id} id={panelId(s.id)} section={s} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * One opened section. A section with code of its own (issue 20) shows a loading state until that code is
 * in, then renders: the panel waits on its own state rather than suspending, so what it shows never
 * depends on when React retries a suspended boundary (Suspense stays as the safety net).
 */
function SectionPanel({ id, section }: { id: string; section: SecondarySection }) {
  const { code } = section;
  const [ready, setReady] = useState(() => !code || code.isLoaded());
  useEffect(() => {
    if (ready || !code) return undefined;
    let live = true;
    // a chunk that fails still renders: the section's error reaches the error boundary, as a screen's would
    const done = () => live && setReady(true);
    void code.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [code, ready]);
  const loading = (
    <div data-section-loading="">
      <LoadingState />
    </div>
  );
  return (
    <div id={id} className={styles.panel}>
      {ready ? <Suspense fallback={loading}>{section.render()}</Suspense> : loading}
    </div>
  );
}
