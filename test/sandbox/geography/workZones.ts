import { assertUniqueName, matchesText, paginate } from '../catalog/common';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { geographyCatalogue } from './catalogue';

/** A task force's work zone: the postal codes its engineer covers (a task force's id is its engineer's user id). */
export interface WorkZone {
  id: number;
  name: string;
  userId: number;
  postalCodes: string[];
}

/** Codes per seeded zone: each of the first engineers covers the first codes of one state. */
const SEEDED_CODES = 12;
const SEEDED_ZONES = 10;

const engineers = (store: SandboxStore) => [...store.users.values()].filter((u) => u.roleCode === 'ENG' && u.enabled).sort((a, b) => a.userId - b.userId);

export const workZones = serviceState('geography', 'workZones', (store: SandboxStore) => {
  const { postalCodes, municipalities, states } = geographyCatalogue(store);
  const codesOf = (countryStateId: number) =>
    [...postalCodes.values()].filter((c) => c.enabled && municipalities.get(c.municipalityId)?.countryStateId === countryStateId).map((c) => c.postalCode).sort();
  const stateList = [...states.values()].sort((a, b) => a.countryStateId - b.countryStateId);
  const zones = engineers(store).slice(0, SEEDED_ZONES).map((engineer, i): WorkZone => {
    const state = stateList[i % stateList.length]!;
    return { id: i + 1, name: `${state.name} ${Math.floor(i / stateList.length) + 1}`, userId: engineer.userId, postalCodes: codesOf(state.countryStateId).slice(0, SEEDED_CODES) };
  });
  return new Map(zones.map((z) => [z.id, z]));
});

const versions = rowVersions('geography', 'workZones');
const refuse = (status: number, message: string, field?: string): never => {
  throw new SandboxError(status, message, field);
};
const fullName = (store: SandboxStore, userId: number) => store.users.get(userId)?.fullName ?? '';
const row = (store: SandboxStore, z: WorkZone) =>
  versions.stamp(store, z.id, { id: z.id, name: z.name, userId: z.userId, userFullName: fullName(store, z.userId), postalCodes: [...z.postalCodes] });

/** An enabled engineer, existing enabled codes and a name no other zone has. */
function checked(store: SandboxStore, body: { name: string; userId: number; postalCodes: string[] }, id: number | null): Omit<WorkZone, 'id'> {
  const user = store.users.get(body.userId);
  if (!user?.enabled || user.roleCode !== 'ENG') refuse(400, `El usuario ${body.userId} no es un ingeniero habilitado`, 'userId');
  const known = geographyCatalogue(store).postalCodes;
  const missing = body.postalCodes.filter((code) => !known.get(code)?.enabled);
  if (missing.length) refuse(400, `Los códigos postales ${missing.join(', ')} no existen`, 'postalCodes');
  const name = body.name.trim();
  assertAllowedText(name, TEXT_FIELDS.name);
  assertUniqueName(workZones(store).values(), name, id, 'Ya existe una zona de trabajo con ese nombre');
  return { name, userId: body.userId, postalCodes: [...body.postalCodes].sort() };
}

export const workZoneHandlers: OperationHandlers = {
  searchWorkZones: ({ store, body }) => {
    const rows = [...workZones(store).values()]
      .filter((z) => (body.postalCode == null || z.postalCodes.includes(body.postalCode)) && matchesText(body.text, z.name, fullName(store, z.userId)))
      .sort((a, b) => a.id - b.id);
    const page = paginate(rows, body.pageNumber, body.pageSize, { isExport: body.isExport });
    return { ...page, items: page.items.map((z) => row(store, z)) };
  },
  createWorkZone: ({ store, body }) => {
    const fields = checked(store, body, null);
    const zone = { id: Math.max(0, ...workZones(store).keys()) + 1, ...fields };
    workZones(store).set(zone.id, zone);
    return row(store, zone);
  },
  updateWorkZone: ({ store, body }) => {
    const zone = workZones(store).get(body.id) ?? refuse(404, `La zona de trabajo ${body.id} no existe`);
    return versions.update(store, zone.id, body.rowVersion, () => row(store, zone), () => {
      Object.assign(zone, checked(store, body, zone.id));
      return row(store, zone);
    });
  },
  deleteWorkZone: ({ store, params }) => {
    if (!workZones(store).delete(params.id)) refuse(404, `La zona de trabajo ${params.id} no existe`);
    return true;
  },
  getResponsiblesByPostalCode: ({ store, params }) =>
    [...workZones(store).values()]
      .filter((z) => z.postalCodes.includes(params.postalCode))
      .map((z) => ({ userId: z.userId, fullName: fullName(store, z.userId), workZoneId: z.id, workZoneName: z.name }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName, 'es')),
};
