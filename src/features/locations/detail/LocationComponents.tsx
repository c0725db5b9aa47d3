import { useTranslation } from 'react-i18next';
import { useSearchProductsQuery, type ProductRead as Product } from '../../../api/tags/product';
import { useAccessList } from '../../../auth/useAccessList';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { DetailTable } from '../../../shared/ui/DetailTable';
import { LIMITS } from '../../../shared/validation/limits';

/** Who may read components (searchProducts' own permission). */
const READ = ['ProductSearch'];

/**
 * The configuration components installed at the location (its IT assets): searchProducts by the location with the
 * ledger's place Location, the first page of them; shown to those who may search components.
 */
export function LocationComponents({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const allowed = can(READ);
  const read = useSearchProductsQuery(
    {
      productSearchRequest: {
        text: null, serialNumber: null, clientIds: [], locationIds: [locationId], componentStatusIds: [], conditionIds: [], responsibleTypeIds: [],
        placeType: 'Location', placeIds: [], isClientProperty: null, pageNumber: 1, pageSize: LIMITS.locations.detailRowsMax, isExport: null,
        sortField: 'serialNumber', sortOrder: 1,
      },
    },
    { skip: !allowed },
  );
  const title = t('locations.detail.components.title');
  if (!allowed) {
    return (
      <section className="mt-4">
        <h3 className="mt-0 mb-2 text-lg">{title}</h3>
        <p>{t('locations.detail.components.forbidden')}</p>
      </section>
    );
  }
  const page = read.data?.data;
  const statusName = componentStatusNameIn(t);
  const column = (key: string) => t(`locations.detail.components.${key}`);
  return (
    <DetailTable<Product>
      title={title}
      note={page && page.totalCount > page.items.length ? t('locations.detail.components.some', { shown: page.items.length, count: page.totalCount }) : undefined}
      read={{ ...read, rows: page?.items }}
      rowKey={(c) => c.productId}
      empty={t('locations.detail.components.empty')}
      columns={[
        { header: column('serialNumber'), cell: (c) => c.serialNumber },
        { header: column('model'), cell: (c) => `${c.brandName} ${c.modelName}` },
        { header: column('status'), cell: (c) => statusName(c.componentStatusId, c.componentStatusName) },
      ]}
    />
  );
}
