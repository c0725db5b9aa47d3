import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { workZones } from '../../../../test/sandbox/geography/workZones';
import { choose } from '../../../../test/setup/formActions';
import { dialogField, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { createI18n } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 50 });
const { postalCodesMax } = LIMITS.workZones;

const open = () => renderScreen({ route: '/ubications/workForce', as: { sandbox, role: 'ADM' } });
const rows = () => gridRows(es.t('routes.locationsWorkForce'));
const save = () => userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
const zones = () => [...workZones(sandbox.store).values()];
const engineer = () => [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG' && u.enabled)!;
/** Codes the sandbox knows, besides the seeded zones' own. */
const knownCodes = (count: number) => zones().flatMap((z) => z.postalCodes).slice(0, count);

describe('task forces\' work zones (route ubications/workForce)', () => {
  it('lists the zones with their engineer and codes, and finds who covers a code', async () => {
    open();
    const listed = await rows();
    expect(listed).toHaveLength(zones().length);
    const [zone] = zones();
    const row = listed.find((r) => r.textContent?.includes(zone!.name))!;
    expect(row).toHaveTextContent(sandbox.store.users.get(zone!.userId)!.fullName);
    expect(row).toHaveTextContent(zone!.postalCodes[0]!);

    await userEvent.type(screen.getByLabelText(es.t('geography.workZones.fields.postalCode')), zone!.postalCodes[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getAllByRole('row').filter((r) => r.textContent?.includes(zone!.name))).toHaveLength(1));
  }, 60_000);

  it('checks the codes before sending: digits, repeats and the count limit; then creates the zone', async () => {
    open();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: es.t('geography.workZones.create') }));
    await enterInDialog(/^Zona/, 'Bajío norte');
    await choose(/^Ingeniero/, engineer().fullName, topDialog());
    const form = within(topDialog());

    await enterInDialog(/^Códigos postales/, '1234, 45000');
    await save();
    expect(await form.findByText(es.t('geography.workZones.form.badCode', { code: '1234', min: 5, max: 6 }))).toBeInTheDocument();

    await enterInDialog(/^Códigos postales/, '45000 45000');
    await save();
    expect(await form.findByText(es.t('geography.workZones.form.repeatedCode', { code: '45000' }))).toBeInTheDocument();

    const tooMany = Array.from({ length: postalCodesMax + 1 }, (_, i) => String(10000 + i)).join(',');
    await enterInDialog(/^Códigos postales/, tooMany);
    await save();
    expect(await form.findByText(es.t('geography.workZones.form.tooMany', { max: postalCodesMax }))).toBeInTheDocument();

    const codes = knownCodes(3);
    await enterInDialog(/^Códigos postales/, codes.join('\n'));
    expect(dialogField(/^Códigos postales/)).toHaveValue(codes.join('\n'));
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zones().find((z) => z.name === 'Bajío norte')).toMatchObject({ userId: engineer().userId, postalCodes: [...codes].sort() });
  }, 60_000);
});
