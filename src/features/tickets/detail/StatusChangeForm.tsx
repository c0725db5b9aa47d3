import { useId, useMemo, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetCatalogTicketDelayClassificationsQuery } from '../../../api/tags/catalog';
import {
  useGetTicketAvailableStatusesQuery,
  useUpdateTicketDelayClassificationMutation,
  type TicketDetail,
  type TicketStatusListItem,
} from '../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppSelector } from '../../../core/store/hooks';
import { selectSessionUser } from '../../../auth/sessionSlice';
import { useAccessList } from '../../../auth/useAccessList';
import { useToast } from '../../../shared/ui/ToastProvider';
import { StatusChangeDialog } from './StatusChangeDialog';
import { useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';
import { planStatusChange, type StatusPlan } from '../../../domain/tickets/status/statusOperations';
import { useStatusName } from '../../../domain/tickets/status/useStatusNames';

/** Permission of the delay-classification picker (ticket.yaml updateTicketDelayClassification). */
const SET_DELAY_CLASSIFICATION = 'TicketSetDelayClassification';

interface NextStatusOption {
  value: number;
  label: string;
  status: TicketStatusListItem;
  plan: StatusPlan;
  disabled: boolean;
  note: string | null;
}

/**
 * The status change form (spec 000 section 2): read-only id and current status, the required next
 * status from the server's available statuses, the optional delay classification (with the permission
 * and when the ticket allows it; choosing one saves at once) and the update button opening the dialog.
 */
export function StatusChangeForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const nextExpanded = useComboboxExpanded();
  const delayExpanded = useComboboxExpanded();
  const statusName = useStatusName();
  const ids = { ticketId: useId(), status: useId(), next: useId(), delay: useId(), dialog: useId() };
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const access = useAccessList();
  const user = useAppSelector(selectSessionUser);
  const available = useGetTicketAvailableStatusesQuery({ ticketId: ticket.ticketId });
  const showDelay = access.can([SET_DELAY_CLASSIFICATION]) && ticket.setDelayClassification;
  const delayCatalog = useGetCatalogTicketDelayClassificationsQuery({ onlyEnabled: true }, { skip: !showDelay });
  const [updateDelay, delayState] = useUpdateTicketDelayClassificationMutation();
  const [chosenDelay, setChosenDelay] = useState<number | undefined>(undefined);
  const [nextStatusId, setNextStatusId] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const selfAssigned = user !== null && user.userId === ticket.ticketAssignedEngineerId;
  const options = useMemo<NextStatusOption[]>(
    () =>
      (available.data?.data ?? []).map((status) => {
        const plan = planStatusChange(ticket.ticketStatusId, status.id, selfAssigned);
        const note = plan.available ? null : t(`ticketDetail.statusForm.unavailable.${plan.reason}`);
        const name = statusName(status.id, status.name);
        return { value: status.id, label: note ? `${name} (${note})` : name, status, plan, disabled: !plan.available, note };
      }),
    [available.data, ticket.ticketStatusId, selfAssigned, t, statusName],
  );
  const selected = options.find((o) => o.value === nextStatusId) ?? null;
  const nextError = submitted && !selected ? t('validation.required') : null;
  const noOptions = available.isSuccess && options.length === 0;
  const delayValue = chosenDelay ?? ticket.ticketDelayClassificationId;

  const chooseDelay = async (id: number) => {
    setChosenDelay(id);
    const result = await updateDelay({ ticketDelayClassificationRequest: { ticketId: ticket.ticketId, ticketDelayClassificationId: id } });
    if ('error' in result) {
      setChosenDelay(undefined);
      toast({ severity: 'error', summary: errorMessage(result.error) });
      return;
    }
    toast({ severity: 'success', summary: t('ticketDetail.statusForm.delayUpdated', { id: ticket.ticketId, name: result.data.data.ticketDelayClassificationName }) });
  };

  const openDialog = () => {
    setSubmitted(true);
    if (selected?.plan.available) setDialogOpen(true);
  };

  return (
    <>
      <form
        className="flex flex-column gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          openDialog();
        }}
      >
        <div className="flex flex-column gap-1">
          <label htmlFor={ids.ticketId} className="font-medium">{t('ticketDetail.fields.ticketId')}</label>
          <input id={ids.ticketId} className="p-inputtext w-full" value={ticket.ticketId} readOnly />
        </div>
        <div className="flex flex-column gap-1">
          <label htmlFor={ids.status} className="font-medium">{t('ticketDetail.statusForm.currentStatus')}</label>
          <input id={ids.status} className="p-inputtext w-full" value={statusName(ticket.ticketStatusId, ticket.ticketStatusName)} readOnly />
        </div>
        <div className="flex flex-column gap-1">
          <label id={`${ids.next}-label`} htmlFor={ids.next} className="font-medium">
            {t('ticketDetail.statusForm.nextStatus')} <span aria-hidden="true">*</span>
          </label>
          <Dropdown
            {...nextExpanded}
            inputId={ids.next}
            value={nextStatusId}
            options={options}
            optionDisabled="disabled"
            pt={{ item: (options) => ({ 'aria-disabled': Boolean(options?.context.disabled) }) }}
            onChange={(e) => setNextStatusId(e.value as number)}
            placeholder={t('ticketDetail.statusForm.chooseNextStatus')}
            loading={available.isLoading}
            disabled={noOptions}
            emptyMessage={available.error ? errorMessage(available.error) : t('ticketDetail.statusForm.noNextStatuses')}
            className={`w-full ${nextError ? 'p-invalid' : ''}`}
            aria-required="true"
            aria-invalid={Boolean(nextError)}
            aria-describedby={nextError ? `${ids.next}-error` : undefined}
          />
          {nextError && <small id={`${ids.next}-error`} className="p-error">{nextError}</small>}
          {noOptions && <small className="text-600">{t('ticketDetail.statusForm.noNextStatuses')}</small>}
          {available.error && (
            <small role="alert" className="p-error">{errorMessage(available.error)}</small>
          )}
          {selected && !selected.plan.available && <small className="text-600">{selected.note}</small>}
        </div>
        {showDelay && (
          <div className="flex flex-column gap-1">
            <label htmlFor={ids.delay} className="font-medium">{t('ticketDetail.statusForm.delayClassification')}</label>
            <Dropdown
              {...delayExpanded}
              inputId={ids.delay}
              value={delayValue}
              options={(delayCatalog.data?.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
              onChange={(e) => void chooseDelay(e.value as number)}
              placeholder={t('ticketDetail.statusForm.chooseDelayClassification')}
              loading={delayCatalog.isLoading || delayState.isLoading}
              disabled={delayState.isLoading}
              emptyMessage={delayCatalog.error ? errorMessage(delayCatalog.error) : t('ticketDetail.statusForm.noDelayClassifications')}
              className="w-full"
            />
          </div>
        )}
        <div>
          <button
            type="submit"
            className="p-button"
            disabled={noOptions}
            aria-haspopup="dialog"
            aria-expanded={dialogOpen}
            aria-controls={dialogOpen ? ids.dialog : undefined}
          >
            <span className="pi pi-sync mr-2" aria-hidden="true" />
            {t('ticketDetail.statusForm.update')}
          </button>
        </div>
      </form>
      {dialogOpen && selected?.plan.available && (
        <StatusChangeDialog
          id={ids.dialog}
          ticket={ticket}
          target={selected.status}
          plan={selected.plan}
          onClose={(updated) => {
            setDialogOpen(false);
            if (updated) {
              setNextStatusId(null);
              setSubmitted(false);
            }
          }}
        />
      )}
    </>
  );
}
