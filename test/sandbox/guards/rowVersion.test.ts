import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { SandboxError } from '../runtime';
import { createStore } from '../store/createStore';
import { rowVersions, STALE_VERSION_MESSAGE } from './rowVersion';

const sandbox = setupSandbox({ tickets: 100 });
const api = (method: string, path: string, body?: unknown) => callApi(sandbox, method, path, { body });

describe('rowVersions (the guard every versioned update goes through)', () => {
  const store = createStore({ tickets: 10 });
  const versions = rowVersions('catalog', 'things');
  const refusal = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      return error as SandboxError;
    }
    throw new Error('the update was not refused');
  };

  it('stamps 1 until the first update, then counts every successful one', () => {
    expect(versions.stamp(store, 7, { id: 7 })).toEqual({ id: 7, rowVersion: 1 });
    expect(versions.update(store, 7, 1, () => null, () => versions.stamp(store, 7, { id: 7 }))).toEqual({ id: 7, rowVersion: 2 });
    expect(versions.update(store, 7, 2, () => null, () => 'saved')).toBe('saved');
    expect(versions.of(store, 7)).toBe(3);
    expect(versions.of(createStore({ tickets: 10 }), 7)).toBe(1);
  });

  it('refuses a stale or missing version with 409, rowVersion named and the record as it is now', () => {
    // Record 8 is at version 1: an older, a newer, a missing and a mistyped version are all stale.
    for (const sent of [0, 2, undefined, null, '1']) {
      const error = refusal(() => versions.update(store, 8, sent, () => ({ id: 8, rowVersion: 1 }), () => 'saved'));
      expect(error).toMatchObject({ status: 409, message: STALE_VERSION_MESSAGE, detail: 'rowVersion', data: { id: 8, rowVersion: 1 } });
    }
    expect(versions.of(store, 8)).toBe(1);
  });

  it('keeps the version of an update its other rules refused', () => {
    refusal(() => versions.update(store, 9, 1, () => null, () => {
      throw new SandboxError(422, 'otra regla');
    }));
    expect(versions.of(store, 9)).toBe(1);
  });
});

describe('a versioned update through the sandbox', () => {
  it('accepts the current version of a catalogue entry and answers the next one', async () => {
    const read = (await api('GET', '/catalog/api/v1/Impact')).body.data.find((r: { id: number }) => r.id === 2);
    expect(read).toMatchObject({ id: 2, rowVersion: 1 });
    const saved = await api('PUT', '/catalog/api/v1/Impact', { id: 2, name: 'Medio alto', enabled: true, rowVersion: 1 });
    expect(saved).toMatchObject({ status: 200, body: { data: { id: 2, name: 'Medio alto', rowVersion: 2 } } });
    const again = await api('PUT', '/catalog/api/v1/Impact', { id: 2, name: 'Medio', enabled: true, rowVersion: 2 });
    expect(again.body.data).toMatchObject({ name: 'Medio', rowVersion: 3 });
  });

  it('refuses a stale catalogue update with 409 and the entry as the other person saved it', async () => {
    await api('PUT', '/catalog/api/v1/Category', { id: 3, name: 'Redes y enlaces', description: null, enabled: true, rowVersion: 1 });
    const stale = await api('PUT', '/catalog/api/v1/Category', { id: 3, name: 'Redes', description: 'Mi descripción', enabled: true, rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      success: false, message: STALE_VERSION_MESSAGE, detail: 'rowVersion',
      data: { id: 3, name: 'Redes y enlaces', description: null, enabled: true, rowVersion: 2 },
    });
    expect(sandbox.store.categories.get(3)).toMatchObject({ name: 'Redes y enlaces', description: null });
  });

  it('versions a user: the edit read, a save, and a stale save refused with the user as saved', async () => {
    const path = '/security/api/v1/Accounts';
    const user = (await api('GET', `${path}/2`)).body.data;
    expect(user.rowVersion).toBe(1);
    const { userId, fullName, email, userName, credential, roleCode, accessProfileId, langId, level, superiorId, regionId, areaId, countryId,
      position, isVacant, nonOperational, enabled, partnerIds, systemGroupIds } = user;
    const body = {
      id: userId, fullName, email, userName, mobileNumber: '5512345678', credential, roleCode, accessProfileId, langId, level, superiorId, regionId,
      areaId, countryId, position, isVacant, nonOperational, enabled, partnerIds, systemGroupIds, rowVersion: 1,
    };
    expect((await api('PUT', `${path}/UpdateAccount`, body)).body.data).toMatchObject({ mobileNumber: '5512345678', rowVersion: 2 });
    const stale = await api('PUT', `${path}/UpdateAccount`, { ...body, mobileNumber: '5587654321' });
    expect(stale).toMatchObject({ status: 409, body: { detail: 'rowVersion', data: { userId, mobileNumber: '5512345678', rowVersion: 2 } } });
    expect(sandbox.store.users.get(userId)!.mobileNumber).toBe('5512345678');
  });

  it('versions the e-mail alone: a save counts the user up, a stale one is refused with the user as saved', async () => {
    const path = '/security/api/v1/Accounts';
    expect((await api('PUT', `${path}/UpdateAccountEmail`, { id: 3, email: 'supervision@mesadeservicio.mx', rowVersion: 1 })).status).toBe(200);
    expect((await api('GET', `${path}/3`)).body.data.rowVersion).toBe(2);
    const stale = await api('PUT', `${path}/UpdateAccountEmail`, { id: 3, email: 'otra@mesadeservicio.mx', rowVersion: 1 });
    expect(stale).toMatchObject({ status: 409, body: { detail: 'rowVersion', data: { userId: 3, email: 'supervision@mesadeservicio.mx', rowVersion: 2 } } });
    expect(sandbox.store.users.get(3)!.email).toBe('supervision@mesadeservicio.mx');
  });

  it('versions a place in the hierarchy: a stale one is refused with the person as the structure shows them, a refused one keeps the version', async () => {
    const path = '/security/api/v1/Accounts';
    const place = { userId: 4, level: 3, supervisorId: 1, position: 'Coordinador', isVacant: false };
    expect((await api('PUT', `${path}/UpdateHierarchy`, { ...place, rowVersion: 1 })).body.data).toMatchObject({ position: 'Coordinador', rowVersion: 2 });
    const stale = await api('PUT', `${path}/UpdateHierarchy`, { ...place, position: 'Jefe', rowVersion: 1 });
    expect(stale).toMatchObject({ status: 409, body: { detail: 'rowVersion', data: { userId: 4, position: 'Coordinador', rowVersion: 2 } } });
    expect((await api('PUT', `${path}/UpdateHierarchy`, { ...place, supervisorId: null, rowVersion: 2 })).status).toBe(422);
    expect((await api('GET', `${path}/4`)).body.data.rowVersion).toBe(2);
  });
});
