import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditTypes } from '../../../test/sandbox/catalog/auditTypes';
import { dropdownOptions } from '../../../test/setup/formActions';
import { enterInDialog, gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 50 });

/** Admin `audit`: the audit types the audits are planned with; the plan offers the enabled ones, a new one at once. */
describe('audit types (admin route audit) and the plan that reads them', () => {
  it('adds a type named at its limit, and planning an audit offers it but no disabled type', async () => {
    renderScreen({ route: '/audit', as: { sandbox, role: 'ADM' } });
    const listed = await gridRows(es.t('routes.catalog_audit'));
    expect(listed).toHaveLength(auditTypes(sandbox.store).size);
    const name = 'A'.repeat(LIMITS.generalTextMax);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await enterInDialog(/^Nombre/, `${name}a`);
    expect(within(topDialog()).getByLabelText(/^Nombre/)).toHaveValue(name);
    await userEvent.click(within(topDialog()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect([...auditTypes(sandbox.store).values()].some((type) => type.name === name && type.enabled)).toBe(true));
    cleanup();

    renderScreen({ route: '/assetManagementIT/AuditReport', as: { sandbox, role: 'ADM' } });
    await gridRows(es.t('routes.auditReport'));
    await userEvent.click(screen.getByRole('button', { name: es.t('audits.plan.action') }));
    const dialog = await screen.findByRole('dialog', { name: es.t('audits.plan.title') });
    const offered = (await dropdownOptions(/^Tipo de auditoría/, dialog)).map((option) => option.getAttribute('aria-label'));
    const types = [...auditTypes(sandbox.store).values()];
    expect(offered).toEqual(expect.arrayContaining([name, ...types.filter((type) => type.enabled).map((type) => type.name)]));
    expect(offered).not.toContain(types.find((type) => !type.enabled)!.name);
  }, 90_000);
});
