import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { directions } from '../../../test/sandbox/catalog/directions';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 50 });

const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const { abbreviationMax } = LIMITS.catalogues;

describe('address directions (route directions)', () => {
  it('lists the orientations with their abbreviations, and takes an abbreviation at its limit without spaces', async () => {
    renderScreen({ route: '/directions', as: { sandbox, role: 'ADM' } });
    const rows = await gridRows(es.t('routes.catalog_directions'));
    expect(rows[0]).toHaveTextContent('Norte');
    expect(rows[0]).toHaveTextContent('Nte.');

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Nombre/, 'Nornoreste');
    await enterInDialog(/^Abreviatura/, 'N NE');
    await save();
    expect(await within(topDialog()).findByText(es.t('validation.noSpaces'))).toBeInTheDocument();

    const atLimit = 'N'.repeat(abbreviationMax);
    await enterInDialog(/^Abreviatura/, `${atLimit}E`);
    expect(dialogField(/^Abreviatura/)).toHaveValue(atLimit);
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect([...directions(sandbox.store).values()].find((d) => d.name === 'Nornoreste')).toMatchObject({ abbreviation: atLimit, enabled: true });
  }, 60_000);
});
