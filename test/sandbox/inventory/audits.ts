import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { auditTypes } from '../catalog/auditTypes';
import { paginate } from '../catalog/common';
import { auditFindings, serialKey, supplyDifferences, type ComponentFinding, type Findings } from './auditFindings';
import type { Place } from './ledger';
import { isTaskForce, placeName } from './places';
import { sortRows } from './rows';
import { inventoryOf, type InventoryState } from './state';

export type AuditPlaceType = 'Warehouse' | 'TaskForce';

export interface AuditRecord {
  auditId: number;
  auditTypeId: number;
  place: Place & { type: AuditPlaceType };
  status: 'Open' | 'Closed';
  createdUserId: number;
  createdDateTime: string;
  closedDateTime: string | null;
  /** Serials as counted, once each (compared by serialKey). */
  counted: string[];
  supplyCounts: Map<number, number>;
  /** The findings as they were at the close; an open audit's are read from the ledger each time. */
  recorded: Findings | null;
  reportFileId: number | null;
  reportFileName: string | null;
}

const placeLabel = (type: AuditPlaceType) => (type === 'Warehouse' ? 'El almacén' : 'La fuerza de tarea');

function checkPlace(store: SandboxStore, place: AuditRecord['place']): void {
  const exists = place.type === 'Warehouse' ? store.warehouses.has(place.id) : isTaskForce(store, place.id);
  if (!exists) throw new SandboxError(404, `${placeLabel(place.type)} ${place.id} no existe`);
}

export const findingsOf = (state: InventoryState, audit: AuditRecord): Findings =>
  audit.recorded ?? auditFindings(state.ledger, audit.place, { serials: audit.counted, supplies: audit.supplyCounts });

/** Adds serials (once each), takes mistaken ones back out, and replaces the supplies' counts. */
/** Refuses a step on a closed audit, naming what was tried. */
export function closeAuditRefusal(audit: AuditRecord, step: string): void {
  if (audit.status === 'Closed') throw new SandboxError(409, `La auditoría ${audit.auditId} está cerrada: ya no se puede ${step}`);
}

export function countInto(audit: AuditRecord, count: { serialNumbers: string[]; removedSerialNumbers: string[]; supplies: { supplyId: number; quantity: number }[] }): void {
  closeAuditRefusal(audit, 'contar');
  const removed = new Set(count.removedSerialNumbers.map(serialKey));
  const kept = audit.counted.filter((s) => !removed.has(serialKey(s)));
  const seen = new Set(kept.map(serialKey));
  for (const serial of count.serialNumbers.map((s) => s.trim())) {
    if (serial && !seen.has(serialKey(serial))) {
      seen.add(serialKey(serial));
      kept.push(serial);
    }
  }
  audit.counted = kept;
  for (const { supplyId, quantity } of count.supplies) audit.supplyCounts.set(supplyId, quantity);
}

export function closeAudit(state: InventoryState, audit: AuditRecord, closedDateTime: string): void {
  if (audit.status === 'Closed') throw new SandboxError(409, `La auditoría ${audit.auditId} ya está cerrada`);
  audit.recorded = findingsOf(state, audit);
  audit.status = 'Closed';
  audit.closedDateTime = closedDateTime;
}

/** The inventory's audits, seeded on first use: one open, two closed with findings (see seedAudits). */
export const auditsOf = serviceState('inventory', 'audits', (store): Map<number, AuditRecord> => seedAudits(store));

export function existingAudit(store: SandboxStore, auditId: number): AuditRecord {
  const audit = auditsOf(store).get(auditId);
  if (!audit) throw new SandboxError(404, `La auditoría ${auditId} no existe`);
  return audit;
}

