import { Form, Formik } from 'formik';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, dropdownOptions } from '../../../test/setup/formActions';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { ChoiceInput } from '../forms/fields';
import { DependentChoiceInput } from './DependentChoiceInput';

interface Values {
  clientId: number | null;
  cityId: number | null;
}

const CLIENTS = { options: [{ value: 1, label: 'Banco del Valle' }, { value: 2, label: 'Farmacias San Rafael' }], loading: false, error: null };
const CITIES: Record<number, string[]> = { 1: ['Monterrey', 'Saltillo'], 2: ['Mérida', 'Cancún'] };
const cityOptions = (clientId: number | null) => ({
  options: clientId === null ? [] : CITIES[clientId]!.map((label, i) => ({ value: clientId * 10 + i, label })),
  loading: false,
  error: null,
});

/** A client and the cities it serves, as a catalogue form with a dependent field lays them out; Guardar hands the values over. */
function renderForm(initial: Values, onSubmit: (values: Values) => void = () => undefined) {
  renderWithApp(
    <Formik<Values> initialValues={initial} onSubmit={onSubmit}>
      <Form noValidate>
        <ChoiceInput name="clientId" label="Cliente" source={CLIENTS} />
        <DependentChoiceInput name="cityId" label="Ciudad" options={{ dependsOn: 'clientId', useOptionsOf: cityOptions }} required={false} />
        <button type="submit">Guardar</button>
      </Form>
    </Formik>,
  );
}
const city = () => screen.getByLabelText(/^Ciudad/).closest('.p-dropdown')!;

describe('a choice that depends on another field', () => {
  it('asks for the other field first, then offers only its options', async () => {
    renderForm({ clientId: null, cityId: null });
    expect(city()).toHaveTextContent('Elija primero: Cliente');
    await choose(/^Cliente/, 'Farmacias San Rafael');
    const offered = await dropdownOptions(/^Ciudad/);
    expect(offered.map((o) => o.getAttribute('aria-label'))).toEqual(CITIES[2]);
  });

  it('keeps an edited row\'s value, and empties it when the other field changes', async () => {
    const onSubmit = jest.fn();
    renderForm({ clientId: 1, cityId: 11 }, onSubmit);
    expect(city()).toHaveTextContent('Saltillo');
    await choose(/^Cliente/, 'Farmacias San Rafael');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ clientId: 2, cityId: null }, expect.anything()));
  });
});
