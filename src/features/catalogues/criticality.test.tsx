import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { criticalities } from '../../../test/sandbox/catalog/criticalities';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';

const es = createI18n('es');
const en = createI18n('en');
const sandbox = setupSandbox({ tickets: 100 });

const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const named = (name: string) => [...criticalities(sandbox.store).values()].filter((r) => r.name === name);

describe('ticket criticality (route create/criticality)', () => {
  it('lists the seeded levels and creates one whose name is at its limit, cutting what is typed past it', async () => {
    renderScreen({ route: '/create/criticality', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows(es.t('routes.criticality'));
    expect(rows[0]).toHaveTextContent('Crítica');

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    const atLimit = 'C'.repeat(LIMITS.generalTextMax);
    await enterInDialog(/^Nombre/, `${atLimit}x`);
    expect(dialogField(/^Nombre/)).toHaveValue(atLimit);
    await enterInDialog(/^Descripción/, 'Afecta a la facturación del cliente');
    await save();
    await closed();
    expect(named(atLimit)).toEqual([expect.objectContaining({ description: 'Afecta a la facturación del cliente', enabled: true })]);
  }, 60_000);

  it('refuses a level named as another, case and accents aside, keeping what was typed', async () => {
    renderScreen({ route: '/create/criticality', as: { sandbox, role: 'ADM' } });
    await gridRows(es.t('routes.criticality'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Nombre/, 'CRITICA');
    await save();
    expect(await within(topDialog()).findByRole('alert')).toHaveTextContent('Ya existe una criticidad con ese nombre');
    expect(dialogField(/^Nombre/)).toHaveValue('CRITICA');
    expect(named('CRITICA')).toHaveLength(0);
  }, 60_000);

  it('has its title in English', async () => {
    [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!.langId = 2;
    renderScreen({ route: '/create/criticality', language: 'en', as: { sandbox, role: 'ADM' } });
    expect(await gridRows(en.t('routes.criticality'))).not.toHaveLength(0);
  }, 60_000);
});
