import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from '../../auth/AuthActionsContext';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { roleChangedDismissed, selectRoleChangedNotice } from '../../core/store/uiSlice';
import { LoadBoundary } from '../../shared/ui/LoadBoundary';
import { useToast } from '../../shared/ui/ToastProvider';
import { ConfirmDialog } from './shellOverlays';

/**
 * "Your role has changed": accept signs out so the new role applies; cancel keeps working. If the dialog's
 * code cannot load, the notice still reaches the user as a toast and the shell stays; the next render tries again.
 */
export function RoleChangedDialog() {
  const { t } = useTranslation();
  const visible = useAppSelector(selectRoleChangedNotice);
  const dispatch = useAppDispatch();
  const { signOut } = useAuthActions();
  const toast = useToast();
  if (!visible) return null;
  return (
    <LoadBoundary onError={() => toast({ severity: 'warn', summary: t('roleChanged.title'), detail: t('roleChanged.body') })}>
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
    </LoadBoundary>
  );
}
