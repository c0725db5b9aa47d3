import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { workFlows } from '../../../../test/sandbox/workflow/state';
import { choose } from '../../../../test/setup/formActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();
const clientName = (id: number) => sandbox.store.clients.get(id)!.name;
const open = () => renderScreen({ route: '/flowBoard', as: { sandbox, role: 'ADM' } });
const NO_STAGES_FLOW = 10;

async function setName(text: string) {
  const input = screen.getByLabelText('Nombre del flujo');
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('flowBoard: enabling-service flows and their stages', () => {
  it('says when the client has no workflow types, the type no flows, and the flow no stages (spec 002 section 8)', async () => {
    open();
    await choose(/^Cliente$/, clientName(5));
    expect(await screen.findByText('El cliente no tiene tipos de flujo configurados', {}, { timeout: 20_000 })).toBeInTheDocument();
    await choose(/^Cliente$/, clientName(4));
    await choose(/^Tipo de flujo$/, 'Renovación tecnológica');
    expect(await screen.findByText('No hay flujos de servicios habilitadores para este tipo')).toBeInTheDocument();
    await choose(/^Cliente$/, clientName(2));
    await choose(/^Tipo de flujo$/, 'Apertura de sucursales');
    await choose(/^Flujo$/, 'Flujo sin etapas');
    expect(await screen.findByText(/El flujo no tiene etapas configuradas/)).toBeInTheDocument();
  }, 60_000);

  it('adds stages by keyboard, shows an unreachable one, takes a name at the limit and refuses one past it', async () => {
    open();
    await choose(/^Cliente$/, clientName(2));
    await choose(/^Tipo de flujo$/, 'Apertura de sucursales');
    await choose(/^Flujo$/, 'Flujo sin etapas');
    await screen.findByText(/El flujo no tiene etapas configuradas/);
    for (const name of ['Recepción', 'Instalación']) {
      await userEvent.type(screen.getByLabelText('Nueva etapa'), name);
      await userEvent.click(screen.getByRole('button', { name: 'Agregar etapa' }));
    }
    expect(screen.getAllByText('No se llega a «Instalación» desde la etapa inicial')).toHaveLength(2);
    await choose(/^De$/, 'Recepción');
    await choose(/^A$/, 'Instalación');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar transición' }));
    await userEvent.click(screen.getAllByLabelText('Final')[1]!);
    expect(screen.queryByText(/por resolver/)).not.toBeInTheDocument();

    await setName('F'.repeat(LIMITS.flows.flowNameMax + 1));
    expect(screen.getByText(`El valor no puede exceder ${LIMITS.flows.flowNameMax} caracteres`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar flujo' })).toBeDisabled();
    await setName('F'.repeat(LIMITS.flows.flowNameMax));
    expect(screen.queryByText(`El valor no puede exceder ${LIMITS.flows.flowNameMax} caracteres`)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar flujo' }));
    await waitFor(() => expect(workFlows(sandbox.store).get(NO_STAGES_FLOW)!.stages.map((s) => s.stageName)).toEqual(['Recepción', 'Instalación']));
    expect(workFlows(sandbox.store).get(NO_STAGES_FLOW)!.name).toHaveLength(LIMITS.flows.flowNameMax);
  }, 90_000);
});
