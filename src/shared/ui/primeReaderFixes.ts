/**
 * Pass-through props that hide PrimeReact's unnamed helper elements from screen readers. The labelled
 * combobox is the control keyboards and readers use; the mouse-only trigger (a plain div in MultiSelect,
 * where an aria-label is prohibited; an unnamed role="button" in Dropdown) and the hidden native select
 * carry no name, which axe reports (aria-prohibited-attr, aria-command-name, select-name).
 */
const HIDDEN = { 'aria-hidden': true } as object;

export const DROPDOWN_READER_PT = { trigger: HIDDEN, select: HIDDEN };
export const MULTISELECT_READER_PT = { trigger: HIDDEN };
