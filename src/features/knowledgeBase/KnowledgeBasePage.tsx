import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FilterBar } from '../../shared/filters/FilterBar';
import { KnowledgeArticleView } from './KnowledgeArticleView';
import { filterFromParams, knowledgeFilter, paramsOfFilter, type KnowledgeFilter } from './knowledgeFilter';
import { KnowledgeResults } from './KnowledgeResults';

/**
 * KMDB, the knowledge base as a reader sees it (no permission gate, spec 002 section 6): solutions searched by words
 * and topic, best match first with the words marked, and each one's page (?article=). The address holds the search, so
 * a search can be linked and "back" from an article returns to it.
 */
export default function KnowledgeBasePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();

  const filter = filterFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const articleId = Number(params.get('article'));
  const searchParams = new URLSearchParams(paramsOfFilter(filter)).toString();

  // After the submit that caused it: inside a form's submit, the router's transition would make React treat the
  // submit as a form action (as useGridLink does).
  const search = (next: KnowledgeFilter) => queueMicrotask(() => setParams(paramsOfFilter(next)));
  const toPage = (next: number) => setParams({ ...paramsOfFilter(filter), page: String(next) });

  if (Number.isInteger(articleId) && articleId > 0) {
    return (
      <div className="p-3">
        <KnowledgeArticleView solutionId={articleId} backParams={searchParams} />
      </div>
    );
  }
  return (
    <div className="p-3 flex flex-column gap-3">
      <h1 className="text-2xl font-semibold m-0">{t('routes.knowledgeBase')}</h1>
      <FilterBar filter={knowledgeFilter} value={filter} onSearch={search} />
      <KnowledgeResults filter={filter} page={page} onPage={toPage} searchParams={searchParams} />
    </div>
  );
}
