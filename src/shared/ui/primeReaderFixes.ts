import { useCallback, useEffect, useId, useRef } from 'react';
import type { PrimeReactPTOptions } from 'primereact/api';
import type { DropdownPassThroughMethodOptions } from 'primereact/dropdown';
import type { MultiSelectPassThroughMethodOptions } from 'primereact/multiselect';

/**
 * Pass-through props that hide PrimeReact's unnamed helper elements from screen readers. The labelled
 * combobox is the control keyboards and readers use; the mouse-only trigger (a plain div in MultiSelect,
 * where an aria-label is prohibited; an unnamed role="button" in Dropdown) and the hidden native select
 * carry no name, which axe reports (aria-prohibited-attr, aria-command-name, select-name).
 */
const HIDDEN = { 'aria-hidden': true } as object;

export const DROPDOWN_READER_PT = { trigger: HIDDEN, select: HIDDEN };
export const MULTISELECT_READER_PT = { trigger: HIDDEN };

/** What a form field says of its combobox besides the name: required, invalid and what describes it. */
type FieldAria = { 'aria-required'?: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * MultiSelect gives its aria attributes to its role-less root as well as to its combobox (a prohibited name, and
 * aria-required not allowed, on a div): give them to the combobox only, through this pt, never through the props.
 */
export const namedMultiSelectPt = (name: { 'aria-label': string } | { 'aria-labelledby': string }, field: FieldAria = {}) =>
  ({ ...MULTISELECT_READER_PT, input: { ...name, ...field } });

/** A disabled control's root says so, so its dimmed text counts as inactive (WCAG 1.4.3 exempts it). */
const disabledRoot = ({ props }: { props: { disabled?: boolean } }) => (props.disabled ? { 'aria-disabled': true } : {});

/**
 * Set as PrimeReact's global pass-through (prime/primeSetup.ts), so that every Dropdown in the app is covered: its hidden native select is
 * hidden from readers; its trigger, named by the placeholder when there is one, is hidden when unnamed.
 * A MultiSelect's trigger and its options' checkboxes are always hidden.
 */
export const PRIME_READER_PT: PrimeReactPTOptions = {
  dropdown: {
    select: HIDDEN,
    trigger: ({ props }: DropdownPassThroughMethodOptions) => (props.placeholder || props.ariaLabel ? {} : HIDDEN),
    // While focused PrimeReact points the role-less root at "dropdownItem_-1" (axe aria-allowed-attr, aria-valid-attr-value).
    root: (options: DropdownPassThroughMethodOptions) => ({ 'aria-activedescendant': undefined, ...disabledRoot(options) }),
  },
  // A table wider than its box scrolls sideways: its wrapper needs a tab stop for keyboard users (axe scrollable-region-focusable).
  datatable: { wrapper: { tabIndex: 0 } as object },
  // An option's checkbox only repeats the option's aria-selected: hidden, out of reach of focus (axe nested-interactive),
  // clicks going through to the option. The list scrolls, so it takes a tab stop.
  multiselect: {
    trigger: HIDDEN,
    checkboxContainer: { 'aria-hidden': true, style: { pointerEvents: 'none' } } as object,
    checkbox: { input: { disabled: true } } as object,
    wrapper: { tabIndex: 0 } as object,
    root: (options: MultiSelectPassThroughMethodOptions) => disabledRoot(options),
  },
};

/**
 * A Dropdown's focusable element (a read-only input) says neither that it opens a list nor whether the
 * list is open: PrimeReact puts aria-expanded on the mouse-only trigger, and its pt for that input also
 * styles the visible label, so it cannot carry a role. Spread on a Dropdown: its input becomes a
 * combobox whose aria-expanded follows the list.
 */
export function useComboboxExpanded() {
  const focusInputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const mark = useCallback((expanded: boolean) => {
    const input = focusInputRef.current;
    input?.setAttribute('role', 'combobox');
    input?.setAttribute('aria-expanded', String(expanded));
    // An open combobox names its list (ARIA 1.2); PrimeReact's list has no id, and only one list is open at a time.
    const list = expanded ? document.querySelector('.p-dropdown-panel [role="listbox"]') : null;
    if (list && !list.id) list.id = listId;
    if (list) input?.setAttribute('aria-controls', list.id);
    else input?.removeAttribute('aria-controls');
  }, [listId]);
  useEffect(() => mark(false), [mark]);
  return { focusInputRef, onShow: () => mark(true), onHide: () => mark(false) };
}
