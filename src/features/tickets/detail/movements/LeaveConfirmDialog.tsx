import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../../shared/ui/dialogs/ConfirmDialog';

/** "Unrecorded movements": stay (the default) or leave and discard them. */
export function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  // The dialog hides after its action too: resetting then would stop the navigation just let through.
  const leaving = useRef(false);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      header={t('ticketTabs.movements.leave.title')}
      message={t('ticketTabs.movements.leave.body')}
      cancelLabel={t('ticketTabs.movements.leave.stay')}
      confirmLabel={t('ticketTabs.movements.leave.leave')}
      icon="pi pi-sign-out"
      danger
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed();
      }}
      onHide={() => {
        if (leaving.current) leaving.current = false;
        else blocker.reset();
      }}
    />
  );
}
