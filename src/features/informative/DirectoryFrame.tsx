import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RequestError } from '../../shared/ui/RequestError';
import { SearchBox } from '../../shared/ui/SearchBox';
import { LIMITS } from '../../shared/validation/limits';

interface Props {
  title: string;
  /** What the search looks in, for its hint. */
  searchHint: string;
  query: string;
  onQuery: (text: string) => void;
  read: { isLoading: boolean; error?: unknown; refetch: () => void };
  /** Entries in the directory, and those the search keeps. */
  total: number;
  shown: number;
  children: ReactNode;
}

/** A read-only directory of the informative module: its title, its search, and its loading, error, empty and result states. */
export function DirectoryFrame({ title, searchHint, query, onQuery, read, total, shown, children }: Props) {
  const { t } = useTranslation();
  const status = () => {
    if (total === 0) return t('informative.empty');
    if (shown === 0) return t('informative.noResults', { query: query.trim() });
    return t('informative.count', { count: shown, total });
  };
  return (
    <div className="p-3 flex flex-column gap-3">
      <h1 className="text-2xl font-semibold m-0">{title}</h1>
      <SearchBox label={t('informative.search')} hint={searchHint} value={query} onChange={onQuery} max={LIMITS.generalTextMax} />
      {read.isLoading ? (
        <PageLoader />
      ) : read.error ? (
        <RequestError error={read.error} onRetry={read.refetch} />
      ) : (
        <>
          <p role="status" className="m-0">
            {status()}
          </p>
          {children}
        </>
      )}
    </div>
  );
}
