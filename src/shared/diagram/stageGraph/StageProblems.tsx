import { useTranslation } from 'react-i18next';
import { stageProblemText } from './stageGraphRules';
import type { StageProblem } from './stageGraphTypes';

/** The problems of the graph as a list under it, announced as they change (the graph shows them on their stage or arrow). */
export function StageProblems({ problems }: { problems: StageProblem[] }) {
  const { t } = useTranslation();
  return (
    <div className="stage-problems" aria-live="polite">
      {problems.length > 0 && (
        <>
          <h3 className="stage-problems__title">{t('flows.editor.problems', { count: problems.length })}</h3>
          <ul>
            {problems.map((p, i) => (
              <li key={`${p.code}-${i}`} className="p-error">{stageProblemText(t, p)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
