import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from '../../auth/AuthActionsContext';
import type { RevocationReason } from '../../auth/sessionRevocation';
import { FullPageMessage } from '../../shared/ui/FullPageMessage';

/** An administrator changed the user's access: the session is over, so say why and offer the sign-in. */
export function SessionRevokedPage({ reason }: { reason: RevocationReason }) {
  const { t } = useTranslation();
  const { signInAgain } = useAuthActions();
  const [leaving, setLeaving] = useState(false);
  return (
    <FullPageMessage icon="pi pi-user-edit" title={t('sessionRevoked.title')} role="alert">
      <p className="text-700 m-0" style={{ maxWidth: '40rem' }}>
        {t(`sessionRevoked.${reason}`)}
      </p>
      <button
        type="button"
        className="p-button"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void signInAgain().catch(() => setLeaving(false));
        }}
      >
        <span className="pi pi-sign-in mr-2" aria-hidden="true" />
        {t('sessionRevoked.signIn')}
      </button>
    </FullPageMessage>
  );
}
