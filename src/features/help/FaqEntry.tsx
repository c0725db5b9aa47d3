import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteEntry } from '../../core/routes/routeTypes';
import { answerKey, questionKey, type Faq } from './faqs';

/** One question with its answer and links to the screens it explains that the user may open. */
export function FaqEntry({ faq, routes }: { faq: Faq; routes: readonly RouteEntry[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="surface-card border-1 surface-border border-round p-3">
      <h2 id={headingId} className="text-lg font-semibold mt-0 mb-2">
        {t(questionKey(faq))}
      </h2>
      <p className="m-0 line-height-3">{t(answerKey(faq))}</p>
      {routes.length > 0 && (
        <p className="mt-2 mb-0 flex flex-wrap gap-3 align-items-center">
          <span className="text-600">{t('help.goTo')}</span>
          {routes.map((route) => (
            <Link key={route.id} to={`/${route.path}`}>
              {t(`routes.${route.id}`)}
            </Link>
          ))}
        </p>
      )}
    </article>
  );
}
