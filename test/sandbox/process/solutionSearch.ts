import { foldText } from '../../../src/shared/format/foldText';
import { queryWords } from '../../../src/shared/format/highlightParts';
import { utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { htmlText } from './htmlText';
import type { SolutionRecord } from './solutionState';
import { solutionTopics } from './solutionTopics';

export interface SolutionQuery {
  text: string | null;
  solutionTopicIds: number[];
  includeExpired: boolean;
}

/** What a word is worth where it is found: the title and keywords say what a solution is about, the content only mentions. */
const WEIGHTS = { title: 10, keywords: 10, topic: 3, content: 1 } as const;

interface Folded {
  title: string;
  keywords: string;
  text: string;
}

/** Folded fields by record, kept while its content and title stay (10,000 solutions are searched at every keystroke). */
const foldedCache = new WeakMap<SolutionRecord, Folded & { from: string }>();

function folded(s: SolutionRecord): Folded {
  const from = `${s.title}\u0000${s.keywords.join('\u0000')}\u0000${s.content}`;
  const cached = foldedCache.get(s);
  if (cached?.from === from) return cached;
  const text = htmlText(s.content);
  const entry = { from, title: foldText(s.title), keywords: foldText(s.keywords.join(' ')), text: foldText(text) };
  foldedCache.set(s, entry);
  return entry;
}

/** The content as plain text (excerpts). */
export const contentText = (s: SolutionRecord): string => htmlText(s.content);

export const isExpired = (store: SandboxStore, s: SolutionRecord): boolean => s.expirationDate !== null && s.expirationDate < utc(store.now);

/**
 * The search of process.yaml (SolutionSearchRequest): every word somewhere in the title, keywords, topic or content's
 * text, accent and case blind; ranked by where the words are found, then the newest update; expired ones only when asked.
 */
export function rankSolutions(store: SandboxStore, solutions: Iterable<SolutionRecord>, q: SolutionQuery): SolutionRecord[] {
  const words = queryWords(q.text ?? '');
  const topics = solutionTopics(store);
  const scored: { s: SolutionRecord; score: number }[] = [];
  for (const s of solutions) {
    if (q.solutionTopicIds.length && !q.solutionTopicIds.includes(s.solutionTopicId)) continue;
    if (!q.includeExpired && isExpired(store, s)) continue;
    const f = folded(s);
    const topic = foldText(topics.get(s.solutionTopicId)?.name ?? '');
    let score = 0;
    let all = true;
    for (const word of words) {
      const worth =
        (f.title.includes(word) ? WEIGHTS.title : 0) + (f.keywords.includes(word) ? WEIGHTS.keywords : 0) +
        (topic.includes(word) ? WEIGHTS.topic : 0) + (f.text.includes(word) ? WEIGHTS.content : 0);
      if (!worth) {
        all = false;
        break;
      }
      score += worth;
    }
    if (all) scored.push({ s, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.s.updatedDateTime.localeCompare(a.s.updatedDateTime) || a.s.solutionId - b.s.solutionId)
    .map(({ s }) => s);
}
