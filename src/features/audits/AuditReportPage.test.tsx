import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePdf } from '../../../test/sandbox/filestorage/bytes';
import { auditsOf } from '../../../test/sandbox/inventory/audits';
import { ledgerTotals } from '../../../test/sandbox/inventory/ledger';
import { inventoryOf } from '../../../test/sandbox/inventory/state';
import { choose } from '../../../test/setup/formActions';
import { gridRows, topDialog } from '../../../test/setup/gridActions';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 50 });

const open = () => renderScreen({ route: '/assetManagementIT/AuditReport', as: { sandbox, role: 'ADM' } });
const rows = () => gridRows(es.t('routes.auditReport'));
const openAudit = () => [...auditsOf(sandbox.store).values()].find((a) => a.status === 'Open')!;
const held = (placeId: number) => [...inventoryOf(sandbox.store).ledger.components.values()].filter((c) => c.place.type === 'Warehouse' && c.place.id === placeId);
const serialsBox = () => within(topDialog()).getByLabelText(es.t('audits.count.serials'));

async function openWork(auditId: number) {
  await rows();
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Abrir la auditoría ${auditId} `) }));
  return screen.findByRole('dialog', { name: new RegExp(`^Auditoría ${auditId}:`) }, { timeout: 30_000 });
}

describe('audit report (assetManagementIT/AuditReport)', () => {
  it('lists the audits newest first with their findings counted', async () => {
    open();
    const listed = await rows();
    expect(listed).toHaveLength(auditsOf(sandbox.store).size);
    expect(listed[0]).toHaveTextContent(es.t('audits.statuses.Open'));
    expect(listed.filter((r) => r.textContent?.includes(es.t('audits.statuses.Closed')))).toHaveLength(2);
  }, 60_000);

  it('plans an audit of a warehouse by type and place', async () => {
    open();
    await rows();
    const before = auditsOf(sandbox.store).size;
    const busy = new Set([...auditsOf(sandbox.store).values()].filter((a) => a.status === 'Open').map((a) => a.place.id));
    const warehouse = [...sandbox.store.warehouses.values()].find((w) => w.enabled && !busy.has(w.warehouseId))!;
    await userEvent.click(screen.getByRole('button', { name: es.t('audits.plan.action') }));
    const dialog = await screen.findByRole('dialog', { name: es.t('audits.plan.title') });
    await choose(/^Tipo de auditoría/, 'Sorpresa', dialog);
    await choose(/^Lugar/, warehouse.warehouseName, dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(auditsOf(sandbox.store).size).toBe(before + 1));
    expect(auditsOf(sandbox.store).get(before + 1)).toMatchObject({ auditTypeId: 3, place: { type: 'Warehouse', id: warehouse.warehouseId }, status: 'Open' });
  }, 60_000);

  it('counts pasted serials, naming one over the limit in place, and shows the findings live', async () => {
    open();
    const audit = openAudit();
    const dialog = await openWork(audit.auditId);
    const notCounted = held(audit.place.id).find((c) => !audit.counted.includes(c.serialNumber))!;
    const atLimit = 'Z'.repeat(LIMITS.audits.serialMax);
    const overLimit = 'Y'.repeat(LIMITS.audits.serialMax + 1);
    await userEvent.click(serialsBox());
    await userEvent.paste(`${notCounted.serialNumber}\n${atLimit}\n${overLimit}\n${audit.counted[0]}`);
    await userEvent.click(within(dialog).getByRole('button', { name: es.t('audits.count.add') }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(es.t('audits.count.tooLong', { serial: overLimit.slice(0, 20), max: LIMITS.audits.serialMax }));
    expect(alert).toHaveTextContent(es.t('audits.count.repeated', { serial: audit.counted[0] }));
    await waitFor(() => expect(audit.counted).toContain(atLimit));
    expect(audit.counted).toContain(notCounted.serialNumber);
    expect(audit.counted).not.toContain(overLimit);
    const unexpected = await within(dialog).findByRole('heading', { name: es.t('audits.findings.unexpected', { count: 1 }) });
    expect(unexpected.parentElement).toHaveTextContent(atLimit);
    expect(unexpected.parentElement).toHaveTextContent(es.t('audits.findings.unknown'));
  }, 60_000);

  it('attaches the report and closes the audit, recording its findings without moving anything', async () => {
    open();
    const audit = openAudit();
    const totals = ledgerTotals(inventoryOf(sandbox.store).ledger);
    const dialog = await openWork(audit.auditId);
    const report = within(dialog).getByRole('region', { name: es.t('audits.report.title') });
    const bytes = makePdf(['Reporte de auditoría']);
    await userEvent.upload(within(report).getByLabelText(es.t('audits.report.upload')), new File([bytes.slice()], 'reporte.pdf', { type: 'application/pdf' }));
    expect(await within(report).findByRole('button', { name: es.t('audits.report.download', { name: 'reporte.pdf' }) }, { timeout: 30_000 })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: es.t('audits.work.close') }));
    const confirm = await screen.findByRole('dialog', { name: es.t('audits.work.confirmClose.header', { id: audit.auditId }) });
    await userEvent.click(within(confirm).getByRole('button', { name: es.t('audits.work.close') }));
    await waitFor(() => expect(audit.status).toBe('Closed'));
    expect(audit.recorded).not.toBeNull();
    expect(ledgerTotals(inventoryOf(sandbox.store).ledger)).toEqual(totals);
    await waitFor(() => expect(within(dialog).queryByLabelText(es.t('audits.count.serials'))).not.toBeInTheDocument());
  }, 60_000);
});
