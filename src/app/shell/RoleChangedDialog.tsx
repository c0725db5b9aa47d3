import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from '../../auth/AuthActionsContext';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { roleChangedDismissed, selectRoleChangedNotice } from '../../core/store/uiSlice';

/** "Your role has changed": accept signs out so the new role applies; cancel keeps working. */
export function RoleChangedDialog() {
  const { t } = useTranslation();
  const visible = useAppSelector(selectRoleChangedNotice);
  const dispatch = useAppDispatch();
  const { signOut } = useAuthActions();
  const close = () => dispatch(roleChangedDismissed());
  return (
    <Dialog
      header={t('roleChanged.title')}
      visible={visible}
      onHide={close}
      style={{ width: 'min(420px, 95vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <button type="button" className="p-button p-button-text" onClick={close}>
            {t('dialog.cancel')}
          </button>
          <button
            type="button"
            className="p-button"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {t('roleChanged.accept')}
          </button>
        </div>
      }
    >
      <p className="m-0">{t('roleChanged.body')}</p>
    </Dialog>
  );
}
