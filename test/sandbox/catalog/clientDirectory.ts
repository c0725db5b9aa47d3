import type { OperationHandlers } from '../runtime';
import type { ClientRecord, SandboxStore } from '../store/types';
import { mayUse } from './clients';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');
const enabledOf = <T extends { enabled: boolean }>(rows: Map<number, T>) => [...rows.values()].filter((r) => r.enabled);

/** One client's entry: its enabled services, its priorities' attention hours (its SLA) and its own users as contacts, writers first. */
function entryOf(store: SandboxStore, client: ClientRecord) {
  const services = enabledOf(store.services)
    .filter((s) => s.clientId === client.id)
    .sort(byName)
    .map((s) => ({
      id: s.id, number: s.number, name: s.name,
      serviceTypeName: store.serviceTypes.get(s.serviceTypeId)?.name ?? null, projectName: store.projects.get(s.projectId)?.name ?? null,
    }));
  const attentionTimes = enabledOf(store.clientPriorities)
    .filter((p) => p.clientId === client.id)
    .sort((a, b) => a.attentionHours - b.attentionHours)
    .map((p) => ({ priorityId: p.id, priorityName: p.name, attentionHours: p.attentionHours }));
  const contacts = [...store.users.values()]
    .filter((u) => u.enabled && u.clientIds.includes(client.id))
    .sort((a, b) => Number(b.roleCode === 'CWR') - Number(a.roleCode === 'CWR') || a.fullName.localeCompare(b.fullName, 'es'))
    .map((u) => ({ userId: u.userId, fullName: u.fullName, email: u.email, mobileNumber: u.mobileNumber || null }));
  return { id: client.id, number: client.number, name: client.name, description: client.description || null, services, attentionTimes, contacts };
}

/** The informative module's client directory (catalog.yaml getCatalogClientDirectory): any signed-in user, a client user only their clients. */
export const clientDirectoryHandlers: OperationHandlers = {
  getCatalogClientDirectory: ({ store, user }) =>
    [...store.clients.values()]
      .filter((c) => mayUse(user!, c))
      .sort(byName)
      .map((c) => entryOf(store, c)),
};
