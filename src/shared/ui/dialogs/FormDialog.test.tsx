import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import type { ApiError } from '../../../core/errors/apiError';
import { TextInput } from '../../forms/fields';
import { textRule } from '../../validation/rules';
import { FormDialog, FormikDialog } from './FormDialog';

const schema = yup.object({ name: textRule({ required: true, max: 40 }) });
const refusal: ApiError = { status: 409, message: 'Ya existe una categoría con ese nombre', messageKey: 'errors.requestFailed' };

/** A save the test settles by hand. */
function deferred() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function renderForm(onSubmit: (values: { name: string }) => Promise<unknown>, extra: { onHide?: () => void; failureTitle?: string } = {}) {
  const onHide = extra.onHide ?? jest.fn();
  renderWithApp(
    <FormDialog header="Nueva categoría" initialValues={{ name: '' }} schema={schema} onSubmit={onSubmit} onHide={onHide} failureTitle={extra.failureTitle}>
      <TextInput name="name" label="Nombre" max={40} />
    </FormDialog>,
  );
  return { onHide };
}

describe('FormDialog', () => {
  it('checks the fields before saving, then saves what was typed and closes', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { onHide } = renderForm(onSubmit);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Redes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Redes' });
  });

  it('shows a refused save inside the dialog, keeps what was typed and lets the user try again', async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const { onHide } = renderForm(onSubmit, { failureTitle: 'No se pudo guardar' });
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Redes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo guardar: Ya existe una categoría con ese nombre');
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Redes');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(onHide).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('says why in the user’s language when the server gave no message', async () => {
    const onSubmit = jest.fn().mockRejectedValue({ ...refusal, message: null });
    renderWithApp(
      <FormDialog header="New category" initialValues={{ name: 'Redes' }} schema={schema} onSubmit={onSubmit} onHide={jest.fn()}>
        <TextInput name="name" label="Name" max={40} />
      </FormDialog>,
      { language: 'en' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Request failed, please try again later');
  });

  it('cannot be closed while saving: Cancel, the close button and Escape wait for the answer', async () => {
    const save = deferred();
    const { onHide } = renderForm(() => save.promise);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Redes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Nombre/)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onHide).not.toHaveBeenCalled();

    await act(async () => save.reject(refusal));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya existe una categoría con ese nombre');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('Cancel and Escape close without saving', async () => {
    const onSubmit = jest.fn();
    const { onHide } = renderForm(onSubmit);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

type Name = { name: string };

/** An edit whose values the test hands over when it likes (`arrive`), as a read from the server does. */
function renderRead({ values, error, onSubmit = jest.fn(async () => undefined) }: { values?: Name; error?: unknown; onSubmit?: (values: Name) => Promise<unknown> }) {
  let hand!: (values: Name) => void;
  function ReadForm() {
    const [read, setRead] = useState(values);
    useEffect(() => {
      hand = setRead;
    }, []);
    return (
      <FormDialog header="Editar categoría" initialValues={read} read={{ error, retry: jest.fn() }} schema={schema} onSubmit={onSubmit} onHide={jest.fn()}>
        <TextInput name="name" label="Nombre" max={40} />
      </FormDialog>
    );
  }
  renderWithApp(<ReadForm />);
  return { arrive: (next: Name) => act(() => hand(next)) };
}

describe('FormDialog whose values are read first', () => {
  it('waits in the same dialog, which is never replaced, then shows the values read with the focus on the first field', async () => {
    const { arrive } = renderRead({});
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cargando');
    expect(within(dialog).queryByLabelText(/^Nombre/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await waitFor(() => expect(dialog).toHaveClass('p-dialog-enter-done'));

    arrive({ name: 'Redes' });
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Redes');
    expect(screen.getByRole('dialog', { name: 'Editar categoría' })).toBe(dialog);
    await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre/)).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('keeps what was typed when the values are read again, and saves it', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { arrive } = renderRead({ values: { name: 'Redes' }, onSubmit });
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' });
    await userEvent.clear(within(dialog).getByLabelText(/^Nombre/));
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Cableado');
    arrive({ name: 'Redes LAN' });
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Cableado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Cableado' }));
  });

  it('says why the read failed, in the dialog, with a retry', async () => {
    renderRead({ error: refusal });
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ya existe una categoría con ese nombre');
    expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});

function Controlled({ onSave, busy = false }: { onSave: (name: string) => Promise<void>; busy?: boolean }) {
  const form = useFormik({ initialValues: { name: '' }, validationSchema: schema, onSubmit: ({ name }) => onSave(name) });
  return (
    <FormikDialog form={form} busy={busy} failure={form.values.name === 'Mal' ? 'Nombre reservado' : null} header="Renombrar" onHide={jest.fn()} submitLabel="Renombrar" danger intro={<p>Cambia el nombre.</p>}>
      <TextInput name="name" label="Nombre" max={40} />
    </FormikDialog>
  );
}

describe('FormikDialog', () => {
  it('binds the kit’s fields to a form the screen holds, with its intro, submit label and failure', async () => {
    const onSave = jest.fn(async () => undefined);
    renderWithApp(<Controlled onSave={onSave} />);
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar' });
    expect(dialog).toHaveTextContent('Cambia el nombre.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renombrar' }));
    expect(await within(dialog).findByText('Este campo es obligatorio')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Mal');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nombre reservado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renombrar' }));
    expect(onSave).toHaveBeenCalledWith('Mal');
  });

  it('blocks closing while the screen says it is busy', async () => {
    renderWithApp(<Controlled onSave={jest.fn()} busy />);
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Renombrar' })).toBeDisabled();
  });
});
