import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inventoryOf } from '../../../../test/sandbox/inventory/state';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { LAB } from '../../../domain/inventory/laboratoryFlow';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox({ tickets: 20 });
const ledger = () => inventoryOf(sandbox.store).ledger;
const atLab = (status: number) => [...ledger().components.values()].filter((c) => c.place.type === 'Laboratory' && c.place.id === 1 && c.componentStatusId === status && c.kitId === null);
const list = () => within(screen.getByRole('list', { name: 'Números de serie a recibir' }));
const serialsField = () => screen.getByLabelText('Números de serie');

async function openAtLaboratory() {
  renderScreen({ route: '/laboratory/bulkReception', as: { sandbox, role: 'LAT' } });
  await userEvent.click((await screen.findByLabelText('Laboratorio que recibe')).closest('.p-dropdown')!);
  await userEvent.click(await screen.findByRole('option', { name: 'Laboratorio Central CDMX', hidden: true }));
}
/** The line of a serial in the list. */
const line = (serial: string) => list().getByText(serial).closest('li')!;

describe('/laboratory/bulkReception', () => {
  it('checks a scanned serial at the limit with the service and refuses one past it in place', async () => {
    const max = LIMITS.components.serialMax;
    await openAtLaboratory();
    await userEvent.type(serialsField(), `${'A'.repeat(max)}{Enter}`);
    await userEvent.type(serialsField(), `${'B'.repeat(max + 1)}{Enter}`);
    await waitFor(() => expect(line('A'.repeat(max))).toHaveTextContent('Número de serie inválido'));
    expect(line('B'.repeat(max + 1))).toHaveTextContent(`Los números de serie no pueden exceder ${max} caracteres`);
  }, 60_000);

  it('shows every bad serial of a paste in place and receives only the good ones once confirmed', async () => {
    const coming = atLab(LAB.transferToLaboratory);
    const there = atLab(LAB.onLaboratory)[0]!;
    await openAtLaboratory();
    await userEvent.click(serialsField());
    await userEvent.paste([...coming.map((c) => c.serialNumber), 'NO-EXISTE-1', there.serialNumber, coming[0]!.serialNumber].join('\n'));
    await waitFor(() => expect(line('NO-EXISTE-1')).toHaveTextContent('Número de serie inválido'));
    expect(line(there.serialNumber)).toHaveTextContent('No está en camino a este laboratorio');
    expect(list().getAllByText(coming[0]!.serialNumber)[1]!.closest('li')).toHaveTextContent('Componente ya agregado');
    for (const c of coming) expect(c.componentStatusId).toBe(LAB.transferToLaboratory);

    await userEvent.click(screen.getByRole('button', { name: `Recibir ${coming.length} componentes` }));
    await waitFor(() => expect(coming.every((c) => c.componentStatusId === LAB.onLaboratory)).toBe(true));
    expect(await screen.findByText(`Componentes recibidos: ${coming.length}`)).toBeInTheDocument();
  }, 60_000);

  it('checks a large paste in chunks and draws one page of it', async () => {
    const count = LIMITS.laboratory.checkChunk + 1;
    await openAtLaboratory();
    await userEvent.click(serialsField());
    await userEvent.paste(Array.from({ length: count }, (_, i) => `X-${i}`).join('\n'));
    await waitFor(() => expect(screen.getByText(`${count} números de serie: 0 listos, ${count} con problemas`)).toBeInTheDocument(), { timeout: 30_000 });
    expect(list().getAllByRole('listitem')).toHaveLength(100);
  }, 60_000);
});
