import { useTranslation } from 'react-i18next';
import { ContactUsButton } from './ContactUsButton';

/** What a visitor who is not signed in sees first. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <main className="min-h-screen flex align-items-center justify-content-center surface-ground p-4">
      <section className="surface-card shadow-2 border-round-lg p-5 w-full" style={{ maxWidth: 520 }}>
        <h1 className="text-3xl font-semibold m-0 mb-2">{t('landing.title')}</h1>
        <p className="text-700 mt-0 mb-4">{t('landing.subtitle')}</p>
        <div className="flex flex-wrap gap-2">
          <ContactUsButton />
        </div>
      </section>
    </main>
  );
}
