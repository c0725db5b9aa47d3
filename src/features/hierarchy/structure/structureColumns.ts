import type { TFunction } from 'i18next';
import type { ExportColumn, ExportRow } from '../../../shared/export/types';
import { orEmpty } from '../../../shared/format/emptyValue';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import type { StructureUser } from './structureModel';

/** One field of the hierarchical structure user (spec 001 section 3): its header, its cell text and its export value. */
export interface StructureColumn {
  id: string;
  header: string;
  text: (user: StructureUser) => string;
  width: string;
}

/** Every field of the hierarchical structure user, in the order the tree shows them; the full name is the tree's first column. */
export function structureColumns(t: TFunction, levelName: (level: number) => string): StructureColumn[] {
  const column = (id: string, width: string, text: (u: StructureUser) => string | number | null): StructureColumn => ({
    id, header: t(`hierarchy.fields.${id}`), width, text: (u) => orEmpty(text(u)),
  });
  return [
    column('fullName', '18rem', (u) => u.fullName),
    column('username', '12rem', (u) => u.username),
    column('email', '16rem', (u) => u.email),
    column('level', '10rem', (u) => levelName(u.level)),
    column('position', '13rem', (u) => u.position),
    column('supervisor', '13rem', (u) => u.supervisor),
    column('directManager', '13rem', (u) => u.directManager),
    column('region', '10rem', (u) => u.region),
    column('area', '8rem', (u) => u.area),
    column('country', '7rem', (u) => u.country),
    column('phone', '8rem', (u) => u.phone),
    column('lastAccessDate', '11rem', (u) => formatUtcDateTime(u.lastAccessDate)),
    column('daysSinceLastAccess', '8rem', (u) => u.daysSinceLastAccess),
    column('vacant', '7rem', (u) => t(u.isVacant ? 'common.yes' : 'common.no')),
  ];
}

/** The export writes each cell as the tree shows it. */
export function toExport(columns: readonly StructureColumn[], users: readonly StructureUser[]): { columns: ExportColumn[]; rows: ExportRow[] } {
  return {
    columns: columns.map((c) => ({ field: c.id, header: c.header })),
    rows: users.map((u) => Object.fromEntries(columns.map((c) => [c.id, c.text(u)]))),
  };
}
