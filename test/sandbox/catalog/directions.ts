import { serviceState } from '../store/serviceState';

export interface DirectionRecord {
  id: number;
  name: string;
  abbreviation: string;
  enabled: boolean;
}

const DIRECTIONS: readonly DirectionRecord[] = [
  { id: 1, name: 'Norte', abbreviation: 'Nte.', enabled: true },
  { id: 2, name: 'Sur', abbreviation: 'Sur', enabled: true },
  { id: 3, name: 'Oriente', abbreviation: 'Ote.', enabled: true },
  { id: 4, name: 'Poniente', abbreviation: 'Pte.', enabled: true },
  { id: 5, name: 'Noreste', abbreviation: 'NE', enabled: true },
  { id: 6, name: 'Noroeste', abbreviation: 'NO', enabled: true },
  { id: 7, name: 'Sureste', abbreviation: 'SE', enabled: true },
  { id: 8, name: 'Suroeste', abbreviation: 'SO', enabled: true },
  { id: 9, name: 'Centro', abbreviation: 'Cto.', enabled: false },
];

/** Address directions (route directions, catalog.yaml Direction): the orientations Mexican street names carry (5 Norte, Reforma Ote.). */
export const directions = serviceState('catalog', 'directions', () => new Map(DIRECTIONS.map((row) => [row.id, { ...row }])));
