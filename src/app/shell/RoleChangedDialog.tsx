import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from '../../auth/AuthActionsContext';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { roleChangedDismissed, selectRoleChangedNotice } from '../../core/store/uiSlice';
import { ConfirmDialog } from './shellOverlays';

/** "Your role has changed": accept signs out so the new role applies; cancel keeps working. */
export function RoleChangedDialog() {
  const { t } = useTranslation();
  const visible = useAppSelector(selectRoleChangedNotice);
  const dispatch = useAppDispatch();
  const { signOut } = useAuthActions();
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        header={t('roleChanged.title')}
        message={t('roleChanged.body')}
        confirmLabel={t('roleChanged.accept')}
        icon="pi pi-sign-out"
        onConfirm={signOut}
        onHide={() => dispatch(roleChangedDismissed())}
      />
    </Suspense>
  );
}
