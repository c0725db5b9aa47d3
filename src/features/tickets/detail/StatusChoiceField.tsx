import { useMemo } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetCatalogReasonsByTicketStatusQuery, useGetCatalogWarehousesByUserQuery } from '../../../api/tags/catalog';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import type { StatusChoice } from '../../../domain/tickets/status/statusOperations';
import { useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';

interface Props {
  id: string;
  choice: StatusChoice;
  /** The target status: reasons are listed per status. */
  targetStatusId: number;
  value: number | null;
  error: string | null;
  onChange: (value: number | null) => void;
}

/**
 * The catalogue entry a status change needs: the cancellation or pending reason of the target status,
 * or the warehouse whose responsible reviews the request (shown beside it, so the engineer knows who
 * is asked). Only enabled entries are offered.
 */
export function StatusChoiceField({ id, choice, targetStatusId, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const isWarehouse = choice === 'warehouse';
  const reasons = useGetCatalogReasonsByTicketStatusQuery({ ticketStatusId: targetStatusId }, { skip: isWarehouse });
  const warehouses = useGetCatalogWarehousesByUserQuery(undefined, { skip: !isWarehouse });
  const source = isWarehouse ? warehouses : reasons;
  const expanded = useComboboxExpanded();

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
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">
        {t(`ticketDetail.statusDialog.choice.${choice}`)}
        <span aria-hidden="true"> *</span>
      </label>
      <Dropdown
        {...expanded}
        inputId={id}
        value={value}
        options={options}
        onChange={(e) => onChange((e.value as number | undefined) ?? null)}
        filter
        loading={source.isLoading}
        placeholder={t(`ticketDetail.statusDialog.choice.${choice}Placeholder`)}
        emptyMessage={source.error ? errorMessage(source.error) : t(`ticketDetail.statusDialog.choice.${choice}Empty`)}
        className={`w-full ${error ? 'p-invalid' : ''}`}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <small id={`${id}-error`} role="alert" className="p-error">{error}</small>}
    </div>
  );
}
