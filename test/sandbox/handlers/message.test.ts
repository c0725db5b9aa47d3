import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';

const sandbox = setupSandbox();
const api = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) => callApi(sandbox, method, `/message/api/v1${url}`, options);
const unread = (as: 'ENG' | 'WAD' | 'ADM', receiverUserId: number, extra: Record<string, unknown> = {}) =>
  api('POST', '/Notifications/GetUnread', { as, body: { pageNumber: 1, pageSize: 200, descending: false, receiverUserId, text: null, ...extra } });
const generalSearch = (body: Record<string, unknown>, as: 'ADM' | 'ENG' = 'ADM') =>
  api('POST', '/Notifications/GeneralSearch', { as, body: { text: null, pageNumber: 1, pageSize: 200, ...body } });

describe('message sandbox', () => {

  describe('unread notifications', () => {
    it('answers the caller\'s unread notifications, oldest first or newest first', async () => {
      const { status, body } = await unread('ENG', 4);
      expect(status).toBe(200);
      const expected = [...sandbox.store.notifications.values()].filter((n) => n.receiverUserId === 4 && !n.viewed);
      expect(body.data.totalCount).toBe(expected.length);
      expect(body.data.totalCount).toBeGreaterThanOrEqual(3);
      expect(body.data.hasNext).toBe(false);
      const dates = body.data.items.map((n: any) => n.emmitedDate);
      expect(dates).toEqual([...dates].sort());
      expect(body.data.items.every((n: any) => n.viewed === false)).toBe(true);
      const newest = await unread('ENG', 4, { descending: true });
      expect(newest.body.data.items.map((n: any) => n.notificationId)).toEqual(body.data.items.map((n: any) => n.notificationId).reverse());
    });

    it('pages from 1 with totalCount and hasNext, and filters by text', async () => {
      const all = (await unread('ENG', 4)).body.data;
      const first = (await unread('ENG', 4, { pageSize: 2 })).body.data;
      expect(first).toMatchObject({ totalCount: all.totalCount, hasNext: true });
      expect(first.items).toEqual(all.items.slice(0, 2));
      const second = (await unread('ENG', 4, { pageSize: 2, pageNumber: 2 })).body.data;
      expect(second.items).toEqual(all.items.slice(2, 4));
      const text = (await unread('ENG', 4, { text: 'REVISION DE AGENDA' })).body.data;
      expect(text.items.length).toBeGreaterThan(0);
      expect(text.items.every((n: any) => n.title === 'Revisión de agenda')).toBe(true);
    });

    it('refuses another receiver than the caller (403)', async () => {
      const { status, body } = await unread('ENG', 5);
      expect(status).toBe(403);
      expect(body.message).toBe('Solo puede consultar y marcar sus propias notificaciones');
    });

    it('marks the caller\'s notifications as read, and only those', async () => {
      const before = (await unread('ENG', 4)).body.data;
      const [one, two] = before.items.map((n: any) => n.notificationId);
      expect((await api('PUT', '/Notifications/MarkAsRead', { as: 'ENG', body: { receiverUserId: 4, notificationIds: [one, two] } })).body.data).toBe(true);
      expect((await unread('ENG', 4)).body.data.totalCount).toBe(before.totalCount - 2);
      expect((await api('GET', `/Notifications/${one}`, { as: 'ENG' })).body.data.viewed).toBe(true);

      const wadId = (await unread('WAD', 5)).body.data.items[0].notificationId;
      const foreign = await api('PUT', '/Notifications/MarkAsRead', { as: 'ENG', body: { receiverUserId: 4, notificationIds: [wadId] } });
      expect(foreign.status).toBe(404);
      expect(sandbox.store.notifications.get(wadId)!.viewed).toBe(false);
      const asOther = await api('PUT', '/Notifications/MarkAsRead', { as: 'ENG', body: { receiverUserId: 5, notificationIds: [wadId] } });
      expect(asOther.status).toBe(403);
    });
  });

  describe('general search', () => {
    it('answers the caller\'s notifications of a date range, newest first', async () => {
      const { body } = await generalSearch({ dateFrom: '2025-11-20T15:00:00', dateTo: '2026-11-20T15:00:00' });
      const items = body.data.items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((n: any) => n.emmitedDate >= '2025-11-20T15:00:00' && n.emmitedDate <= '2026-11-20T15:00:00')).toBe(true);
      expect(items.map((n: any) => n.emmitedDate)).toEqual(items.map((n: any) => n.emmitedDate).sort().reverse());
      expect(items.some((n: any) => n.viewed)).toBe(true);
      const wider = await generalSearch({ dateFrom: '2024-11-20T15:00:00', dateTo: '2026-11-20T15:00:00' });
      expect(wider.body.data.totalCount).toBeGreaterThan(body.data.totalCount);
      const paged = await generalSearch({ dateFrom: '2024-11-20T15:00:00', dateTo: '2026-11-20T15:00:00', pageSize: 5, pageNumber: 2 });
      expect(paged.body.data).toMatchObject({ pageNumber: 2, pageSize: 5, totalCount: wider.body.data.totalCount, hasNext: true });
      expect(paged.body.data.items).toEqual(wider.body.data.items.slice(5, 10));
    });

    it('refuses an inverted or longer than 2 years range (422)', async () => {
      const inverted = await generalSearch({ dateFrom: '2026-05-01T00:00:00', dateTo: '2026-04-01T00:00:00' });
      expect(inverted).toMatchObject({ status: 422, body: { message: 'La fecha final debe ser posterior a la fecha inicial' } });
      const long = await generalSearch({ dateFrom: '2024-01-01T00:00:00', dateTo: '2026-01-01T00:00:01' });
      expect(long).toMatchObject({ status: 422, body: { message: 'El rango de fechas no puede ser mayor a 2 años' } });
    });

    it('needs the NotificationSearch permission', async () => {
      expect((await generalSearch({ dateFrom: '2026-01-01T00:00:00', dateTo: '2026-02-01T00:00:00' }, 'ENG')).status).toBe(403);
    });
  });

  it('gets and deletes the caller\'s notification by id, not another user\'s', async () => {
    const id = (await unread('WAD', 5)).body.data.items[0].notificationId;
    expect((await api('GET', `/Notifications/${id}`, { as: 'WAD' })).body.data.notificationId).toBe(id);
    expect((await api('GET', `/Notifications/${id}`, { as: 'ENG' })).status).toBe(404);
    expect((await api('DELETE', `/Notifications/${id}`, { as: 'ADM' })).status).toBe(404);
    expect((await api('DELETE', `/Notifications/${id}`, { as: 'WAD' })).body.data).toBe(true);
    expect((await api('GET', `/Notifications/${id}`, { as: 'WAD' })).body.message).toBe(`La notificación ${id} no existe`);
  });

  it('registers public incident requirements without a token', async () => {
    const body = { cellphone: '5512345678', email: 'contacto@cliente.com.mx', issueDescription: 'La terminal no enciende' };
    const first = await api('POST', '/PublicIncidentRequirement', { as: null, body });
    expect(first).toMatchObject({ status: 200, body: { success: true, data: { id: 1 } } });
    expect((await api('POST', '/PublicIncidentRequirement', { as: null, body })).body.data.id).toBe(2);
  });

  it('looks postal codes up from the seeded locations', async () => {
    const location = sandbox.store.locations.get(1)!;
    const { body } = await api('GET', `/PostalCodes/${location.postalCode}`);
    expect(body.data).toMatchObject({ postalCode: location.postalCode, municipalityName: location.municipalityName, countryStateName: location.countryStateName });
    expect(body.data.localities.length).toBeGreaterThanOrEqual(2);
    const unknown = await api('GET', '/PostalCodes/999999');
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: 'EL código postal no existe, intente de nuevo.' } });
  });
});
