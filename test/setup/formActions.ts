import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Helpers for form tests over PrimeReact controls (their overlays stay display:none under jsdom). */
export const field = (label: RegExp) => screen.getByLabelText(label);

/** `container` narrows the search for the label (a dialog whose page has a field of the same name). */
export async function dropdownOptions(label: RegExp, container?: HTMLElement) {
  const combobox = await (container ? within(container) : screen).findByLabelText(label);
  await waitFor(() => expect(combobox.closest('.p-dropdown')).not.toHaveClass('p-disabled'));
  // No other list open (a chips field's own listbox is no overlay).
  await waitFor(() => expect(screen.queryAllByRole('listbox', { hidden: true }).filter((list) => !list.closest('.p-chips'))).toHaveLength(0));
  await userEvent.click(combobox.closest('.p-dropdown')!);
  return (await screen.findAllByRole('option', { hidden: true })).filter((o) => o.tagName === 'LI');
}

export async function choose(label: RegExp, option: string, container?: HTMLElement) {
  const options = await dropdownOptions(label, container);
  const match = options.find((o) => o.getAttribute('aria-label') === option);
  if (!match) throw new Error(`no option '${option}' in ${label}: ${options.map((o) => o.getAttribute('aria-label')).join(', ')}`);
  await userEvent.click(match);
  const chosen = container ? within(container).getByLabelText(label) : field(label);
  await waitFor(() => expect(chosen.closest('.p-dropdown')).toHaveTextContent(option));
}

/** Puts the whole text in at once (one input event), as pasting does. */
export async function enter(label: RegExp, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

export async function chooseLocation(name: string) {
  const input = field(/^Ubicación/);
  await enter(/^Ubicación/, name);
  const option = await waitFor(() => {
    const found = screen.getAllByRole('option', { hidden: true }).find((o) => o.tagName === 'LI' && o.textContent?.startsWith(name));
    if (!found) throw new Error(`no location ${name}`);
    return found;
  });
  await userEvent.click(option);
  await waitFor(() => expect(input).toHaveValue(name));
}
