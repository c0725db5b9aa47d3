import type { Language } from '../../../shared/i18n/i18n';
import type { MarkedTemplate } from '../../../shared/files/xlsxTemplate/markedTemplate';
import { writeMarkedTemplate } from '../../../shared/files/xlsxTemplate/writeMarkedTemplate';
import { TEMPLATE_COLUMNS, type TemplateColumn } from '../templateRows';

export type BulkMode = 'load' | 'update';

/**
 * The template's headers in each language, as spec 001 section 3 names the fields (the bulk load's ids by
 * their catalogue: client, responsible type, model, currency). Here and not in es.json/en.json: the check runs
 * in a worker without i18n, and a file written in one language is still read in the other.
 */
export const TEMPLATE_HEADERS: Record<Language, Record<TemplateColumn, string>> = {
  es: {
    serialNumber: 'Número de serie', productModelId: 'ID del modelo', clientId: 'ID del cliente', locationId: 'ID de la ubicación',
    responsibleTypeId: 'ID del tipo de responsable', responsibleId: 'ID del responsable', componentStatusId: 'ID del estatus del componente',
    conditionId: 'ID de la condición', productTiNumber: 'Número de stock (TI)', cost: 'Costo', currencyId: 'ID de la moneda',
    programmed: 'Programado', remote: 'Remoto', isClientProperty: 'Propiedad del cliente', ip: 'IP', port: 'Puerto',
    simNumber: 'Número SIM', imeiNumber: 'Número IMEI',
  },
  en: {
    serialNumber: 'Serial number', productModelId: 'Model id', clientId: 'Client id', locationId: 'Location id',
    responsibleTypeId: 'Responsible type id', responsibleId: 'Responsible id', componentStatusId: 'Component status id',
    conditionId: 'Condition id', productTiNumber: 'Stock number (TI)', cost: 'Cost', currencyId: 'Currency id',
    programmed: 'Programmed', remote: 'Remote', isClientProperty: 'Client property', ip: 'IP', port: 'Port',
    simNumber: 'SIM number', imeiNumber: 'IMEI number',
  },
};

const FILE_NAMES: Record<BulkMode, Record<Language, string>> = {
  load: { es: 'Plantilla_carga_componentes.xlsx', en: 'Component_load_template.xlsx' },
  update: { es: 'Plantilla_actualizacion_componentes.xlsx', en: 'Component_update_template.xlsx' },
};

/**
 * The marked template of a mode in a language. Load and update share columns and marker: the update names
 * each component by its serial number and writes every other column, so one filled file serves both.
 */
export function componentTemplate(mode: BulkMode, language: Language): MarkedTemplate {
  return {
    headers: TEMPLATE_COLUMNS.map((column) => TEMPLATE_HEADERS[language][column]),
    markerName: 'PlantillaComponentes', version: 'v1', fileName: FILE_NAMES[mode][language],
    title: language === 'es' ? 'Componentes' : 'Components',
  };
}

/** Every language's template (the check accepts any of them). */
export const ALL_TEMPLATES: readonly MarkedTemplate[] = (Object.keys(TEMPLATE_HEADERS) as Language[]).map((language) => componentTemplate('load', language));

/** The template file, empty for the screens; benches and tests fill `rows` (cells in TEMPLATE_COLUMNS order). */
export const writeComponentTemplate = (mode: BulkMode, language: Language, rows: readonly (readonly string[])[] = []) =>
  writeMarkedTemplate(componentTemplate(mode, language), rows);
