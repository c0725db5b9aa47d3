import { Form, Formik } from 'formik';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as yup from 'yup';
import { allLocations } from '../../../test/sandbox/geography/locationStore';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { chooseLocation, enter, field } from '../../../test/setup/formActions';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { LIMITS } from '../../shared/validation/limits';
import { requiredIdRule } from '../../shared/validation/rules';
import { LocationInput } from './LocationInput';

const sandbox = setupSandbox({ tickets: 50 });

afterEach(() => sandbox.server.events.removeAllListeners());

interface Values {
  clientId: number | null;
  locationId: number | null;
}

/** The client's enabled locations, as the search offers them (the geography service's one store). */
const locationsOf = (clientId: number) =>
  allLocations(sandbox.store).filter((l) => l.clientId === clientId && l.enabled).sort((a, b) => a.name.localeCompare(b.name, 'es'));

/** The address of every location search the field sends. */
function searches(): URL[] {
  const sent: URL[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/^\/catalog\/api\/v1\/Clients\/\d+\/Locations$/.test(url.pathname)) sent.push(url);
  });
  return sent;
}

/** The field in a form of its own, as a create page wires it: changing the client drops the location. */
function renderInput({ clientId = 1 as number | null, schema = yup.object({}) } = {}) {
  const onSubmit = jest.fn();
  renderWithApp(
    <Formik<Values> initialValues={{ clientId, locationId: null }} validationSchema={schema} onSubmit={onSubmit}>
      {({ values, setValues, resetForm }) => (
        <Form noValidate>
          <LocationInput name="locationId" label="Ubicación" clientId={values.clientId} required />
          <button type="button" onClick={() => void setValues({ clientId: 2, locationId: null })}>
            Otro cliente
          </button>
          <button type="button" onClick={() => resetForm()}>
            Limpiar
          </button>
          <button type="submit">Guardar</button>
        </Form>
      )}
    </Formik>,
    { as: { sandbox, role: 'ADM' } },
  );
  const submitted = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls.at(-1)![0] as Values;
  };
  return { onSubmit, submitted };
}

describe('LocationInput', () => {
  it('hands the picked suggestion’s id to the form and shows its address', async () => {
    const location = locationsOf(1)[0]!;
    const { submitted } = renderInput();
    await chooseLocation(location.name);
    expect(screen.getByText(location.addressFull)).toBeInTheDocument();
    expect(field(/^Ubicación/)).toHaveAttribute('aria-describedby', expect.stringContaining('-hint'));
    expect(await submitted()).toMatchObject({ locationId: location.id });
  });

  it('leaves the form’s value empty for typed text that was not picked, even with suggestions open', async () => {
    const location = locationsOf(1)[0]!;
    const { submitted } = renderInput();
    await enter(/^Ubicación/, location.name.slice(0, 5));
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true }).some((o) => o.textContent?.startsWith(location.name))).toBe(true));
    expect(await submitted()).toMatchObject({ locationId: null });
  });

  it('shows the rule’s error on the field, read with it, once the form is submitted without a pick', async () => {
    const { onSubmit } = renderInput({ schema: yup.object({ locationId: requiredIdRule() }) });
    expect(screen.getByText('Ubicación').closest('label')).toHaveTextContent('Ubicación *');
    await enter(/^Ubicación/, 'texto sin elegir');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = await screen.findByText('Este campo es obligatorio');
    expect(field(/^Ubicación/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Ubicación/).getAttribute('aria-describedby')).toContain(message.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['at the limit', 0],
    ['one past the limit', 1],
  ])('searches with the text cut to the limit (%s), a page of the configured size', async (_, past) => {
    const max = LIMITS.ticketCreate.locationSearchMax;
    const kept = `${'a'.repeat(max - 1)}b`;
    const sent = searches();
    renderInput();
    await enter(/^Ubicación/, `${kept}${'c'.repeat(past)}`);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.searchParams.get('text')).toBe(kept);
    expect(sent[0]!.searchParams.get('pageSize')).toBe(String(LIMITS.ticketCreate.locationPageSize));
  });

  it('says how many locations the client has when the list shows only the first page', async () => {
    const total = locationsOf(1).length;
    expect(total).toBeGreaterThan(LIMITS.ticketCreate.locationPageSize);
    renderInput();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar ubicaciones' }));
    expect(
      await screen.findByText(`Se muestran ${LIMITS.ticketCreate.locationPageSize} de ${total} ubicaciones; escriba para acotar la búsqueda`),
    ).toBeInTheDocument();
  });

  it('waits, disabled and saying so, until there is a client', () => {
    renderInput({ clientId: null });
    expect(field(/^Ubicación/)).toBeDisabled();
    expect(field(/^Ubicación/)).toHaveAttribute('placeholder', 'Seleccione primero el cliente');
    expect(screen.queryByText('Escriba para buscar o abra la lista')).not.toBeInTheDocument();
  });

  it('empties when the form drops the pick (a reset), and starts afresh for another client', async () => {
    const first = locationsOf(1)[0]!;
    const second = locationsOf(2)[0]!;
    const { submitted } = renderInput();
    await chooseLocation(first.name);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(field(/^Ubicación/)).toHaveValue(''));
    expect(screen.queryByText(first.addressFull)).not.toBeInTheDocument();

    await chooseLocation(first.name);
    await userEvent.click(screen.getByRole('button', { name: 'Otro cliente' }));
    await waitFor(() => expect(field(/^Ubicación/)).toHaveValue(''));
    expect(screen.queryByText(first.addressFull)).not.toBeInTheDocument();
    const sent = searches();
    await chooseLocation(second.name);
    expect(new Set(sent.map((url) => url.pathname))).toEqual(new Set(['/catalog/api/v1/Clients/2/Locations']));
    expect((await submitted()).locationId).toBe(second.id);
  });

  it('says why when the locations cannot be read', async () => {
    sandbox.server.use(
      http.get('*/catalog/api/v1/Clients/:clientId/Locations', () =>
        HttpResponse.json({ success: false, message: 'El catálogo de ubicaciones no responde', detail: null }, { status: 500 }),
      ),
    );
    renderInput();
    await enter(/^Ubicación/, 'Banco');
    expect(await screen.findByText('El catálogo de ubicaciones no responde')).toBeInTheDocument();
    expect(field(/^Ubicación/)).toHaveAttribute('aria-invalid', 'true');
  });
});
