import { Form, Formik } from 'formik';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { choose } from '../../../../test/setup/formActions';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { ChoiceInput, DateInput, FileInput, FlagInput, NumberInput, TextInput } from '.';
import { LIMITS } from '../../validation/limits';
import { costRule, dateRule, decimalRule, requiredIdRule } from '../../validation/rules';

interface Values {
  cost: number | null;
  clientIds: number[];
  clientId: number | null;
  urgent: boolean;
  due: Date | null;
  contract: File | null;
}

const EMPTY: Values = { cost: null, clientIds: [], clientId: null, urgent: false, due: null, contract: null };
const CLIENTS = { options: [{ value: 1, label: 'Banco del Valle' }, { value: 2, label: 'Farmacias San Rafael' }], loading: false, error: null };

/** Every bound field in one Formik form; Guardar hands the values over. */
function renderFields(onSubmit: (values: Values) => void, schema = yup.object({})) {
  renderWithApp(
    <Formik<Values> initialValues={EMPTY} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        <NumberInput name="cost" label="Costo" decimals={2} />
        <ChoiceInput name="clientIds" label="Clientes" source={CLIENTS} multiple />
        <ChoiceInput name="clientId" label="Cliente" source={CLIENTS} required />
        <FlagInput name="urgent" label="Urgente" />
        <DateInput name="due" label="Vence" />
        <FileInput name="contract" label="Contrato" accept=".pdf" />
        <button type="submit">Guardar</button>
      </Form>
    </Formik>,
  );
}

describe('an optional choice with a clear button', () => {
  function renderChosen(onSubmit: (values: Pick<Values, 'clientId' | 'clientIds'>) => void) {
    renderWithApp(
      <Formik initialValues={{ clientId: 2, clientIds: [1] }} onSubmit={onSubmit}>
        <Form noValidate>
          <ChoiceInput name="clientId" label="Cliente" source={CLIENTS} clearable />
          <ChoiceInput name="clientIds" label="Clientes" source={CLIENTS} multiple />
          <button type="submit">Guardar</button>
        </Form>
      </Formik>,
    );
  }

  it('is the next tab stop after its list, empties the choice with Enter and gives focus back to the list', async () => {
    const onSubmit = jest.fn();
    renderChosen(onSubmit);
    const list = screen.getByRole('combobox', { name: 'Cliente' });
    act(() => list.focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Quitar Cliente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Quitar Cliente' })).not.toBeInTheDocument();
    expect(list).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ clientId: null, clientIds: [1] });
  });

  it('is offered only where asked for, and named in English too', async () => {
    renderWithApp(
      <Formik initialValues={{ clientId: 2, other: 1 }} onSubmit={jest.fn()}>
        <Form noValidate>
          <ChoiceInput name="clientId" label="Client" source={CLIENTS} clearable />
          <ChoiceInput name="other" label="Other" source={CLIENTS} />
        </Form>
      </Formik>,
      { language: 'en' },
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Clear Client']);
  });
});

