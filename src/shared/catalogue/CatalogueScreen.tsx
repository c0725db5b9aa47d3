import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceScreen } from '../resource/ResourceScreen';
import type { ResourceDescription } from '../resource/resourceTypes';
import type { GridRequest } from '../ui/GridPage/useServerGrid';
import { LIMITS } from '../validation/limits';
import { BulkReplaceAction } from './bulkReplace/BulkReplaceAction';
import { catalogueActions } from './catalogueActions';
import { catalogueColumns } from './catalogueColumns';
import { catalogueFilter, type CatalogueFilterValues } from './catalogueFilter';
import type { CatalogueDescription, CatalogueRow, CatalogueSearchArg, CatalogueSearchRequest } from './catalogueTypes';
import { LookupAction } from './LookupAction';
import { searchInBody } from './searchArgs';

const searchRequest = ({ filter, pageNumber, pageSize, isExport }: GridRequest<CatalogueFilterValues>): CatalogueSearchRequest => ({
  text: filter.text || null, enabled: filter.enabled, isExport: isExport || null, pageNumber, pageSize,
});
const inBody = searchInBody('catalogSearchRequest');
// Catalogue searches take no sort: the service answers by id.
const BY_ID = { field: 'id', order: 'asc' } as const;
const rowName = (row: CatalogueRow) => row.name;

/** The permissions a catalogue's actions depend on: its own and its child catalogues' create. */
const permissionsOf = ({ permissions, children = [] }: CatalogueDescription<any>) => [
  ...Object.values(permissions),
  ...children.flatMap((list) => (list.add ? [list.add.catalogue.permissions.create] : [])),
];

interface CatalogueScreenProps<Row extends CatalogueRow> {
  description: CatalogueDescription<Row>;
  /** Whether the user holds a permission: the catalogue's own offer its actions, a child catalogue's create its add. */
  can: (permission: string) => boolean;
}

/** A catalogue's whole screen from its description, on the resource level: search, grid, exports, its actions and their dialogs. */
export function CatalogueScreen<Row extends CatalogueRow>({ description, can }: CatalogueScreenProps<Row>) {
  const { t } = useTranslation();
  const title = t(description.titleKey ?? `routes.${description.routeId}`);
  // The check is a new function at each render: what the user holds keeps the description stable.
  const held = permissionsOf(description).filter(can).join(' ');
  const holds = useCallback((permission: string) => held.split(' ').includes(permission), [held]);
  const searchArg = description.searchArg ?? inBody;

  const resource = useMemo<ResourceDescription<Row, CatalogueFilterValues, CatalogueSearchArg>>(() => {
    const { fields } = description;
    return {
      id: description.routeId,
      title: () => title,
      rowKey: 'id',
      rowName,
      columns: (tr, labels) => catalogueColumns<Row>(fields, tr, labels),
      search: {
        endpoint: description.endpoints.search,
        toArg: (request) => searchArg(searchRequest(request)) as CatalogueSearchArg,
        pageSizes: LIMITS.catalogues.pageSizes,
        defaultSort: BY_ID,
      },
      filter: { description: catalogueFilter, remember: true },
      ...catalogueActions(description, title, holds),
    };
  }, [description, title, holds, searchArg]);

  const header = (
    <>
      {(description.lookups ?? []).map((lookup) => (
        <LookupAction key={lookup.id} lookup={lookup} />
      ))}
      {!description.readOnly && holds(description.permissions.create) && description.bulkReplace && (
        <BulkReplaceAction option={description.bulkReplace} fields={description.fields} title={title} />
      )}
    </>
  );
  return <ResourceScreen description={resource} can={(permissions) => permissions.some(holds)} parts={{ header }} />;
}
