import { DEMO_USERS } from '../store/createStore';
import type { RoleCode, SandboxStore } from '../store/types';
import type { EscalationRule } from './escalations';

const PENDING_ASSIGNMENT = 2;
const ON_HOLD = 3;
const CRITICAL = 1;

/** Staff of a role beyond the demo accounts, so the seeded rules never ring a demo user's bell (tests count them). */
function staff(store: SandboxStore, role: RoleCode, count: number): number[] {
  return [...store.users.values()].filter((u) => u.roleCode === role && u.userId > DEMO_USERS.length).slice(0, count).map((u) => u.userId);
}

/**
 * What an administrator would have set up: rules on two clients (never client 1, which the tests' own rules use),
 * by time in a status and by SLA spent, so a fresh `npm start` shows rules and, as its clock runs, the escalations
 * they send.
 */
export function seedEscalationRules(store: SandboxStore): Map<number, EscalationRule> {
  const clients = [...store.clients.values()].filter((c) => c.enabled && c.id !== 1).slice(0, 2);
  const dispatchers = staff(store, 'DIS', 2);
  const supervisors = staff(store, 'SUP', 2);
  const serviceOf = (clientId: number) => [...store.services.values()].find((s) => s.clientId === clientId)?.id ?? null;
  const rules: Omit<EscalationRule, 'id'>[] = clients.flatMap((client) => [
    {
      name: 'Sin asignar más de una hora', clientId: client.id, serviceId: null, criticalityId: null, statusId: PENDING_ASSIGNMENT,
      measure: 'TimeInStatus', enabled: true,
      levels: [{ level: 1, threshold: 60, userIds: dispatchers }, { level: 2, threshold: 180, userIds: supervisors }],
    },
    {
      name: 'Críticos cerca del vencimiento', clientId: client.id, serviceId: serviceOf(client.id), criticalityId: CRITICAL, statusId: null,
      measure: 'SlaSpent', enabled: true,
      levels: [{ level: 1, threshold: 75, userIds: supervisors }],
    },
  ]);
  rules.push({
    name: 'En espera prolongada', clientId: clients[0]!.id, serviceId: null, criticalityId: null, statusId: ON_HOLD,
    measure: 'TimeInStatus', enabled: false, levels: [{ level: 1, threshold: 1440, userIds: supervisors }],
  });
  return new Map(rules.map((rule) => {
    const id = store.nextId('escalations');
    return [id, { ...rule, id }];
  }));
}
