/** Login: sign-in/sign-out tracking (the access logbook) and token types. */
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { dateFilter, matchesText, page } from './common';
import { TOKEN_TYPES } from './constants';
import { securityState, snapshotOf, type LoginEntry } from './state';

const tokenTypeName = (id: number) => TOKEN_TYPES.find((t) => t.id === id)?.name ?? '';

function entryView(e: LoginEntry) {
  return {
    id: e.id, userLoggedId: e.userLoggedId, ...e.user, tokenTypeId: e.tokenTypeId, tokenTypeName: tokenTypeName(e.tokenTypeId), isLogin: e.isLogin,
    apkversion: e.apkversion, imei: e.imei, accessDate: e.accessDate,
  };
}

export const loginHandlers: OperationHandlers = {
  getLoginTokenTypes: () => TOKEN_TYPES,

  /** A user records their own sign-ins and sign-outs; a sign-in updates lastAccessDate. */
  addLoginTracking: ({ store, user, body }) => {
    if (body.userLoggedId !== user!.userId) throw new SandboxError(403, 'Solo puede registrar los accesos de su propia cuenta');
    if (!TOKEN_TYPES.some((t) => t.id === body.tokenTypeId)) throw new SandboxError(422, `El tipo de token ${body.tokenTypeId} no existe`);
    const state = securityState(store);
    const entry: LoginEntry = {
      id: state.nextId('logins'), userLoggedId: user!.userId, user: snapshotOf(user!), tokenTypeId: body.tokenTypeId, isLogin: body.isLogin,
      apkversion: body.apkversion, imei: body.imei, accessDate: utc(store.now),
    };
    state.logins.push(entry);
    if (entry.isLogin) user!.lastAccessDate = entry.accessDate;
    return { id: entry.id };
  },

  getLoginTrackingByFilters: ({ store, query }) => {
    const inRange = dateFilter(query);
    const entries = securityState(store)
      .logins.filter(
        (e) =>
          matchesText(query.text, e.user.fullName, e.user.userName, e.user.email) &&
          (!query.userId || e.userLoggedId === query.userId) &&
          (!query.tokenTypeIds || query.tokenTypeIds.includes(e.tokenTypeId)) &&
          (query.isLogin === undefined || e.isLogin === query.isLogin) &&
          inRange(e.accessDate),
      )
      .sort((a, b) => b.accessDate.localeCompare(a.accessDate) || b.id - a.id);
    const result = page(entries, query);
    return { ...result, items: result.items.map(entryView) };
  },
};
