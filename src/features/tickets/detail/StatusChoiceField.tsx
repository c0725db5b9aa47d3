import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogReasonsByTicketStatusQuery, useGetCatalogWarehousesByUserQuery } from '../../../api/tags/catalog';
import type { StatusChoice } from '../../../domain/tickets/status/statusOperations';
import { ChoiceInput } from '../../../shared/forms/fields';

interface Props {
  choice: StatusChoice;
  /** The target status: reasons are listed per status. */
  targetStatusId: number;
}

/**
 * The catalogue entry a status change needs (the form's choiceId): the cancellation or pending reason
 * of the target status, or the warehouse whose responsible reviews the request (shown beside it, so
 * the engineer knows who is asked). Only enabled entries are offered.
 */
export function StatusChoiceField({ choice, targetStatusId }: Props) {
  const { t } = useTranslation();
  const isWarehouse = choice === 'warehouse';
  const reasons = useGetCatalogReasonsByTicketStatusQuery({ ticketStatusId: targetStatusId }, { skip: isWarehouse });
  const warehouses = useGetCatalogWarehousesByUserQuery(undefined, { skip: !isWarehouse });
  const source = isWarehouse ? warehouses : reasons;

  const options = useMemo(
    () =>
      isWarehouse
        ? (warehouses.data?.data ?? [])
            .filter((w) => w.enabled)
            .map((w) => ({ value: w.warehouseId, label: w.responsibleFullName ? `${w.warehouseName} — ${w.responsibleFullName}` : w.warehouseName }))
        : (reasons.data?.data ?? []).filter((r) => r.enabled).map((r) => ({ value: r.id, label: r.name })),
    [isWarehouse, warehouses.data, reasons.data],
  );

  return (
    <ChoiceInput
      name="choiceId"
      label={t(`ticketDetail.statusDialog.choice.${choice}`)}
      source={{ options, loading: source.isLoading, error: source.error }}
      required
      placeholder={t(`ticketDetail.statusDialog.choice.${choice}Placeholder`)}
      emptyMessage={t(`ticketDetail.statusDialog.choice.${choice}Empty`)}
    />
  );
}
