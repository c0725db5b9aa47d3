import { writeMarkedTemplate } from '../../../src/shared/files/xlsxTemplate/writeMarkedTemplate';
import { ALSO_ALLOWED, isAllowedText } from '../../../src/shared/validation/characters';
import es from '../../../src/shared/i18n/es.json';
import { createI18n } from '../../../src/shared/i18n/i18n';
import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { loadContracts } from '../contract/loadContracts';
import { HIERARCHY_TEMPLATE } from '../../../src/domain/users/hierarchyTemplate';
import { accountDetail } from '../security/userViews';
import { rowVersions } from './rowVersion';

const sandbox = setupSandbox();
const catalog = (method: string, path: string, options?: CallOptions) => callApi(sandbox, method, `/catalog/api/v1${path}`, options);
const security = (method: string, path: string, options?: CallOptions) => callApi(sandbox, method, `/security/api/v1${path}`, options);

/** Allowed (spec 002 section 5: letters of any accent, ñ, digits, spaces, hyphen, underscore) and two refused texts. */
const ALLOWED_TEXT = 'Ñandú Peña-Álvarez_François 2';
const MARKUP = '<b>Alto</b>';
const FORMULA = '=1+1';

/** The service's refusal of a text: 422 naming the field in the message and its property in `detail`. */
const refused = (label: string, path: string, rule = es.validation.allowedCharacters) =>
  expect.objectContaining({ status: 422, body: expect.objectContaining({ message: `${label} tiene caracteres no permitidos. ${rule}`, detail: path }) });

/**
 * Sends `body(text)` for an allowed text (answered 200) and for markup and a formula (each refused, the
 * field named), and checks nothing was stored with the refused texts.
 */
async function expectRule(send: (text: string) => Promise<{ status: number; body: any }>, label = 'El nombre', path = 'name', allowed = ALLOWED_TEXT) {
  const accepted = await send(allowed);
  expect({ status: accepted.status, message: accepted.body?.message ?? null }).toEqual({ status: 200, message: null });
  for (const text of [MARKUP, FORMULA]) expect(await send(text)).toEqual(refused(label, path));
}

/** An update of user 2 that keeps them as they are, with one change. */
function updateAccount(change: Record<string, unknown>) {
  const { userId, fullName, email, userName, mobileNumber, credential, roleCode, accessProfileId, langId, level, regionId, areaId, countryId, position,
    superiorId, isVacant, nonOperational, enabled, partnerIds, systemGroupIds, rowVersion } = accountDetail(sandbox.store, sandbox.store.users.get(2)!);
  const body = { id: userId, fullName, email, userName, mobileNumber, credential, roleCode, accessProfileId, langId, level, regionId, areaId, countryId,
    position, superiorId, isVacant, nonOperational, enabled, partnerIds, systemGroupIds, rowVersion, ...change };
  return security('PUT', '/Accounts/UpdateAccount', { body });
}

