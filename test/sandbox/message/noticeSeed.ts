import { DateTime } from 'luxon';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import type { NoticeRecord } from './notices';

const ADMIN = 1;
const [HIGH, MEDIUM, LOW] = [1, 2, 3];
const [MAINTENANCE, OPERATION, GENERAL] = [1, 2, 3];

/** Days from today, the comment, priority, type and roles: what an administrator would have sent and scheduled. */
const NOTICES: [number, string, number, number, NoticeRecord['audience']['roleCodes']][] = [
  [-21, 'Se actualizó el catálogo de fallas: revise las nuevas fallas declaradas antes de registrar un ticket.', MEDIUM, OPERATION, ['DIS', 'SUP']],
  [-9, 'El almacén central cierra el inventario el viernes; los envíos se reanudan el lunes.', HIGH, OPERATION, ['WAD', 'DIS']],
  [-2, 'Mantenimiento del sistema concluido. Si nota algún cambio, avise a la mesa de servicio.', LOW, MAINTENANCE, ['ADM', 'DIS', 'SUP', 'ENG']],
  [12, 'Mantenimiento programado de 22:00 a 23:30; guarde su trabajo antes de esa hora.', HIGH, MAINTENANCE, ['ADM', 'DIS', 'SUP', 'ENG', 'WAD']],
  [30, 'Cierre de mes: la mesa de servicio atiende en horario extendido.', MEDIUM, GENERAL, ['DIS', 'SUP']],
];

/**
 * A few notices around today: those of past days already delivered (their notifications are not replayed), those
 * ahead delivered when the sandbox clock reaches their day, far enough that no test's clock move reaches them.
 */
export function seedNotices(store: SandboxStore): Map<number, NoticeRecord> {
  const today = DateTime.fromJSDate(store.now, { zone: store.timeZone }).startOf('day');
  return new Map(NOTICES.map(([days, comment, notificationPriorityId, notificationTypeId, roleCodes]) => {
    const day = today.plus({ days });
    const id = store.nextId('notices');
    const deliveredDateTime = days <= 0 ? utc(day.plus({ hours: 7 }).toJSDate()) : null;
    return [id, {
      id, scheduledDate: day.toISODate()!, comment, notificationPriorityId, notificationTypeId, createdUserId: ADMIN, deliveredDateTime,
      audience: { userIds: [], roleCodes: [...roleCodes], clientIds: [] },
    }];
  }));
}
