import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '../../../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../../../test/setup/gridActions';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import { geographyCatalogue, lookUpPostalCode } from '../../../../../test/sandbox/geography/catalogue';
import { createI18n } from '../../../../shared/i18n/i18n';
import { LIMITS } from '../../../../shared/validation/limits';

const es = createI18n('es');
const en = createI18n('en');
const sandbox = setupSandbox({ tickets: 50 });
const { postalCodeMin, postalCodeMax } = LIMITS.locations;

const title = es.t('routes.catalog_postalCodes');
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
async function search(text: string, label = es.t('locations.postalCodes.filter.text'), button = 'Buscar') {
  const box = screen.getByRole('searchbox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.click(screen.getByRole('button', { name: button }));
}
/** A code of `digits` digits no seeded code has. */
const unused = (digits: number) => '9'.repeat(digits);

describe('postal codes (route postalCodes), kept by the geography service', () => {
  it('finds a seeded location\'s code with its municipality, state and region', async () => {
    const location = sandbox.store.locations.get(1)!;
    renderScreen({ route: '/postalCodes', as: { sandbox, role: 'ADM' } });
    await gridRows(title);
    await search(location.postalCode);
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent(location.postalCode));
    const [row] = await gridRows(title);
    const place = lookUpPostalCode(sandbox.store, location.postalCode)!;
    for (const text of [place.municipalityName, place.countryStateName, place.regionName]) expect(row).toHaveTextContent(text);
  }, 60_000);

  it('says in the spec\'s words (translated, not the service\'s text) that a complete code does not exist', async () => {
    renderScreen({ route: '/postalCodes', as: { sandbox, role: 'ADM' } });
    await gridRows(title);
    await search(unused(postalCodeMax));
    expect(await screen.findByText(es.t('locations.postalCodeMissing'))).toBeInTheDocument();
  }, 60_000);

  it('creates codes of 5 and 6 digits in a state\'s municipality, and refuses 4 and 7', async () => {
    const state = [...geographyCatalogue(sandbox.store).states.values()].find((s) => s.name === 'Jalisco')!;
    const municipality = [...geographyCatalogue(sandbox.store).municipalities.values()].find((m) => m.countryStateId === state.countryStateId)!;
    renderScreen({ route: '/postalCodes', as: { sandbox, role: 'ADM' } });
    await gridRows(title);
    for (const digits of [postalCodeMin, postalCodeMax]) {
      await userEvent.click(screen.getByRole('button', { name: es.t('locations.postalCodes.create') }));
      await enterInDialog(/^Código postal/, unused(digits - 1).padStart(digits, '8'));
      await choose(/^Estado/, state.name, topDialog());
      await choose(/^Municipio/, municipality.name, topDialog());
      await save();
      await closed();
      expect(lookUpPostalCode(sandbox.store, unused(digits - 1).padStart(digits, '8'))).toMatchObject({ municipalityId: municipality.municipalityId });
    }

    await userEvent.click(screen.getByRole('button', { name: es.t('locations.postalCodes.create') }));
    await enterInDialog(/^Código postal/, '1234');
    await save();
    expect(await within(topDialog()).findByText(es.t('validation.minLength', { min: postalCodeMin }))).toBeInTheDocument();
    // The field takes no seventh digit.
    await enterInDialog(/^Código postal/, '1234567');
    expect(dialogField(/^Código postal/)).toHaveValue('123456');
  }, 60_000);

  it('disables a code, which then no longer looks up for new locations', async () => {
    const code = sandbox.store.locations.get(2)!.postalCode;
    renderScreen({ route: '/postalCodes', as: { sandbox, role: 'ADM' } });
    await gridRows(title);
    await search(code);
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent(code));
    await userEvent.click(screen.getByRole('button', { name: es.t('locations.postalCodes.actions.disable', { name: code }) }));
    await userEvent.click(within(topDialog()).getByRole('button', { name: es.t('locations.postalCodes.confirmDisable.confirm') }));
    await waitFor(() => expect(lookUpPostalCode(sandbox.store, code)).toBeNull());
  }, 60_000);

  it('has its title and columns in English', async () => {
    [...sandbox.store.users.values()].find((u) => u.roleCode === 'ADM')!.langId = 2;
    renderScreen({ route: '/postalCodes', language: 'en', as: { sandbox, role: 'ADM' } });
    expect(await gridRows(en.t('routes.catalog_postalCodes'))).not.toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: /^Municipality/ })).toBeInTheDocument();
  }, 60_000);
});
