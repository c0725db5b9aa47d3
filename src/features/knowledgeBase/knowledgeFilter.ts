import { useSolutionTopicOptions } from '../../domain/solutions/useSolutionTopicOptions';
import type { FilterDescription } from '../../shared/filters/filterTypes';
import { LIMITS } from '../../shared/validation/limits';

/** What a reader looks for in the knowledge base: words and one topic. */
export interface KnowledgeFilter {
  text: string;
  topicId: number | null;
}

export const EMPTY_KNOWLEDGE_FILTER: KnowledgeFilter = { text: '', topicId: null };

export const knowledgeFilter: FilterDescription<KnowledgeFilter> = {
  labelKey: 'knowledgeBase.filter.label',
  empty: EMPTY_KNOWLEDGE_FILTER,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'knowledgeBase.filter.text', max: LIMITS.solutions.searchTextMax, inputType: 'search' },
    { kind: 'choice', name: 'topicId', labelKey: 'knowledgeBase.filter.topic', all: { labelKey: 'knowledgeBase.filter.allTopics', inList: true }, useOptions: useSolutionTopicOptions },
  ],
};

/** The filter as the address keeps it (?q=&topic=), so a search can be linked and comes back after reading an article. */
export function filterFromParams(params: URLSearchParams): KnowledgeFilter {
  const topic = Number(params.get('topic'));
  return { text: (params.get('q') ?? '').slice(0, LIMITS.solutions.searchTextMax), topicId: Number.isInteger(topic) && topic > 0 ? topic : null };
}

export function paramsOfFilter(filter: KnowledgeFilter): Record<string, string> {
  return { ...(filter.text ? { q: filter.text } : {}), ...(filter.topicId ? { topic: String(filter.topicId) } : {}) };
}
