import type { Language } from '../../../shared/i18n/i18n';
import type { MarkedTemplate } from '../../../shared/files/xlsxTemplate/markedTemplate';
import { writeMarkedTemplate } from '../../../shared/files/xlsxTemplate/writeMarkedTemplate';
import type { CellKind } from './locationRules';

export type LocationBulkMode = 'load' | 'deactivate';

interface ColumnSpec {
  kind: CellKind;
  required: boolean;
  header: Record<Language, string>;
}

/**
 * The load template: a new location per row, the form's fields (spec 002 section 3) with the client and the
 * priority by id; the municipality, state and region come from the postal code, as in the form.
 */
const LOAD = {
  clientId: { kind: 'id', required: true, header: { es: 'ID del cliente', en: 'Client id' } },
  name: { kind: 'text', required: true, header: { es: 'Nombre', en: 'Name' } },
  locationPriorityId: { kind: 'id', required: false, header: { es: 'ID de la prioridad', en: 'Priority id' } },
  comercialName: { kind: 'text', required: false, header: { es: 'Nombre comercial', en: 'Commercial name' } },
  address: { kind: 'text', required: true, header: { es: 'Dirección', en: 'Address' } },
  postalCode: { kind: 'postalCode', required: true, header: { es: 'Código postal', en: 'Postal code' } },
  locality: { kind: 'text', required: false, header: { es: 'Localidad', en: 'Locality' } },
  latitude: { kind: 'latitude', required: true, header: { es: 'Latitud', en: 'Latitude' } },
  longitude: { kind: 'longitude', required: true, header: { es: 'Longitud', en: 'Longitude' } },
  additionalInfo: { kind: 'text', required: false, header: { es: 'Información adicional', en: 'Additional information' } },
} as const satisfies Record<string, ColumnSpec>;

/** The deactivation template: a location named as a person knows it, by its client and name, and why it goes. */
const DEACTIVATE = {
  clientId: { kind: 'id', required: true, header: { es: 'ID del cliente', en: 'Client id' } },
  name: { kind: 'text', required: true, header: { es: 'Nombre de la ubicación', en: 'Location name' } },
  changeReason: { kind: 'text', required: true, header: { es: 'Motivo del cambio', en: 'Change reason' } },
} as const satisfies Record<string, ColumnSpec>;

export type LoadColumn = keyof typeof LOAD;
export type DeactivateColumn = keyof typeof DEACTIVATE;
export type LocationBulkColumn = LoadColumn | DeactivateColumn;

/**
 * Each mode's columns in the template's order, with their kind and headers. The headers are here and not in
 * es.json/en.json: the check runs in a worker without i18n, and a file written in one language is read in the other.
 */
export const BULK_COLUMNS: Record<LocationBulkMode, Readonly<Record<string, ColumnSpec>>> = { load: LOAD, deactivate: DEACTIVATE };
export const columnsOf = (mode: LocationBulkMode): readonly LocationBulkColumn[] => Object.keys(BULK_COLUMNS[mode]) as LocationBulkColumn[];

const FILES: Record<LocationBulkMode, { marker: string; fileName: Record<Language, string>; title: Record<Language, string> }> = {
  load: { marker: 'PlantillaUbicaciones', fileName: { es: 'Plantilla_carga_ubicaciones.xlsx', en: 'Location_load_template.xlsx' }, title: { es: 'Ubicaciones', en: 'Locations' } },
  deactivate: {
    marker: 'PlantillaBajaUbicaciones',
    fileName: { es: 'Plantilla_desactivacion_ubicaciones.xlsx', en: 'Location_deactivation_template.xlsx' },
    title: { es: 'Desactivación', en: 'Deactivation' },
  },
};

export const columnHeader = (mode: LocationBulkMode, column: string, language: Language): string => BULK_COLUMNS[mode][column]?.header[language] ?? column;

/** A mode's marked template in a language. */
export function locationTemplate(mode: LocationBulkMode, language: Language): MarkedTemplate {
  const file = FILES[mode];
  return {
    headers: columnsOf(mode).map((column) => columnHeader(mode, column, language)), markerName: file.marker, version: 'v1',
    fileName: file.fileName[language], title: file.title[language],
  };
}

/** The template file, empty for the screens; tests fill `rows` (cells in the mode's column order, coordinates as numbers). */
export const writeLocationTemplate = (mode: LocationBulkMode, language: Language, rows: readonly (readonly (string | number)[])[] = []) =>
  writeMarkedTemplate(locationTemplate(mode, language), rows);
