import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { ProductBulkResult } from '../../../api/tags/product';
import type { BulkMode } from '../../../domain/components/bulk/componentTemplate';

type Saved = ProductBulkResult['products'][number];

/** The result page: every row was saved (all or nothing), each with its component's id. */
export function ComponentBulkResult({ mode, name, products }: { mode: BulkMode; name: string; products: Saved[] }) {
  const { t } = useTranslation();
  const title = t('components.bulk.result.table');
  return (
    <div className="flex flex-column gap-2">
      <p role="status" className="m-0 p-3 border-round bg-green-50 text-green-800">
        <strong>{`${name}: `}</strong>
        {t(`components.bulk.${mode}.done`, { count: products.length })}
      </p>
      <DataTable value={products} dataKey="rowNumber" paginator={products.length > 20} rows={20} size="small" pt={{ table: { 'aria-label': title } as object }}>
        <Column header={t('components.bulk.result.row')} field="rowNumber" style={{ width: '6rem' }} />
        <Column header={t('components.bulk.result.serialNumber')} field="serialNumber" />
        <Column header={t('components.bulk.result.productId')} field="productId" style={{ width: '8rem' }} />
      </DataTable>
    </div>
  );
}
