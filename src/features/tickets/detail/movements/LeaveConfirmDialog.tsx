import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';

/** "Unrecorded movements": stay (the default) or leave and discard them. */
export function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const stay = () => blocker.state === 'blocked' && blocker.reset();
  return (
    <Dialog
      header={t('ticketTabs.movements.leave.title')}
      visible={blocker.state === 'blocked'}
      onHide={stay}
      style={{ width: 'min(440px, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <button type="button" className="p-button p-button-text" onClick={stay} autoFocus>
            {t('ticketTabs.movements.leave.stay')}
          </button>
          <button type="button" className="p-button p-button-danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            {t('ticketTabs.movements.leave.leave')}
          </button>
        </div>
      }
    >
      <p className="m-0">{t('ticketTabs.movements.leave.body')}</p>
    </Dialog>
  );
}