describe('the allowed-character rule in the services (the forms’ definition, src/shared/validation/characters.ts)', () => {
  it('catalogue names: create and update of a generic catalogue', async () => {
    await expectRule((name) => catalog('POST', '/Impact', { body: { name, enabled: true } }));
    const version = () => rowVersions('catalog', 'impacts').of(sandbox.store, 1);
    await expectRule((name) => catalog('PUT', '/Impact', { body: { id: 1, name, enabled: true, rowVersion: version() } }), 'El nombre', 'name', 'Alto ñ-2');
  });

  it('catalogue names: a unit of measure also takes its symbols, named in the message', async () => {
    const send = (name: string) => catalog('POST', '/UnitMeasurement', { body: { name, abbreviation: 'u', enabled: true } });
    expect((await send('Grados °C por m²')).status).toBe(200);
    const rule = es.validation.allowedCharactersAnd.replace('{{symbols}}', [...ALSO_ALLOWED.unitOfMeasure].join(' '));
    for (const text of [MARKUP, FORMULA]) expect(await send(text)).toEqual(refused('El nombre', 'name', rule));
  });

  it('catalogue names: statuses, projects, intervention codes, reasons', async () => {
    await expectRule((name) => catalog('POST', '/TicketStatus', { body: { name, hexColor: '#336699', description: null, statusCategoryId: null, enabled: true } }));
    await expectRule((name) => catalog('POST', '/Project', { body: { name, description: null, companyName: null, clientId: 1, enabled: true } }));
    let code = 0;
    await expectRule((name) => catalog('POST', '/InterventionCodes', { body: { code: `HW-Z${(code += 1)}`, name, parentId: null, enabled: true } }));
    await expectRule((name) => catalog('POST', '/CancelationReason', { body: { name, description: null, enabled: true } }));
  });

  it('fuel and expense codes replaced from a file: every name, the row named', async () => {
    const send = (name: string) => catalog('POST', '/FuelCode/DeleteAndCreateFuelCodes', { body: { codes: [{ code: 'C-1', name: 'Magna' }, { code: 'C-2', name }] } });
    expect((await send(ALLOWED_TEXT)).status).toBe(200);
    for (const text of [MARKUP, FORMULA]) {
      expect(await send(text)).toEqual(
        expect.objectContaining({ status: 422, body: expect.objectContaining({ message: `La fila 2: El nombre tiene caracteres no permitidos. ${es.validation.allowedCharacters}`, detail: 'codes[1].name' }) }),
      );
    }
  });

  it('custom-form labels and options (a form’s fields and a frequent failure’s)', async () => {
    await expectRule((name) => catalog('PUT', '/Forms/2', { body: { name, typeId: 1, required: false, options: [] } }));
    const list = (option: string) => catalog('PUT', '/Forms/2', { body: { name: `Lista ${option.length}`, typeId: 5, required: false, options: ['Fibra', option] } });
    await expectRule(list, 'La opción 2', 'options[1]', 'Fibra óptica ñ');
    await expectRule((name) => catalog('POST', '/FrequentFailureFields', { body: { frequentFailureId: 1, name, typeId: 1, required: false, options: [] } }));
  });

  it('at the edge: a field’s label one special character away from an allowed one (the form’s case, spec 002 section 5)', async () => {
    const label = (name: string) => catalog('POST', '/FrequentFailureFields', { body: { frequentFailureId: 1, name, typeId: 3, required: false, options: [] } });
    expect((await label('Señal_en dBm-2')).status).toBe(200);
    expect(await label('Señal (dBm)')).toEqual(refused('El nombre', 'name'));
  });

  it('at the edge: the unit symbols (ALSO_ALLOWED.unitOfMeasure) pass in a unit’s name and nowhere else', async () => {
    for (const symbol of ALSO_ALLOWED.unitOfMeasure) {
      expect((await catalog('POST', '/UnitMeasurement', { body: { name: `Grados ${symbol}`, abbreviation: `u${symbol}`, enabled: true } })).status).toBe(200);
      expect(await catalog('POST', '/Impact', { body: { name: `Alto ${symbol}`, enabled: true } })).toEqual(refused('El nombre', 'name'));
    }
  });

  it('says an option’s refusal in the very words of the form’s message', async () => {
    const sent = await catalog('PUT', '/Forms/2', { body: { name: 'Medio', typeId: 5, required: false, options: ['Fibra', 'Cobre/UTP'] } });
    expect(sent.body.message).toBe(createI18n('es').t('customForms.rules.optionCharacters', { number: 2 }));
  });

  it('the contracts’ Name pattern (full names, profiles, groups) is the app’s rule, character for character', () => {
    const name = loadContracts().docs.find((d) => d.file === 'openapi/security.yaml')!.doc.components.schemas.Name;
    const contract = new RegExp(name.pattern, 'u');
    const samples = [...'aZ09 -_ñÑáÉüçÇÿØЖж²³٣', ...'<>@;:.,!?#$%&*()[]{}/\\|"\'+=~^`×÷°·‰\t'];
    expect(samples.filter((c) => contract.test(`a${c}a`) !== isAllowedText(`a${c}a`))).toEqual([]);
  });

  it('access profiles, system groups and a user’s full name: their contract’s pattern refuses (400, the field named)', async () => {
    const contractRule = async (send: (text: string) => Promise<{ status: number; body: any }>, field: string) => {
      expect((await send(ALLOWED_TEXT)).status).toBe(200);
      for (const text of [MARKUP, FORMULA]) {
        expect(await send(text)).toEqual(expect.objectContaining({ status: 400, body: expect.objectContaining({ message: expect.stringContaining(`body.${field}: must match pattern`) }) }));
      }
      sandbox.violations.length = 0;
    };
    await contractRule((name) => security('POST', '/AccessProfiles', { body: { name, description: 'Solo consulta', enabled: true, accessElementIds: [1] } }), 'name');
    await contractRule((name) => security('POST', '/SystemGroups', { body: { name, engineerOnly: true, clientIds: [2], userIds: [4] } }), 'name');
    await contractRule((fullName) => updateAccount({ fullName }), 'fullName');
  });

  it('a user’s position: placed in the hierarchy, and in the user form', async () => {
    await expectRule((position) => security('PUT', '/Accounts/UpdateHierarchy', { body: { userId: 2, level: 4, supervisorId: 3, position, isVacant: false, rowVersion: accountDetail(sandbox.store, sandbox.store.users.get(2)!).rowVersion } }), 'El puesto', 'position');
    await expectRule((position) => updateAccount({ position }), 'El puesto', 'position');
  });

  it('a user’s position in the hierarchy bulk update: the row fails with the rule, the others apply', async () => {
    const rows = [['despachador', '3', 'supervisor', ALLOWED_TEXT], ['supervisor', '2', 'admin', MARKUP], ['ingeniero', '4', 'supervisor', FORMULA]];
    const fileContent = Buffer.from(await (await writeMarkedTemplate(HIERARCHY_TEMPLATE, rows)).arrayBuffer()).toString('base64');
    const result = (await security('POST', '/Accounts/BulkUpdateHierarchy', { body: { fileName: 'jerarquia.xlsx', fileContent } })).body.data;
    expect(result).toMatchObject({ totalRows: 3, successRows: 1, failedRows: 2 });
    expect(result.rows.slice(1).map((r: { message: string }) => r.message)).toEqual(Array(2).fill(`El puesto tiene caracteres no permitidos. ${es.validation.allowedCharacters}`));
  });
});
