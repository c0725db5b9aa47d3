import { serviceState } from '../store/serviceState';
import type { DescribedRecord } from '../store/types';

const AUDIT_TYPES: readonly DescribedRecord[] = [
  { id: 1, name: 'Conteo cíclico', description: 'Conteo programado de una parte del almacén o del inventario de una cuadrilla', enabled: true },
  { id: 2, name: 'Inventario anual', description: 'Conteo completo de todo lo que tiene el lugar al cierre del año', enabled: true },
  { id: 3, name: 'Sorpresa', description: 'Conteo sin aviso previo al responsable del lugar', enabled: true },
  { id: 4, name: 'Cambio de responsable', description: 'Conteo al entregar un almacén o una cuadrilla a otro responsable', enabled: true },
  { id: 5, name: 'Cierre de proyecto', description: 'Conteo del material asignado a un proyecto que termina', enabled: false },
];

/** Audit types (route audit, catalog.yaml AuditType): the kinds of audit the inventory service's audits are planned with. */
export const auditTypes = serviceState('catalog', 'auditTypes', () => new Map(AUDIT_TYPES.map((row) => [row.id, { ...row }])));
