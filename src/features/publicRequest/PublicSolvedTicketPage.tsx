import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * /PublicSolvedTicket: where a requester lands from the "your ticket was solved" e-mail. The spec shows
 * no call for it (the ticket service's confirm-closed-via-token is "paths not shown"), so it thanks
 * the requester and leads to sign-in; the confirmation call arrives with the ticket life-cycle work.
 */
export default function PublicSolvedTicketPage() {
  const { t } = useTranslation();
  return (
    <main className="min-h-screen flex align-items-center justify-content-center surface-ground p-4">
      <section className="surface-card shadow-2 border-round-lg p-5 w-full text-center" style={{ maxWidth: 520 }}>
        <span className="pi pi-check-circle text-5xl text-green-600" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{t('publicSolved.title')}</h1>
        <p className="text-700">{t('publicSolved.body')}</p>
        <Link to="/signin" className="p-button no-underline">{t('publicRequest.backToSignIn')}</Link>
      </section>
    </main>
  );
}
