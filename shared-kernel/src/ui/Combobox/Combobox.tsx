import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fieldStyles } from '../Field/Field';
import styles from './Combobox.module.css';

export interface ComboboxProps<T> {
  /** visible label (or, with labelHidden, the accessible name only) */
  label: string;
  labelHidden?: boolean;
  /** the text typed */
  value: string;
  onValueChange: (value: string) => void;
  /** the hits to offer */
  items: T[];
  itemKey: (item: T) => string | number;
  /** the content of one option (its text is the option's accessible name) */
  renderItem: (item: T) => ReactNode;
  /** a hit chosen by click or Enter */
  onSelect: (item: T) => void;
  /** whether the listbox may open (enough characters typed) */
  enabled: boolean;
  /** announced under the input while there is no hit to show (searching, no results, failure) */
  status?: ReactNode;
  /** Enter while no option is active */
  onSubmit?: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
}

/**
 * An editable combobox with a list of hits (WAI-ARIA 1.2 combobox pattern): arrow keys move the
 * active option (aria-activedescendant), Enter or a click chooses it, Escape closes the list (and clears
 * the text when it is already closed), leaving the field closes it.
 * Used by the header product search and the dashboards' customer searches.
 */
export function Combobox<T>({ label, labelHidden, value, onValueChange, items, itemKey, renderItem, onSelect, enabled, status, onSubmit, placeholder, maxLength = 200 }: ComboboxProps<T>) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const activeIndex = active < items.length ? active : -1;
  const expanded = open && enabled && items.length > 0;
  const showStatus = open && enabled && !expanded && Boolean(status);
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (item: T) => {
    setOpen(false);
    setActive(-1);
    onSelect(item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        if (!enabled || !items.length) return;
        e.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % items.length : 0);
        break;
      case 'ArrowUp':
        if (!enabled || !items.length) return;
        e.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex <= 0 ? items.length - 1 : activeIndex - 1) : items.length - 1);
        break;
      case 'Enter':
        if (expanded && activeIndex >= 0) {
          e.preventDefault();
          choose(items[activeIndex]);
        } else if (onSubmit) {
          e.preventDefault();
          setOpen(false);
          onSubmit(value);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          e.preventDefault();
          onValueChange('');
        }
        break;
    }
  };

  return (
    <div className={`${fieldStyles.field} ${styles.combobox}`}>
      <label className={labelHidden ? 'ds-visually-hidden' : fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={fieldStyles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={statusId}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          onValueChange(e.target.value.slice(0, maxLength));
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className={`${styles.panel} ${styles.options}`}
      >
        {expanded &&
          items.map((item, i) => (
            <li
              key={itemKey(item)}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(item)}
              className={i === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
            >
              {renderItem(item)}
            </li>
          ))}
      </ul>
      <div
        id={statusId}
        role="status"
        className={showStatus ? `ds-muted ${styles.panel} ${styles.status}` : 'ds-visually-hidden'}
      >
        {showStatus ? status : null}
      </div>
    </div>
  );
}
