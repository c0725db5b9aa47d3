import { SI_NO } from '../../../shared/export/format';
import { useTranslation } from 'react-i18next';
import { useGetProductByIdQuery, type ProductRead as Product } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { ComponentActions } from './ComponentActions';
import { ComponentEvidence } from './ComponentEvidence';
import { ComponentTracking } from './ComponentTracking';
import { FactList } from '../../../shared/ui/FactList';

interface ComponentDetailDialogProps {
  product: Product;
  onHide: () => void;
}

/**
 * The component's main labels, the named status calls it allows, its evidence photos and its tracking. The component
 * is read again (getProductById), so a call made here shows its new status and sends the version it is at now.
 */
export function ComponentDetailDialog({ product: row, onHide }: ComponentDetailDialogProps) {
  const { t } = useTranslation();
  const read = useGetProductByIdQuery({ id: row.productId });
  const product = read.data?.data ?? row;
  const field = (name: string) => t(`components.grid.fields.${name}`);
  const facts: [string, string][] = [
    [field('serialNumber'), product.serialNumber],
    [field('description'), product.description],
    [field('brandName'), product.brandName],
    [field('modelName'), product.modelName],
    [field('componentStatusName'), componentStatusNameIn(t)(product.componentStatusId, product.componentStatusName)],
    [field('conditionName'), product.conditionName ?? ''],
    [field('isClientProperty'), product.isClientProperty ? SI_NO.yes : SI_NO.no],
    [field('clientName'), product.clientName ?? ''],
    [field('responsibleName'), product.responsibleName],
    [field('locationName'), product.locationName ?? ''],
  ];
  return (
    <ModalDialog header={t('components.grid.detail.title', { serial: product.serialNumber })} onHide={onHide} width="56rem" maximizable loading={read.isLoading}>
      <FactList facts={facts} />
      <ComponentActions product={product} />
      <div className="mt-4">
        <ComponentEvidence productId={product.productId} />
      </div>
      <ComponentTracking productId={product.productId} />
    </ModalDialog>
  );
}
