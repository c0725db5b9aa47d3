import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { useGetMyAccountQuery } from '../../api/tags/security';
import { useAuthActions } from '../../auth/AuthActionsContext';
import { forgetGridViews } from '../../shared/gridViews/gridViewStore';
import { Popover } from '../../shared/ui/Popover';
import { LanguageSwitch } from './LanguageSwitch';
import { AvatarUpload, ConfirmDialog } from './shellOverlays';
import { UserAvatar } from '../../shared/ui/UserAvatar';

/** Spec 000 section 2: signing out while on the movements page first shows a confirmation modal. */
const MOVEMENTS_PAGE = '/requirement/detail/:ticketId/movements';

const ONE_LINE = 'white-space-nowrap overflow-hidden text-overflow-ellipsis';

/** Avatar button opening the account panel: who I am, picture, language, sign out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { data } = useGetMyAccountQuery();
  const { signOut: endSession } = useAuthActions();
  const account = data?.data;
  const onMovementsPage = useMatch(MOVEMENTS_PAGE) !== null;
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  // Saved grid views outlive the session unless the user asks to forget them here.
  const [forgetViews, setForgetViews] = useState(false);
  const signOut = () => {
    if (forgetViews && account) forgetGridViews(account.userId);
    return endSession();
  };

  return (
    <>
      <Popover label={t('account.open')} trigger={<UserAvatar name={account?.fullName ?? ''} url={account?.blobStorageUrlPath ?? null} />}>
        {account && (
          <div className="flex flex-column gap-3">
            <div className="flex align-items-center gap-3">
              <UserAvatar name={account.fullName} url={account.blobStorageUrlPath} size="xlarge" />
              {/* Long names and e-mails end in an ellipsis inside the panel; the title shows them whole. */}
              <dl className="m-0 text-sm min-w-0 flex-1">
                <dt className="p-hidden-accessible">{t('account.fullName')}</dt>
                <dd className={`m-0 font-semibold text-base ${ONE_LINE}`} title={account.fullName}>
                  {account.fullName}
                </dd>
                <dt className="p-hidden-accessible">{t('account.email')}</dt>
                <dd className={`m-0 text-700 ${ONE_LINE}`} title={account.email}>
                  {account.email}
                </dd>
                <dt className="p-hidden-accessible">{t('account.userName')}</dt>
                <dd className={`m-0 text-700 ${ONE_LINE}`} title={account.userName}>
                  {account.userName}
                </dd>
                <dt className="p-hidden-accessible">{t('account.role')}</dt>
                <dd className="m-0 text-700">{account.systemRoleName}</dd>
              </dl>
            </div>
            <Suspense fallback={null}>
              <AvatarUpload />
            </Suspense>
            <LanguageSwitch userId={account.userId} />
            <label className="flex align-items-center gap-2 text-sm">
              <input type="checkbox" checked={forgetViews} onChange={(event) => setForgetViews(event.target.checked)} />
              {t('gridViews.forgetOnSignOut')}
            </label>
            <button type="button" className="p-button p-button-outlined p-button-secondary justify-content-center" onClick={() => (onMovementsPage ? setConfirmSignOut(true) : void signOut())}>
              <span className="pi pi-sign-out mr-2" aria-hidden="true" />
              {t('account.signOut')}
            </button>
          </div>
        )}
      </Popover>
      {confirmSignOut && (
        <Suspense fallback={null}>
          <ConfirmDialog
            header={t('signOutConfirm.title')}
            message={t('signOutConfirm.body')}
            cancelLabel={t('signOutConfirm.cancel')}
            confirmLabel={t('signOutConfirm.confirm')}
            icon="pi pi-sign-out"
            danger
            onConfirm={signOut}
            onHide={() => setConfirmSignOut(false)}
          />
        </Suspense>
      )}
    </>
  );
}
