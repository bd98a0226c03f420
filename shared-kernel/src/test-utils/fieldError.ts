/**
 * The error text a design-system field shows for its control (the element aria-describedby names
 * whose id ends in '-error'), or null: tests read a field's error the way assistive technology does,
 * not through class names (CSS Modules rename them).
 */
export function fieldError(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const id = ids.find((i) => i.endsWith('-error'));
  return (id && control.ownerDocument.getElementById(id)?.textContent) || null;
}
