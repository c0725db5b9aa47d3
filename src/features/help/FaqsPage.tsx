import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenableRoute } from '../../auth/useOpenableRoute';
import type { RouteEntry } from '../../core/routes/routeTypes';
import { SearchBox } from '../../shared/ui/SearchBox';
import { ShortcutsTable } from '../../shared/ui/keyboard/ShortcutsTable';
import { SHELL_SHORTCUTS, WIDGET_SHORTCUTS } from '../../shared/ui/keyboard/shortcuts';
import { LIMITS } from '../../shared/validation/limits';
import { FaqEntry } from './FaqEntry';
import { searchFaqs } from './faqs';

/** help/FAQs (no permission gate): the questions searched as the user types, then the keyboard shortcuts. */
export default function FaqsPage() {
  const { t } = useTranslation();
  const openable = useOpenableRoute();
  const [query, setQuery] = useState('');

  const found = searchFaqs(query, t);
  const routesOf = (routeIds: readonly string[]) => routeIds.map(openable).filter((route): route is RouteEntry => route !== null);

  return (
    <div className="p-3 flex flex-column gap-3">
      <h1 className="text-2xl font-semibold m-0">{t('routes.faqs')}</h1>
      <SearchBox label={t('help.search')} hint={t('help.searchHint')} value={query} onChange={setQuery} max={LIMITS.generalTextMax} />
      <p role="status" className="m-0">
        {found.length > 0 ? t('help.count', { count: found.length }) : t('help.noResults', { query: query.trim() })}
      </p>
      {found.length === 0 && <Button type="button" label={t('help.clear')} link className="p-0 align-self-start" onClick={() => setQuery('')} />}
      {found.map((faq) => (
        <FaqEntry key={faq.id} faq={faq} routes={routesOf(faq.routes)} />
      ))}
      <section aria-labelledby="help-shortcuts" className="flex flex-column gap-2">
        <h2 id="help-shortcuts" className="text-xl font-semibold m-0">
          {t('help.shortcutsTitle')}
        </h2>
        <ShortcutsTable caption={t('help.shellShortcuts')} shortcuts={SHELL_SHORTCUTS} />
        <ShortcutsTable caption={t('help.widgetShortcuts')} shortcuts={WIDGET_SHORTCUTS} />
      </section>
    </div>
  );
}
