import { serviceState } from '../store/serviceState';
import type { DescribedRecord } from '../store/types';

const TOWER_TYPES: readonly DescribedRecord[] = [
  { id: 1, name: 'Autosoportada', description: 'Estructura de celosía triangular o cuadrada sin tensores', enabled: true },
  { id: 2, name: 'Arriostrada', description: 'Mástil sostenido por cables tensores anclados al terreno', enabled: true },
  { id: 3, name: 'Monopolo', description: 'Poste tubular de acero para zonas urbanas', enabled: true },
  { id: 4, name: 'Azotea', description: 'Mástil o torre ligera sobre la azotea de un edificio', enabled: true },
  { id: 5, name: 'Camuflada', description: 'Monopolo con forma de árbol o palmera para reducir el impacto visual', enabled: true },
  { id: 6, name: 'Torre móvil', description: 'Unidad sobre remolque para eventos o contingencias', enabled: false },
];

/** Tower types (route towerType, catalog.yaml TowerType): the kinds of tower a telecom site stands on. */
export const towerTypes = serviceState('catalog', 'towerTypes', () => new Map(TOWER_TYPES.map((row) => [row.id, { ...row }])));