describe('bound fields', () => {
  it('hand typed, picked and chosen values to the form as numbers, ids, flags and files', async () => {
    const onSubmit = jest.fn();
    renderFields(onSubmit);
    // The language's thousands separator is shown; the form holds the number.
    await userEvent.type(screen.getByLabelText('Costo'), '1234567.5');
    expect(screen.getByLabelText('Costo')).toHaveValue('1,234,567.5');
    await choose(/^Cliente\b/, 'Farmacias San Rafael');
    await userEvent.click(screen.getByLabelText('Urgente'));
    const contract = new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Contrato'), contract);
    expect(screen.getByText('contrato.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0]![0] as Values;
    expect(values).toMatchObject({ cost: 1234567.5, clientId: 2, urgent: true, contract });
  });

  it('take a minus typed before the number (PrimeReact 10.9 drops it)', async () => {
    const onSubmit = jest.fn();
    renderFields(onSubmit);
    await userEvent.type(screen.getByLabelText('Costo'), '-0.5{Tab}');
    expect(screen.getByLabelText('Costo')).toHaveValue('-0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ cost: -0.5 });
  });

  it('turn the sign of a number when a minus is typed on it', async () => {
    const onSubmit = jest.fn();
    renderFields(onSubmit);
    await userEvent.type(screen.getByLabelText('Costo'), '101.25{Tab}');
    await userEvent.type(screen.getByLabelText('Costo'), '-');
    expect(screen.getByLabelText('Costo')).toHaveValue('-101.25');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ cost: -101.25 });
  });

  it('hand a day picked in the calendar to the form as a date', async () => {
    const onSubmit = jest.fn();
    renderFields(onSubmit);
    const field = screen.getByLabelText('Vence');
    await userEvent.click(field);
    // The panel can be drawn anew while it opens (seen on a loaded machine): pick from the panel shown now.
    const day15 = () => screen.getAllByText('15', { selector: 'span' }).find((cell) => cell.closest('td') && !cell.closest('.p-datepicker-other-month'))!;
    await waitFor(async () => {
      await userEvent.click(day15());
      expect(field).not.toHaveValue('');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const { due } = onSubmit.mock.calls[0]![0] as Values;
    const today = new Date();
    expect([due?.getFullYear(), due?.getMonth(), due?.getDate()]).toEqual([today.getFullYear(), today.getMonth(), 15]);
    expect(screen.getByLabelText('Vence')).toHaveValue(`15/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`);
  });

  it('let a chosen file go again', async () => {
    renderFields(jest.fn());
    await userEvent.upload(screen.getByLabelText('Contrato'), new File(['x'], 'viejo.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar viejo.pdf' }));
    expect(screen.queryByText('viejo.pdf')).not.toBeInTheDocument();
  });

  it('show their rule messages once the form is submitted, in the user language', async () => {
    const onSubmit = jest.fn();
    const schema = yup.object({ clientId: requiredIdRule(), cost: decimalRule({ max: 100 }), due: dateRule({ required: true }) });
    renderFields(onSubmit, schema);
    await userEvent.type(screen.getByLabelText('Costo'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByText('El valor debe ser menor o igual a 100')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Cliente\b/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("say required and invalid on a multiple choice's combobox only, not on its role-less box (axe: aria-allowed-attr)", async () => {
    const schema = yup.object({ clientIds: yup.array().min(1, 'validation.required') });
    renderFields(jest.fn(), schema);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const combobox = screen.getByRole('combobox', { name: 'Clientes' });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-invalid', 'true'));
    const box = combobox.closest('.p-multiselect')!;
    expect(['aria-required', 'aria-invalid', 'aria-describedby'].filter((name) => box.hasAttribute(name))).toEqual([]);
  });

  it('announce no value for an empty number left with Tab (PrimeReact writes "null", which axe refuses)', async () => {
    renderFields(jest.fn());
    const cost = screen.getByLabelText('Costo');
    await userEvent.click(cost);
    await userEvent.tab();
    expect(cost).not.toHaveAttribute('aria-valuenow');
  });
});

describe('a money field', () => {
  function renderMoney(amount: number | null, onSubmit: (values: { amount: number | null }) => void = jest.fn()) {
    renderWithApp(
      <Formik initialValues={{ amount }} validationSchema={yup.object({ amount: costRule() })} onSubmit={onSubmit}>
        <Form noValidate>
          <NumberInput name="amount" label="Importe" money />
          <button type="submit">Guardar</button>
        </Form>
      </Formik>,
    );
    return screen.getByLabelText('Importe');
  }

  it('shows the cost cap and a half with both decimals and the thousands separator', () => {
    expect(renderMoney(LIMITS.numbers.costMax)).toHaveValue('9,999,999.00');
  });

  it('shows 1,234.50, not 1,234.5', () => {
    expect(renderMoney(1234.5)).toHaveValue('1,234.50');
  });

  it('keeps a decimal past the allowed ones as typed and refuses it with the rule message, never cutting it', async () => {
    const onSubmit = jest.fn();
    const field = renderMoney(null, onSubmit);
    await userEvent.type(field, `12.${'3'.repeat(LIMITS.numbers.decimals + 1)}{Tab}`);
    expect(field).toHaveValue(`12.${'3'.repeat(LIMITS.numbers.decimals + 1)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/2 decimales/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes two decimals', async () => {
    const onSubmit = jest.fn();
    const field = renderMoney(null, onSubmit);
    await userEvent.type(field, '12.34{Tab}');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: 12.34 });
  });
});

describe('dependent picks and limits', () => {
  it('clear what depended on a pick, and wait with the reason in place while nothing can be picked', async () => {
    const onSubmit = jest.fn();
    renderWithApp(
      <Formik initialValues={{ clientId: 1, projectId: 7 }} onSubmit={onSubmit}>
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <ChoiceInput name="clientId" label="Cliente" source={CLIENTS} onPicked={() => void setFieldValue('projectId', null)} />
            <ChoiceInput name="projectId" label="Proyecto" source={{ options: [], loading: false, error: null }} disabled={values.clientId === 2}
              problem={values.clientId === 2 ? 'El cliente no tiene proyectos' : null} />
            <button type="submit">Guardar</button>
          </Form>
        )}
      </Formik>,
    );
    await choose(/^Cliente\b/, 'Farmacias San Rafael');
    expect(await screen.findByText('El cliente no tiene proyectos')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Proyecto/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Proyecto/).closest('.p-dropdown')).toHaveClass('p-disabled');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ clientId: 2, projectId: null });
  });

  it('keep a pasted text longer than the limit when asked, and name the limit', async () => {
    const max = LIMITS.generalTextMax;
    renderWithApp(
      <Formik initialValues={{ name: '' }} validationSchema={yup.object({ name: yup.string().max(max, 'validation.maxLength') })} onSubmit={jest.fn()}>
        <Form noValidate>
          <TextInput name="name" label="Solicitante" max={max} stopAtMax={false} />
        </Form>
      </Formik>,
    );
    await userEvent.click(screen.getByLabelText(/^Solicitante/));
    await userEvent.paste('a'.repeat(max + 1));
    await userEvent.tab();
    expect(screen.getByLabelText(/^Solicitante/)).toHaveValue('a'.repeat(max + 1));
    expect(await screen.findByText(`El valor no puede exceder ${max} caracteres`)).toBeInTheDocument();
  });
});