function newAudit(store: SandboxStore, audits: Map<number, AuditRecord>, body: { auditTypeId: number; placeType: AuditPlaceType; placeId: number }, userId: number): AuditRecord {
  const type = auditTypes(store).get(body.auditTypeId);
  if (!type) throw new SandboxError(404, `El tipo de auditoría ${body.auditTypeId} no existe`);
  if (!type.enabled) throw new SandboxError(422, `El tipo de auditoría ${type.name} está deshabilitado`);
  const place = { type: body.placeType, id: body.placeId };
  checkPlace(store, place);
  const open = [...audits.values()].find((a) => a.status === 'Open' && a.place.type === place.type && a.place.id === place.id);
  // Two open counts of one place would each find the other's scans missing.
  if (open) throw new SandboxError(409, `${placeLabel(place.type)} ${placeName(store, inventoryOf(store), place)} ya tiene la auditoría ${open.auditId} abierta`);
  const audit: AuditRecord = {
    auditId: audits.size + 1, auditTypeId: type.id, place, status: 'Open', createdUserId: userId, createdDateTime: utc(store.now),
    closedDateTime: null, counted: [], supplyCounts: new Map(), recorded: null, reportFileId: null, reportFileName: null,
  };
  audits.set(audit.auditId, audit);
  return audit;
}

/**
 * Seeded audits over the seeded ledger: audit 1 closed at a warehouse (two components not counted, one serial of
 * another place and one nobody has, a supply short), audit 2 closed at a task force (one component missing, a supply
 * over), audit 3 open at another warehouse with part of its components counted.
 */
function seedAudits(store: SandboxStore): Map<number, AuditRecord> {
  const audits = new Map<number, AuditRecord>();
  const state = inventoryOf(store);
  const held = (place: Place) => [...state.ledger.components.values()].filter((c) => c.place.type === place.type && c.place.id === place.id);
  const stocked = (place: Place) => [...state.ledger.supplyStock.entries()].filter(([key, n]) => n > 0 && key.startsWith(`${place.type}:${place.id}|`)).map(([key, n]) => ({ supplyId: Number(key.split('|')[1]), n }));
  const places = (type: AuditPlaceType) => [...new Set([...state.ledger.components.values()].filter((c) => c.place.type === type).map((c) => c.place.id))].sort((a, b) => a - b);
  const at = (days: number) => utc(new Date(store.now.getTime() - days * 86_400_000));
  const [w1, w2] = places('Warehouse');
  const [t1] = places('TaskForce');
  const plan = (auditTypeId: number, place: AuditRecord['place'], daysAgo: number) => {
    const audit = newAudit(store, audits, { auditTypeId, placeType: place.type, placeId: place.id }, 5);
    audit.createdDateTime = at(daysAgo);
    return audit;
  };
  if (w1 !== undefined) {
    const place = { type: 'Warehouse' as const, id: w1 };
    const audit = plan(2, place, 30);
    const elsewhere = [...state.ledger.components.values()].find((c) => c.place.type !== 'Warehouse' || c.place.id !== w1);
    const supplies = stocked(place);
    countInto(audit, {
      serialNumbers: [...held(place).slice(2).map((c) => c.serialNumber), ...(elsewhere ? [elsewhere.serialNumber] : []), 'SN-SIN-REGISTRO-01'],
      removedSerialNumbers: [],
      supplies: supplies.map((s, i) => ({ supplyId: s.supplyId, quantity: i === 0 ? Math.max(0, s.n - 3) : s.n })),
    });
    closeAudit(state, audit, at(29));
  }
  if (t1 !== undefined) {
    const place = { type: 'TaskForce' as const, id: t1 };
    const audit = plan(3, place, 12);
    countInto(audit, {
      serialNumbers: held(place).slice(1).map((c) => c.serialNumber), removedSerialNumbers: [],
      supplies: stocked(place).map((s, i) => ({ supplyId: s.supplyId, quantity: i === 0 ? s.n + 2 : s.n })),
    });
    closeAudit(state, audit, at(12));
  }
  if (w2 !== undefined) {
    const place = { type: 'Warehouse' as const, id: w2 };
    const audit = plan(1, place, 1);
    const components = held(place);
    countInto(audit, { serialNumbers: components.slice(0, Math.ceil(components.length / 2)).map((c) => c.serialNumber), removedSerialNumbers: [], supplies: [] });
  }
  return audits;
}

