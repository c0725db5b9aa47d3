import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The body rows of the grid with this name, once it has finished loading. */
export async function gridRows(name: string | RegExp, timeout = 30_000) {
  const table = await screen.findByRole('table', { name }, { timeout });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return within(table).getAllByRole('row').slice(1);
}

/** The dialog on top (an editor may open over another dialog). */
export const topDialog = () => screen.getAllByRole('dialog').at(-1)!;

/** The control with this label in the dialog on top (a filter behind it may have the same label). */
export const dialogField = (label: RegExp) => within(topDialog()).getByLabelText(label);

/**
 * Waits until the dialog on top has finished opening: PrimeReact moves the focus into it at the end of its
 * opening transition, which on a loaded machine can land between a click into a field and the typing.
 */
export const dialogOpened = () => waitFor(() => expect(topDialog()).toHaveClass('p-dialog-enter-done'));

/** Replaces a field's text in the dialog on top at once (one input event), as pasting does. */
export async function enterInDialog(label: RegExp, text: string) {
  await dialogOpened();
  const input = dialogField(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}
