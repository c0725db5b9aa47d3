import type { Escalation, EscalationFields, EscalationLevel, EscalationUpdateRequest } from '../../../src/api/tags/ticket';
import { LIMITS } from '../../../src/shared/validation/limits';
import { criticalities } from '../catalog/criticalities';
import { seedEscalationRules } from './escalationSeed';
import { paginate } from '../catalog/common';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';

export type EscalationRule = Omit<Escalation, 'clientName' | 'serviceName' | 'criticalityName' | 'statusName' | 'rowVersion'>;

/** The rules, by id, starting from a few an administrator would have set (escalationSeed). */
export const escalationRules = serviceState('ticket', 'escalations', seedEscalationRules);
const versions = rowVersions('ticket', 'escalations');

/** A percentage of the attention time cannot pass 100 (the schema's maximum is the minutes'). */
const { slaPercentMax } = LIMITS.escalations;

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const refuse = (field: string, message: string): never => {
  throw new SandboxError(400, message, field);
};

/** The rules the schema cannot say, each refused with 400 naming the field (as the runtime names a schema's). */
function checkRule(store: SandboxStore, body: EscalationFields, id: number | null): EscalationRule {
  const name = body.name.trim();
  if (!name) refuse('name', 'El nombre es obligatorio');
  const client = store.clients.get(body.clientId);
  if (!client?.enabled) refuse('clientId', `El cliente ${body.clientId} no existe o está deshabilitado`);
  if (body.serviceId !== null && store.services.get(body.serviceId)?.clientId !== body.clientId) {
    refuse('serviceId', `El servicio ${body.serviceId} no pertenece al cliente`);
  }
  if (body.criticalityId !== null && !criticalities(store).has(body.criticalityId)) {
    refuse('criticalityId', `La criticidad ${body.criticalityId} no existe`);
  }
  if (body.measure === 'TimeInStatus' && (body.statusId === null || !store.statuses.has(body.statusId))) {
    refuse('statusId', 'Indique el estatus cuyo tiempo se mide');
  }
  if (body.measure === 'SlaSpent' && body.statusId !== null) refuse('statusId', 'El avance del SLA no se mide por estatus');
  body.levels.forEach((level: EscalationLevel, i: number) => {
    if (level.level !== i + 1) refuse(`levels[${i}].level`, 'Los niveles se numeran desde 1, en orden');
    if (i > 0 && level.threshold <= body.levels[i - 1]!.threshold) refuse(`levels[${i}].threshold`, 'Cada nivel debe tener un umbral mayor que el anterior');
    if (body.measure === 'SlaSpent' && level.threshold > slaPercentMax) refuse(`levels[${i}].threshold`, 'El porcentaje del SLA no puede pasar de 100');
    const unknown = level.userIds.find((userId) => !store.users.get(userId)?.enabled);
    if (unknown !== undefined) refuse(`levels[${i}].userIds`, `El usuario ${unknown} no existe o está deshabilitado`);
  });
  const clash = [...escalationRules(store).values()].some((r) => r.id !== id && r.clientId === body.clientId && fold(r.name) === fold(name));
  if (clash) throw new SandboxError(409, 'Ya existe una escalación con ese nombre para el cliente');
  return {
    id: id ?? 0, name, clientId: body.clientId, serviceId: body.serviceId, criticalityId: body.criticalityId, statusId: body.statusId,
    measure: body.measure, enabled: body.enabled, levels: body.levels.map((l: EscalationLevel) => ({ ...l, userIds: [...l.userIds] })),
  };
}

function toRow(store: SandboxStore, rule: EscalationRule): Escalation {
  return versions.stamp(store, rule.id, {
    ...rule,
    clientName: store.clients.get(rule.clientId)?.name ?? '',
    serviceName: rule.serviceId === null ? null : store.services.get(rule.serviceId)?.name ?? null,
    criticalityName: rule.criticalityId === null ? null : criticalities(store).get(rule.criticalityId)?.name ?? null,
    statusName: rule.statusId === null ? null : store.statuses.get(rule.statusId)?.name ?? null,
  });
}

function ruleOf(store: SandboxStore, id: number): EscalationRule {
  const rule = escalationRules(store).get(id);
  if (!rule) throw new SandboxError(404, `La escalación ${id} no existe`);
  return rule;
}

export const escalationHandlers: OperationHandlers = {
  searchEscalations: ({ store, body }) => {
    const text = body.text === null ? '' : fold(body.text.trim());
    const rows = [...escalationRules(store).values()]
      .filter((r) => (body.clientId === null || r.clientId === body.clientId) && (body.enabled === null || r.enabled === body.enabled))
      .filter((r) => body.criticalityId === null || r.criticalityId === null || r.criticalityId === body.criticalityId)
      .filter((r) => !text || fold(r.name).includes(text))
      .map((r) => toRow(store, r))
      .sort((a, b) => a.clientName.localeCompare(b.clientName, 'es') || a.name.localeCompare(b.name, 'es'));
    return paginate(rows, body.pageNumber, body.pageSize);
  },
  createEscalation: ({ store, body }) => {
    const rule = { ...checkRule(store, body as EscalationFields, null), id: store.nextId('escalations') };
    escalationRules(store).set(rule.id, rule);
    return toRow(store, rule);
  },
  updateEscalation: ({ store, body }) => {
    const { id, rowVersion, ...fields } = body as EscalationUpdateRequest;
    const current = ruleOf(store, id);
    const next = { ...checkRule(store, fields, id), id };
    return versions.update(store, id, rowVersion, () => toRow(store, current), () => {
      escalationRules(store).set(id, next);
      return toRow(store, next);
    });
  },
  deleteEscalation: ({ store, params }) => {
    ruleOf(store, Number(params.id));
    return escalationRules(store).delete(Number(params.id));
  },
};
