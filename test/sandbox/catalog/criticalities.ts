import { serviceState } from '../store/serviceState';
import type { DescribedRecord } from '../store/types';

const CRITICALITIES: readonly DescribedRecord[] = [
  { id: 1, name: 'Crítica', description: 'Detiene la operación del cliente; se escala de inmediato', enabled: true },
  { id: 2, name: 'Alta', description: 'Afecta a varios usuarios o a un servicio principal del cliente', enabled: true },
  { id: 3, name: 'Media', description: 'Afecta a un usuario o a un servicio secundario', enabled: true },
  { id: 4, name: 'Baja', description: 'Sin efecto en la operación del cliente; se atiende en el tiempo normal', enabled: true },
  { id: 5, name: 'Planificada', description: 'Trabajo programado con el cliente, sin urgencia', enabled: false },
];

/**
 * Ticket criticality levels (route create/criticality, catalog.yaml Criticality), which escalations are set by. A
 * ticket's criticality is its priority: the seeded levels have the priorities' ids and names (catalogSeed.ts PRIORITIES).
 */
export const criticalities = serviceState('catalog', 'criticalities', () => new Map(CRITICALITIES.map((row) => [row.id, { ...row }])));

export const criticalityOf = (ticket: { priorityId: number }) => ticket.priorityId;
