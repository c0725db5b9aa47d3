import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { enterInDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';
import { fuelCodes } from '../../../test/sandbox/catalog/codeReplace';
import { interventionCodes } from '../../../test/sandbox/catalog/interventionCodes';

const sandbox = setupSandbox({ tickets: 20 });
const es = createI18n('es');
const en = createI18n('en');

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const csv = (text: string) => new File([text], 'combustibles.csv', { type: 'text/csv' });
async function openGrid(route: string, title: string) {
  renderScreen({ route: `/${route}`, as: { sandbox, role: 'ADM' } });
  const table = await screen.findByRole('table', { name: title }, { timeout: 30_000 });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}

describe('code catalogues', () => {
  it('invoiceFuel: previews a file with its problems and sends nothing until the file is clean', async () => {
    await openGrid('invoiceFuel', 'Códigos de combustible');
    const before = [...fuelCodes(sandbox.store).values()];
    await userEvent.click(screen.getByRole('button', { name: 'Reemplazar desde archivo' }));
    const replace = () => dialog(/^Reemplazar Códigos de combustible/);

    await userEvent.upload(within(replace()).getByLabelText('Archivo de códigos'), csv('Clave;Nombre\nGAS 1;Magna\nGAS-2;\nGAS-3;magna\n'));
    expect(await within(replace()).findByText('Fila 2, Clave: No puede contener espacios')).toBeInTheDocument();
    expect(within(replace()).getByText('Fila 3, Nombre: Este campo es obligatorio')).toBeInTheDocument();
    expect(within(replace()).getByText('Fila 4, Nombre: Repite el valor de la fila 2')).toBeInTheDocument();
    expect(within(replace()).getByRole('button', { name: 'Reemplazar con 3 registros' })).toBeDisabled();

    await userEvent.click(within(replace()).getByRole('button', { name: 'Elegir otro archivo' }));
    await userEvent.upload(within(replace()).getByLabelText('Archivo de códigos'), csv('Nombre,Clave\nMagna,GAS-1\n'));
    expect(await within(replace()).findByText('Los encabezados no coinciden: la primera fila debe ser Clave, Nombre')).toBeInTheDocument();

    await userEvent.upload(within(replace()).getByLabelText('Archivo de códigos'), csv('Clave,Nombre\nGAS-1,Magna\nGAS-2,Diésel bajo azufre\n'));
    const table = await within(replace()).findByRole('table', { name: 'Vista previa de combustibles.csv' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2GAS-1Magna', '3GAS-2Diésel bajo azufre']);
    expect(fuelCodes(sandbox.store).size).toBe(before.length);

    await userEvent.click(within(replace()).getByRole('button', { name: 'Reemplazar con 2 registros' }));
    expect(await screen.findByText(`Códigos de combustible: se eliminaron ${before.length} registros y se crearon 2.`)).toBeInTheDocument();
    expect([...fuelCodes(sandbox.store).values()].map((c) => c.code)).toEqual(['GAS-1', 'GAS-2']);
    expect(await screen.findByRole('cell', { name: 'Diésel bajo azufre' })).toBeInTheDocument();
  }, 60_000);

  it('invoiceFuel: refuses a file that is neither CSV nor .xlsx', async () => {
    await openGrid('invoiceFuel', 'Códigos de combustible');
    await userEvent.click(screen.getByRole('button', { name: 'Reemplazar desde archivo' }));
    await userEvent.upload(screen.getByLabelText('Archivo de códigos'), new File(['x'], 'codigos.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText(es.t('catalogueTools.replace.fileErrors.unsupportedFormat'))).toBeInTheDocument();
  }, 60_000);

  it('invoiceTAG: a code takes no spaces and no more than its limit', async () => {
    await openGrid('invoiceTAG', 'Códigos TAG');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const code = within(screen.getByRole('dialog')).getByLabelText(/^Clave/);
    expect(code).toHaveAttribute('maxLength', String(LIMITS.codes.codeMax));
    await userEvent.type(code, 'TAG 9');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(await within(screen.getByRole('dialog')).findByText('No puede contener espacios')).toBeInTheDocument();
  }, 60_000);

  it('interventionCodes: adds a child under a root and offers no child below the deepest level', async () => {
    // A chain under Hardware to the deepest level: its last code takes no child, the one above it does.
    let parentId = 5;
    for (let level = 4; level <= LIMITS.codes.treeMaxLevel; level++) {
      const id = sandbox.store.nextId('interventionCodes') + 100;
      interventionCodes(sandbox.store).set(id, { id, code: `L${level}`, name: `Nivel ${level}`, level, parentId, rootId: 1, enabled: true });
      parentId = id;
    }
    await openGrid('interventionCodes', 'Códigos de intervención');
    await userEvent.click(screen.getByRole('button', { name: 'Códigos bajo Hardware' }));
    const tree = await screen.findByRole('list', { name: 'Códigos bajo Hardware' });
    await within(tree).findByText('Reemplazo de tarjeta madre');
    await userEvent.click(within(tree).getByRole('button', { name: 'Agregar un código hijo a Hardware' }));
    const add = screen.getByRole('dialog', { name: 'Agregar código hijo a «Hardware»' });
    await enterInDialog(/^Clave/, 'HW-MEM');
    await enterInDialog(/^Nombre/, 'Memoria');
    await userEvent.click(within(add).getByRole('button', { name: 'Guardar' }));
    expect(await within(tree).findByText('Memoria')).toBeInTheDocument();
    expect([...interventionCodes(sandbox.store).values()].find((c) => c.code === 'HW-MEM')).toMatchObject({ parentId: 1, level: 2, rootId: 1 });

    expect(within(tree).getByText(`Nivel ${LIMITS.codes.treeMaxLevel}`)).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: `Agregar un código hijo a Nivel ${LIMITS.codes.treeMaxLevel - 1}` })).toBeInTheDocument();
    expect(within(tree).queryByRole('button', { name: `Agregar un código hijo a Nivel ${LIMITS.codes.treeMaxLevel}` })).not.toBeInTheDocument();
  }, 60_000);

  it('speaks English', async () => {
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: '/invoiceFuel', language: 'en', as: { sandbox, role: 'ADM' } });
    expect(await screen.findByRole('button', { name: en.t('catalogueTools.replace.open') }, { timeout: 30_000 })).toBeInTheDocument();
  }, 60_000);
});
