import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import type { ApiError } from '../../core/errors/apiError';
import { LIMITS } from '../validation/limits';
import { textRule } from '../validation/rules';
import { TextInput } from './fields';
import { PageForm } from './PageForm';
import { usePageForm } from './usePageForm';

const MAX = LIMITS.generalTextMax;
const schema = yup.object({ name: textRule({ required: true, max: MAX }) });
/** A refusal without the server's words: the app's own sentence, in the user's language. */
const refusal: ApiError = { status: 500, message: null, messageKey: 'errors.requestFailed' };

/** A save the test settles by hand. */
function deferred() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

interface Options {
  onCancel?: () => void;
  canSubmit?: boolean;
}

function NameForm({ onSubmit, onCancel, canSubmit }: Options & { onSubmit: (values: { name: string }) => Promise<unknown> }) {
  const page = usePageForm({ initialValues: { name: '' }, schema, onSubmit });
  return (
    <PageForm page={page} aria-label="Nueva zona" failureTitle="No se pudo crear la zona" submitLabel="Crear zona" onCancel={onCancel} canSubmit={canSubmit}>
      <TextInput name="name" label="Nombre" max={MAX} required />
    </PageForm>
  );
}

const renderForm = (onSubmit: (values: { name: string }) => Promise<unknown>, options: Options = {}) =>
  renderWithApp(<NameForm onSubmit={onSubmit} {...options} />);
const nameField = () => screen.getByLabelText(/^Nombre/);
const submitButton = () => screen.getByRole('button', { name: 'Crear zona' });

describe('PageForm', () => {
  it('says to fix the marked fields when the rules block the submit, and sends nothing', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Revise los campos marcados');
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(nameField(), 'Norte');
    await userEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Norte' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy while saving: the submit keeps its name, cannot be pressed again, nor can the form be cleared', async () => {
    const save = deferred();
    const onSubmit = jest.fn(() => save.promise);
    renderForm(onSubmit);
    await userEvent.type(nameField(), 'Norte');
    await userEvent.click(submitButton());

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('form', { name: 'Nueva zona' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
    await userEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => save.resolve());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a refused save once, in the language the user reads, and keeps what was typed', async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const { i18n } = renderForm(onSubmit);
    await userEvent.type(nameField(), 'a'.repeat(MAX));
    await userEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert).toHaveTextContent('No se pudo crear la zona: La solicitud falló, por favor intente más tarde');
    expect(nameField()).toHaveValue('a'.repeat(MAX));
    expect(submitButton()).toBeEnabled();

    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed, please try again later');

    // Sending again clears the old refusal.
    await userEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('clears what was typed and the last refusal', async () => {
    renderForm(jest.fn().mockRejectedValue(refusal));
    await userEvent.type(nameField(), 'Norte');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(nameField()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers cancel instead of clear when the form edits in place, and holds the submit while it cannot run', async () => {
    const onCancel = jest.fn();
    renderForm(jest.fn(), { onCancel, canSubmit: false });
    expect(screen.queryByRole('button', { name: 'Limpiar' })).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
