import type { MarkedTemplate } from '../../shared/files/xlsxTemplate/markedTemplate';

/**
 * The bulk hierarchy template: one row per user to place (user name, level, the superior's user name,
 * position). The headers are the service's (security.yaml BulkUpdateHierarchy), the same in every
 * language, like the file; the hidden marker tells a modified template apart. The app writes and checks
 * the file with it and the sandbox's bulk guard refuses a file it would call modified, so both read this
 * one definition.
 */
export const HIERARCHY_TEMPLATE: MarkedTemplate = {
  headers: ['Usuario', 'Nivel', 'Superior', 'Puesto'], markerName: 'PlantillaActualizacionJerarquia', version: 'v1',
  fileName: 'Plantilla_actualizacion_jerarquia.xlsx', title: 'Jerarquía',
};
