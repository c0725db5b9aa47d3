import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { choose } from '../../../test/setup/formActions';
import { enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';
import { frequentFailureFields, frequentFailures } from '../../../test/sandbox/catalog/richState';

const es = createI18n('es');
const en = createI18n('en');
const sandbox = setupSandbox({ tickets: 20 });
const { maxFields, maxOptions, numericIntegerDigits, numericDecimals } = LIMITS.customForms;

const dialog = topDialog;
const input = (label: RegExp) => within(dialog()).getByLabelText(label);
const enter = enterInDialog;
const press = (name: string) => userEvent.click(within(dialog()).getByRole('button', { name }));
const dialogsOpen = (count: number) => waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(count));
const options = (n: number) => Array.from({ length: n }, (_, i) => `Opción ${i + 1}`).join('\n');
const fieldsOf = (failureId: number) => [...frequentFailureFields(sandbox.store).values()].filter((f) => f.parentId === failureId);

/** Opens a row's list of fields from its button and waits for them. */
async function openFields(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const table = await within(dialog()).findByRole('table');
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}

describe('frecuentlyFailure', () => {
  it('lists the failures by service type and takes an opening template up to the text-area limit', async () => {
    renderScreen({ route: '/frecuentlyFailure', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows('Fallas frecuentes');
    expect(within(rows[0]!).getByRole('cell', { name: 'Incidente' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await choose(/^Tipo de servicio/, 'Requerimiento', dialog());
    await enter(/^Nombre/, 'Sin comunicación');
    await enter(/^Plantilla de apertura/, 'x'.repeat(LIMITS.textAreaMax + 1));
    expect(input(/^Plantilla de apertura/)).toHaveValue('x'.repeat(LIMITS.textAreaMax));
    await press('Guardar');
    await dialogsOpen(0);
    expect([...frequentFailures(sandbox.store).values()].find((f) => f.serviceTypeId === 10 && f.name === 'Sin comunicación')).toMatchObject({
      openingTemplate: 'x'.repeat(LIMITS.textAreaMax),
    });
  }, 60_000);

  it('says a name the service type already has, from the service', async () => {
    renderScreen({ route: '/frecuentlyFailure', as: { sandbox, role: 'ADM' } });
    await gridRows('Fallas frecuentes');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await choose(/^Tipo de servicio/, 'Incidente', dialog());
    await enter(/^Nombre/, 'NO ENCIENDE');
    await press('Guardar');
    expect(await within(dialog()).findByText('Ya existe una falla frecuente con ese nombre para el tipo de servicio')).toBeInTheDocument();
  }, 60_000);
});

// The engine's field lists (CatalogueFieldList), tested once here through a frequent failure's fields.
describe('a row\'s own fields', () => {
  it('adds a field by the custom form rules: a unique name and at most the options allowed', async () => {
    renderScreen({ route: '/frecuentlyFailure', as: { sandbox, role: 'ADM' } });
    await gridRows('Fallas frecuentes');
    const table = await openFields('Campos de Sin comunicación');
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Operador de red', 'Intensidad de señal', 'Última transacción',
    ]);
    expect(within(dialog()).getByText(es.t('customForms.fieldCount', { count: 3, max: maxFields }))).toBeInTheDocument();

    await press('Agregar campo');
    await enter(/^Nombre del campo/, 'operador de RED');
    await choose(/^Tipo/, 'Lista de selección', dialog());
    await enter(/^Opciones/, options(maxOptions + 1));
    await press('Guardar');
    expect(await within(dialog()).findByText('Ya existe un campo con ese nombre en el formulario')).toBeInTheDocument();
    expect(within(dialog()).getByText(`Una lista de selección admite como máximo ${maxOptions} opciones`)).toBeInTheDocument();

    await enter(/^Nombre del campo/, 'Proveedor de enlace');
    await enter(/^Opciones/, options(maxOptions));
    await press('Guardar');
    await dialogsOpen(1);
    expect(await within(dialog()).findByRole('cell', { name: 'Proveedor de enlace' })).toBeInTheDocument();
    expect(fieldsOf(1).find((f) => f.name === 'Proveedor de enlace')).toMatchObject({ typeId: 5, options: options(maxOptions).split('\n') });
  }, 90_000);

  it('takes the last field the limit allows, then offers no more and says why', async () => {
    for (let i = fieldsOf(2).length; i < maxFields - 1; i++) {
      frequentFailureFields(sandbox.store).set(1000 + i, { id: 1000 + i, parentId: 2, name: `Medida ${i}`, typeId: 1, required: false, options: [] });
    }
    renderScreen({ route: '/frecuentlyFailure', as: { sandbox, role: 'ADM' } });
    await gridRows('Fallas frecuentes');
    await openFields('Campos de No enciende');
    await press('Agregar campo');
    await enter(/^Nombre del campo/, 'Última medida');
    await choose(/^Tipo/, 'Texto', dialog());
    await press('Guardar');
    expect(await within(dialog()).findByText(es.t('customForms.rules.tooManyFields', { max: maxFields }))).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Agregar campo' })).not.toBeInTheDocument();
    expect(fieldsOf(2)).toHaveLength(maxFields);
  }, 90_000);

  // Spec 002 section 5: a field's label keeps the allowed characters, with no exception for a unit in brackets.
  it('edits and deletes a field, refusing a label with a special character as the service does', async () => {
    renderScreen({ route: '/frecuentlyFailure', as: { sandbox, role: 'ADM' } });
    await gridRows('Fallas frecuentes');
    await openFields('Campos de Sin comunicación');
    await press('Editar Intensidad de señal');
    await enter(/^Nombre del campo/, 'Señal (dBm)');
    await press('Guardar');
    expect(await within(dialog()).findByText(es.t('validation.allowedCharacters'))).toBeInTheDocument();
    expect(fieldsOf(1).map((f) => f.name)).toContain('Intensidad de señal');

    await enter(/^Nombre del campo/, 'Señal en dBm');
    await press('Guardar');
    expect(await within(dialog()).findByRole('cell', { name: 'Señal en dBm' })).toBeInTheDocument();

    await press('Eliminar Última transacción');
    await press(es.t('catalogues.confirmDelete.confirm'));
    await waitFor(() => expect(within(dialog()).queryByRole('cell', { name: 'Última transacción' })).not.toBeInTheDocument());
    expect(fieldsOf(1).map((f) => f.name)).toEqual(['Operador de red', 'Señal en dBm']);
  }, 90_000);

  it('tries the fields with the custom forms\' renderer and rules', async () => {
    renderScreen({ route: '/frecuentlyFailure', as: { sandbox, role: 'ADM' } });
    await gridRows('Fallas frecuentes');
    await openFields('Campos de Sin comunicación');
    await press('Probar campos');
    await within(dialog()).findByLabelText(/^Intensidad de señal/);
    await enter(/^Intensidad de señal/, '9'.repeat(numericIntegerDigits + 1));
    await press('Validar');
    expect(await within(dialog()).findByText(`Capture hasta ${numericIntegerDigits} enteros y ${numericDecimals} decimales`)).toBeInTheDocument();
    expect(within(dialog()).getByText('Este campo es obligatorio')).toBeInTheDocument();

    await enter(/^Intensidad de señal/, `${'9'.repeat(numericIntegerDigits)}.${'5'.repeat(numericDecimals)}`);
    await choose(/^Operador de red/, 'Telcel', dialog());
    expect(await within(dialog()).findByText('Todos los valores cumplen las reglas del formulario.')).toBeInTheDocument();
  }, 90_000);
});

describe('serviceType', () => {
  it('shows incident types and keeps a linked survey when the type is edited', async () => {
    sandbox.store.serviceTypes.get(10)!.surveyId = 7;
    renderScreen({ route: '/serviceType', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows('Tipos de servicio');
    expect(within(rows[0]!).getByRole('cell', { name: 'Sí' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'No' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar Requerimiento' }));
    await enter(/^Plantilla de cierre/, 'Se entregó lo solicitado.');
    await press('Guardar');
    await dialogsOpen(0);
    expect(sandbox.store.serviceTypes.get(10)).toMatchObject({ closingTemplate: 'Se entregó lo solicitado.', isIncident: false, surveyId: 7 });
  }, 60_000);

  it('links a satisfaction survey through its own operation, asking for its number', async () => {
    renderScreen({ route: '/serviceType', as: { sandbox, role: 'ADM' } });
    await gridRows('Tipos de servicio');
    await userEvent.click(screen.getByRole('button', { name: 'Encuesta de satisfacción de Instalación' }));
    await press('Guardar');
    expect(await within(dialog()).findByText('Este campo es obligatorio')).toBeInTheDocument();
    // Survey numbers start at 1: the input keeps no lower one.
    await userEvent.type(input(/^Número de la encuesta/), '0{Tab}');
    await waitFor(() => expect(input(/^Número de la encuesta/)).toHaveAttribute('aria-valuenow', '1'));

    await userEvent.clear(input(/^Número de la encuesta/));
    await userEvent.type(input(/^Número de la encuesta/), '12{Tab}');
    await press('Guardar');
    await dialogsOpen(0);
    expect(sandbox.store.serviceTypes.get(12)!.surveyId).toBe(12);
    expect(await screen.findByText('Se vinculó la encuesta a Instalación')).toBeInTheDocument();
  }, 60_000);

  it('renders the closing fields with the same renderer and rules', async () => {
    renderScreen({ route: '/serviceType', as: { sandbox, role: 'ADM' } });
    await gridRows('Tipos de servicio');
    await openFields('Campos de cierre de Incidente');
    await press('Probar campos');
    await within(dialog()).findByLabelText(/^Folio de conformidad/);
    await press('Validar');
    expect(await within(dialog()).findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await enter(/^Folio de conformidad/, 'F'.repeat(LIMITS.customForms.textValueMax));
    await choose(/^Solución aplicada/, 'Reinicio', dialog());
    expect(await within(dialog()).findByText('Todos los valores cumplen las reglas del formulario.')).toBeInTheDocument();
  }, 60_000);

  describe('types still available to a client', () => {
    const lookup = (key: string, values?: Record<string, string>) => es.t(`catalogues.lookups.availableTypes.${key}`, values);
    const client = () => sandbox.store.clients.get(1)!.name;
    async function openLookup() {
      await gridRows('Tipos de servicio');
      await userEvent.click(screen.getByRole('button', { name: lookup('open') }));
      expect(within(dialog()).getByText(lookup('choose'))).toBeInTheDocument();
      await choose(/^Cliente/, client(), dialog());
    }

    it('lists the enabled types the chosen client has no service of, or says it has them all', async () => {
      renderScreen({ route: '/serviceType', as: { sandbox, role: 'ADM' } });
      await openLookup();
      expect(await within(dialog()).findByText(lookup('empty'))).toBeInTheDocument();
      await press('Cerrar');

      // A type added meanwhile is one the client has no service of.
      await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
      await enter(/^Nombre/, 'Auditoría');
      await enter(/^Descripción/, 'Revisión de sitio');
      await press('Guardar');
      await dialogsOpen(0);
      await openLookup();
      const table = await within(dialog()).findByRole('table', { name: lookup('rows', { name: client() }) });
      await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['AuditoríaRevisión de sitioActivo']));
    }, 60_000);

    it('says it is loading, then the read\'s failure with a retry', async () => {
      let fail = true;
      sandbox.server.use(
        http.get('*/catalog/api/v1/ServiceTypes/GetAvailableTypes/:id', async () => {
          await delay(300);
          return fail ? HttpResponse.json({ success: false, message: 'Servicio no disponible', data: null }, { status: 500 }) : undefined;
        }),
      );
      renderScreen({ route: '/serviceType', as: { sandbox, role: 'ADM' } });
      await openLookup();
      expect(await within(dialog()).findByText(es.t('catalogues.loadingRows'))).toBeInTheDocument();
      expect(await within(dialog()).findByText('Servicio no disponible')).toBeInTheDocument();
      fail = false;
      await press('Reintentar');
      expect(await within(dialog()).findByText(lookup('empty'))).toBeInTheDocument();
    }, 60_000);
  });

  it('speaks English', async () => {
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: '/serviceType', language: 'en', as: { sandbox, role: 'ADM' } });
    await gridRows(en.t('routes.catalog_serviceType'));
    expect(screen.getByRole('button', { name: en.t('catalogues.fieldLists.closingFields.open', { name: 'Incidente' }) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.t('catalogues.rowForms.survey.open', { name: 'Incidente' }) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Available types by client' }));
    expect(within(dialog()).getByText('Choose a client to see the enabled service types it does not have configured yet.')).toBeInTheDocument();
  }, 60_000);
});
