import { DateTime } from 'luxon';
import { LIMITS } from '../../../src/shared/validation/limits';
import type { Notice, NoticeCreateRequest, NoticeUpdateRequest } from '../../../src/api/tags/message';
import { notificationPriorities, notificationTypes } from '../catalog/escalationCatalogues';
import { paginate } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { RoleCode, SandboxStore, UserRecord } from '../store/types';
import { addNotification } from './addNotification';
import { seedNotices } from './noticeSeed';

/**
 * Notices: what an administrator schedules on the `notification` screen, for a day, to users, roles or clients,
 * with a priority and a type. On that day (the sandbox clock reaching it, in the sandbox's zone) each user of
 * the audience gets it as a notification, live over the hub.
 */
export type NoticeRecord = Omit<Notice, 'createdUserName' | 'notificationPriorityName' | 'notificationTypeName' | 'rowVersion'> & { createdUserId: number };

export const notices = serviceState('message', 'notices', seedNotices);
const versions = rowVersions('message', 'notices');

const ROLE_CODES: ReadonlySet<string> = new Set<RoleCode>(['ADM', 'DIS', 'SUP', 'ENG', 'WAD', 'CWR', 'CRE', 'LAT', 'LAD']);
const SEARCH_MAX_YEARS = LIMITS.notices.searchMaxYears;

const refuse = (field: string, message: string): never => {
  throw new SandboxError(400, message, field);
};
const today = (store: SandboxStore) => DateTime.fromJSDate(store.now, { zone: store.timeZone }).toISODate()!;

function checkNotice(store: SandboxStore, body: NoticeCreateRequest): Omit<NoticeRecord, 'id' | 'createdUserId' | 'deliveredDateTime'> {
  if (body.scheduledDate <= today(store)) refuse('scheduledDate', 'La notificación debe darse al menos un día después de hoy');
  const comment = body.comment.trim();
  if (!comment) refuse('comment', 'El comentario es obligatorio');
  if (!notificationPriorities(store).some((p) => p.id === body.notificationPriorityId && p.enabled)) {
    refuse('notificationPriorityId', `La prioridad ${body.notificationPriorityId} no existe o está deshabilitada`);
  }
  if (!notificationTypes(store).some((t) => t.id === body.notificationTypeId && t.enabled)) {
    refuse('notificationTypeId', `El tipo ${body.notificationTypeId} no existe o está deshabilitado`);
  }
  const { userIds, roleCodes, clientIds } = body.audience;
  if (!userIds.length && !roleCodes.length && !clientIds.length) refuse('audience', 'Indique al menos un usuario, rol o cliente');
  userIds.forEach((id, i) => store.users.has(id) || refuse(`audience.userIds[${i}]`, `El usuario ${id} no existe`));
  roleCodes.forEach((code, i) => ROLE_CODES.has(code) || refuse(`audience.roleCodes[${i}]`, `El rol ${code} no existe`));
  clientIds.forEach((id, i) => store.clients.has(id) || refuse(`audience.clientIds[${i}]`, `El cliente ${id} no existe`));
  return {
    scheduledDate: body.scheduledDate, comment, notificationPriorityId: body.notificationPriorityId, notificationTypeId: body.notificationTypeId,
    audience: { userIds: [...userIds], roleCodes: [...roleCodes], clientIds: [...clientIds] },
  };
}

const nameIn = (entries: { id: number; name: string }[], id: number) => entries.find((e) => e.id === id)?.name ?? '';

const toNotice = (store: SandboxStore, { createdUserId, ...notice }: NoticeRecord): Notice =>
  versions.stamp(store, notice.id, {
    ...notice, createdUserName: store.users.get(createdUserId)?.fullName ?? '',
    notificationPriorityName: nameIn(notificationPriorities(store), notice.notificationPriorityId),
    notificationTypeName: nameIn(notificationTypes(store), notice.notificationTypeId),
  });

/** The enabled users a notice reaches: those named, those of its roles and those of its clients, once each. */
function audienceOf(store: SandboxStore, { audience }: NoticeRecord): UserRecord[] {
  return [...store.users.values()].filter((u) => u.enabled && (
    audience.userIds.includes(u.userId) || audience.roleCodes.includes(u.roleCode) || u.clientIds.some((id) => audience.clientIds.includes(id))
  ));
}

/** A time rule: delivers every notice whose day has come, once. */
export function deliverDueNotices(store: SandboxStore): void {
  const day = today(store);
  for (const notice of notices(store).values()) {
    if (notice.deliveredDateTime !== null || notice.scheduledDate > day) continue;
    notice.deliveredDateTime = utc(store.now);
    versions.touch(store, notice.id);
    const priority = nameIn(notificationPriorities(store), notice.notificationPriorityId);
    const type = nameIn(notificationTypes(store), notice.notificationTypeId);
    for (const user of audienceOf(store, notice)) {
      addNotification(store, { notificationKey: 'Admin.Notice', receiverUserId: user.userId, ticketId: null, title: `${type} (${priority})`, message: notice.comment });
    }
  }
}

export const noticeHandlers: OperationHandlers = {
  createNotice: ({ store, user, body }) => {
    const notice: NoticeRecord = { ...checkNotice(store, body), id: store.nextId('notices'), createdUserId: user!.userId, deliveredDateTime: null };
    notices(store).set(notice.id, notice);
    return toNotice(store, notice);
  },
  updateNotice: ({ store, body }) => {
    const { id, rowVersion, ...fields } = body as NoticeUpdateRequest;
    const current = notices(store).get(id) ?? refuse('id', `La notificación ${id} no existe`);
    if (current.deliveredDateTime !== null) throw new SandboxError(409, 'La notificación ya fue entregada y no se puede editar');
    return versions.update(store, id, rowVersion, () => toNotice(store, current), () => {
      Object.assign(current, checkNotice(store, fields));
      return toNotice(store, current);
    });
  },
  searchNotices: ({ store, body }) => {
    if (body.dateTo < body.dateFrom) refuse('dateTo', 'La fecha final no puede ser anterior a la inicial');
    const limit = DateTime.fromISO(body.dateFrom).plus({ years: SEARCH_MAX_YEARS }).toISODate()!;
    if (body.dateTo > limit) refuse('dateTo', `El rango de fechas no puede ser mayor a ${SEARCH_MAX_YEARS} años`);
    const rows = [...notices(store).values()]
      .filter((n) => n.scheduledDate >= body.dateFrom && n.scheduledDate <= body.dateTo)
      .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id - b.id);
    return paginate(rows.map((n) => toNotice(store, n)), body.pageNumber, body.pageSize);
  },
};