function auditRow(store: SandboxStore, state: InventoryState, audit: AuditRecord) {
  const findings = findingsOf(state, audit);
  return {
    auditId: audit.auditId,
    auditTypeId: audit.auditTypeId,
    auditTypeName: auditTypes(store).get(audit.auditTypeId)?.name ?? `Tipo ${audit.auditTypeId}`,
    placeType: audit.place.type,
    placeId: audit.place.id,
    placeName: placeName(store, state, audit.place),
    status: audit.status,
    createdUserFullName: store.users.get(audit.createdUserId)?.fullName ?? '',
    createdDateTime: audit.createdDateTime,
    closedDateTime: audit.closedDateTime,
    reportFileId: audit.reportFileId,
    reportFileName: audit.reportFileName,
    matchedCount: findings.matched.length,
    missingCount: findings.missing.length,
    unexpectedCount: findings.unexpected.length,
    supplyDifferenceCount: supplyDifferences(findings),
  };
}

function auditDetail(store: SandboxStore, audit: AuditRecord) {
  const state = inventoryOf(store);
  const findings = findingsOf(state, audit);
  const component = (f: ComponentFinding) => {
    const item = f.productId === null ? undefined : state.ledger.components.get(f.productId);
    return {
      serialNumber: f.serialNumber,
      productId: f.productId,
      description: item?.description ?? null,
      kitName: f.kitId === null ? null : (state.ledger.kits.get(f.kitId)?.name ?? null),
      ledgerPlaceName: f.ledgerPlace ? placeName(store, state, f.ledgerPlace) : null,
    };
  };
  return {
    audit: auditRow(store, state, audit),
    counted: [...audit.counted],
    matched: findings.matched.map(component),
    missing: findings.missing.map(component),
    unexpected: findings.unexpected.map(component),
    supplies: findings.supplies.map((s) => {
      const supply = state.ledger.supplies.get(s.supplyId);
      return { supplyId: s.supplyId, name: supply?.name ?? `Insumo ${s.supplyId}`, code: supply?.code ?? '', expected: s.expected, counted: s.counted };
    }),
  };
}

export const auditHandlers: OperationHandlers = {
  createAudit: ({ store, user, body }) => auditDetail(store, newAudit(store, auditsOf(store), body, user!.userId)),
  searchAudits: ({ store, body }) => {
    const state = inventoryOf(store);
    const rows = [...auditsOf(store).values()]
      .filter((a) => (!body.placeType || a.place.type === body.placeType) && (!body.placeIds.length || body.placeIds.includes(a.place.id)))
      .filter((a) => (!body.auditTypeId || a.auditTypeId === body.auditTypeId) && (!body.status || a.status === body.status))
      .sort((a, b) => b.createdDateTime.localeCompare(a.createdDateTime) || b.auditId - a.auditId)
      .map((a) => auditRow(store, state, a));
    return paginate(sortRows(rows, body.sortField, body.sortOrder), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  getAudit: ({ store, params }) => auditDetail(store, existingAudit(store, params.id)),
  countAudit: ({ store, body }) => {
    const audit = existingAudit(store, body.auditId);
    const { ledger } = inventoryOf(store);
    const unknown = (body.supplies as { supplyId: number }[]).find((s) => !ledger.supplies.has(s.supplyId));
    if (unknown) throw new SandboxError(404, `El insumo ${unknown.supplyId} no existe`);
    countInto(audit, body);
    return auditDetail(store, audit);
  },
  closeAudit: ({ store, body }) => {
    const audit = existingAudit(store, body.auditId);
    closeAudit(inventoryOf(store), audit, utc(store.now));
    return auditDetail(store, audit);
  },
};
