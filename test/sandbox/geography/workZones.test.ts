import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { workZones } from './workZones';

const sandbox = setupSandbox({ tickets: 50 });
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/geography/api/v1${url}`, options);
const engineer = () => [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG' && u.enabled)!;

describe('work zones and responsibles by postal code', () => {
  it('answers who covers a code from the zones, and nobody for a code no zone has', async () => {
    const zone = [...workZones(sandbox.store).values()][0]!;
    const code = zone.postalCodes[0]!;
    const answer = await api('GET', `/Responsibles/ByPostalCode/${code}`);
    expect(answer.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ userId: zone.userId, workZoneId: zone.id })]));
    const covered = new Set([...workZones(sandbox.store).values()].flatMap((z) => z.postalCodes));
    const free = ['99998', '99999'].find((c) => !covered.has(c))!;
    expect((await api('GET', `/Responsibles/ByPostalCode/${free}`)).body.data).toEqual([]);
  });

  it('refuses a zone of someone who is not an engineer or of an unknown code, naming the field', async () => {
    const code = [...workZones(sandbox.store).values()][0]!.postalCodes[0]!;
    const notEngineer = await api('POST', '/WorkZones', { body: { name: 'Zona A', userId: 1, postalCodes: [code] } });
    expect(notEngineer).toMatchObject({ status: 400, body: { detail: 'userId' } });
    const unknown = await api('POST', '/WorkZones', { body: { name: 'Zona A', userId: engineer().userId, postalCodes: [code, '000001'] } });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Los códigos postales 000001 no existen', detail: 'postalCodes' } });
    const made = await api('POST', '/WorkZones', { body: { name: 'Zona A', userId: engineer().userId, postalCodes: [code] } });
    expect(made.body.data).toMatchObject({ name: 'Zona A', postalCodes: [code], rowVersion: 1 });
  });
});
