import { useTranslation } from 'react-i18next';
import {
  useCheckAccountWarehouseAdminInactivationQuery, useDeleteAccountMutation, useGetAccountOpenTicketsCountQuery, useGetAccountPeopleInChargeQuery,
  type AccountListItem,
} from '../../../api/tags/security';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { useReadSinceOpened } from '../../../shared/ui/dialogs/useReadSinceOpened';
import { useToast } from '../../../shared/ui/ToastProvider';
import { useUserErrorMessage } from '../useUserErrorMessage';
import { useAccountUpdate } from './useAccountUpdate';

/**
 * What blocks deleting or deactivating a user, checked before asking (the service refuses the same, 409):
 * people in charge must be reassigned first, and a warehouse administrator who is a warehouse's principal
 * manager stays until the warehouse has another one (CanWarehouseAdminBeInactivate).
 */
function useRemovalBlocks(userId: number) {
  const { t } = useTranslation();
  const people = useGetAccountPeopleInChargeQuery({ id: userId }, { refetchOnMountOrArgChange: true });
  const warehouse = useCheckAccountWarehouseAdminInactivationQuery({ warehouseAdminId: userId }, { refetchOnMountOrArgChange: true });
  const tickets = useGetAccountOpenTicketsCountQuery({ id: userId }, { refetchOnMountOrArgChange: true });
  // Checked as they are now, never from a copy read before the dialog opened.
  const inCharge = useReadSinceOpened(people)?.data;
  const check = useReadSinceOpened(warehouse)?.data;
  const open = useReadSinceOpened(tickets)?.data;
  const blocks: string[] = [];
  if (inCharge?.length) blocks.push(t('users.rules.peopleInCharge', { count: inCharge.length }));
  if (check && !check.canBeInactivated) blocks.push(t('users.rules.warehouseAdmin', { warehouses: check.assignedWarehouses.map((w) => w.warehouseName).join(', ') }));
  const error = people.error ?? warehouse.error ?? tickets.error;
  return {
    checking: !error && (inCharge === undefined || check === undefined || open === undefined),
    error,
    blocks,
    openTickets: open?.openTicketsCount ?? 0,
  };
}

interface RemovalDialogProps {
  user: AccountListItem;
  kind: 'delete' | 'deactivate';
  onHide: () => void;
}

/** Delete or deactivate after confirmation: open tickets and held stock go back to pre-assignment, said before and after; a blocked user is explained instead. */
export function RemovalDialog({ user, kind, onHide }: RemovalDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useUserErrorMessage();
  const [remove] = useDeleteAccountMutation();
  const update = useAccountUpdate();
  const { checking, error, blocks, openTickets } = useRemovalBlocks(user.userId);
  const name = user.fullName;
  const blocked = error || blocks.length > 0 ? (
    <>
      <strong>{t(`users.confirm.${kind}.blocked`, { name })}</strong>
      {error ? <span>{errorMessage(error)}</span> : blocks.map((text) => <span key={text}>{text}</span>)}
    </>
  ) : undefined;
  const run = async () => {
    if (kind === 'delete') await remove({ id: user.userId }).unwrap();
    else await update(user.userId, () => ({ enabled: false }));
    toast({ severity: 'success', summary: t(`users.done.${kind}`, { name }), detail: t('users.done.backToPreAssignment') });
  };
  return (
    <ConfirmDialog header={t(`users.confirm.${kind}.header`)} danger icon={kind === 'delete' ? 'pi pi-trash' : 'pi pi-ban'} confirmLabel={t(`users.confirm.${kind}.confirm`)}
      checking={checking} blocked={blocked}
      message={<>{t(`users.confirm.${kind}.message`, { name })} {t('users.confirm.ticketsBack', { count: openTickets })}</>}
      onConfirm={run} onHide={onHide} />
  );
}

/** Reactivation: nothing blocks it. */
export function ReactivateDialog({ user, onHide }: { user: AccountListItem; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useAccountUpdate();
  const run = async () => {
    await update(user.userId, () => ({ enabled: true }));
    toast({ severity: 'success', summary: t('users.done.reactivate', { name: user.fullName }) });
  };
  return (
    <ConfirmDialog header={t('users.confirm.reactivate.header')} icon="pi pi-check-circle" confirmLabel={t('users.confirm.reactivate.confirm')}
      message={t('users.confirm.reactivate.message', { name: user.fullName })} onConfirm={run} onHide={onHide} />
  );
}

/** To non-operative after confirmation: configurations, permissions and hierarchy go. */
export function NonOperativeDialog({ user, onHide }: { user: AccountListItem; onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useAccountUpdate();
  const run = async () => {
    await update(user.userId, () => ({ nonOperational: true, level: null, superiorId: null }));
    toast({ severity: 'success', summary: t('users.done.toNonOperative', { name: user.fullName }) });
  };
  return (
    <ConfirmDialog header={t('users.confirm.toNonOperative.header')} icon="pi pi-sync" danger confirmLabel={t('users.confirm.toNonOperative.confirm')}
      message={t('users.confirm.toNonOperative.message', { name: user.fullName })} onConfirm={run} onHide={onHide} />
  );
}
