import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { choose } from '../../../test/setup/formActions';
import { enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 20 });
const es = createI18n('es');
const en = createI18n('en');
const { maxFields, maxOptions, numericIntegerDigits, numericDecimals } = LIMITS.customForms;

const options = (n: number) => Array.from({ length: n }, (_, i) => `Opción ${i + 1}`).join('\n');

describe('formsManagement', () => {
  it('lists the first form\'s fields and adds a selection list of the most options, refusing one more', async () => {
    renderScreen({ route: '/formsManagement', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows('Formularios');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Número de activo', 'Observaciones del sitio', 'Voltaje medido', 'Fecha de instalación', 'Tipo de enlace',
    ]);
    expect(screen.getByText(es.t('customForms.fieldCount', { count: 5, max: maxFields }))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
    await enterInDialog(/^Nombre del campo/, 'tipo de ENLACE');
    await choose(/^Tipo/, 'Lista de selección');
    await enterInDialog(/^Opciones/, options(maxOptions + 1));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(topDialog()).findByText('Ya existe un campo con ese nombre en el formulario')).toBeInTheDocument();
    expect(within(topDialog()).getByText(`Una lista de selección admite como máximo ${maxOptions} opciones`)).toBeInTheDocument();

    await enterInDialog(/^Nombre del campo/, 'Proveedor de enlace');
    await enterInDialog(/^Opciones/, options(maxOptions));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Proveedor de enlace' })).toBeInTheDocument();
    expect(screen.getByText(es.t('customForms.fieldCount', { count: 6, max: maxFields }))).toBeInTheDocument();
  }, 120_000);

  // Spec 002 section 5 on each option; the message is the service's (test/sandbox/guards/allowedText.test.ts).
  it('refuses an option with one special character, naming it, and takes the options of allowed characters', async () => {
    renderScreen({ route: '/formsManagement', as: { sandbox, role: 'ADM' } });
    await gridRows('Formularios');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar campo' }));
    await enterInDialog(/^Nombre del campo/, 'Medio de enlace');
    await choose(/^Tipo/, 'Lista de selección');
    await enterInDialog(/^Opciones/, 'Fibra óptica\nCobre/UTP');
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    expect(await within(topDialog()).findByText('La opción 2 tiene caracteres no permitidos. Solo se permiten letras, números, espacios, guion y guion bajo')).toBeInTheDocument();

    await enterInDialog(/^Opciones/, 'Fibra óptica\nCobre_UTP-5e');
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Medio de enlace' })).toBeInTheDocument();
  }, 90_000);

  it('deletes a field once the question is confirmed, and says so', async () => {
    renderScreen({ route: '/formsManagement', as: { sandbox, role: 'ADM' } });
    await gridRows('Formularios');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Tipo de enlace' }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: es.t('catalogues.confirmDelete.confirm') }));
    expect(await screen.findByText(es.t('catalogues.done.deleted', { name: 'Tipo de enlace' }))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Tipo de enlace' })).not.toBeInTheDocument());
    expect(await screen.findByText(es.t('customForms.fieldCount', { count: 4, max: maxFields }))).toBeInTheDocument();
  }, 60_000);

  it('offers no new field on a full form and says why', async () => {
    renderScreen({ route: '/formsManagement', as: { sandbox, role: 'ADM' } });
    await gridRows('Formularios');
    await choose(/^Formulario$/, `Equipos de red (${maxFields} campos)`);
    expect(await screen.findByText(`El formulario ya tiene ${maxFields} campos, el máximo permitido`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar campo' })).not.toBeInTheDocument();
  }, 60_000);

  it('renders the form with the dynamic renderer and validates each field by its type', async () => {
    renderScreen({ route: '/formsManagement', as: { sandbox, role: 'ADM' } });
    await gridRows('Formularios');
    await userEvent.click(screen.getByRole('button', { name: 'Probar formulario' }));
    await within(await screen.findByRole('dialog')).findByLabelText(/^Voltaje medido/);
    await enterInDialog(/^Voltaje medido/, '9'.repeat(numericIntegerDigits + 1));
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Validar' }));
    expect(await within(topDialog()).findByText(`Capture hasta ${numericIntegerDigits} enteros y ${numericDecimals} decimales`)).toBeInTheDocument();
    expect(within(topDialog()).getAllByText('Este campo es obligatorio')).toHaveLength(2);

    await enterInDialog(/^Voltaje medido/, `${'9'.repeat(numericIntegerDigits)}.${'5'.repeat(numericDecimals)}`);
    await enterInDialog(/^Número de activo/, 'ACT-0001');
    await choose(/^Tipo de enlace/, 'Cobre');
    expect(await within(topDialog()).findByText('Todos los valores cumplen las reglas del formulario.')).toBeInTheDocument();
  }, 60_000);

  it('speaks English', async () => {
    // The account's language decides the interface's once signed in.
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: '/formsManagement', language: 'en', as: { sandbox, role: 'ADM' } });
    expect(await screen.findByRole('button', { name: en.t('customForms.addField') }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText(en.t('customForms.fieldCount', { count: 5, max: maxFields }))).toBeInTheDocument();
  }, 60_000);
});
