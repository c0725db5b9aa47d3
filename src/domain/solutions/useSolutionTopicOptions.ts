import { useMemo } from 'react';
import { useGetCatalogSolutionTopicsQuery } from '../../api/tags/catalog';
import type { OptionSource } from '../../shared/forms/fields/options';

/** The enabled solution topics as choice options (the knowledge base's filter, the solution form's topic). */
export function useSolutionTopicOptions(): OptionSource<number> {
  const topics = useGetCatalogSolutionTopicsQuery({ onlyEnabled: true });
  const options = useMemo(() => (topics.data?.data ?? []).map((topic) => ({ value: topic.id, label: topic.name })), [topics.data]);
  return { options, loading: topics.isLoading, error: topics.error };
}
