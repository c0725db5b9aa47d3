import { useTranslation } from 'react-i18next';
import type { SolutionRead as Solution } from '../../../api/tags/process';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { SafeHtml } from '../../../shared/richText/SafeHtml';
import { FactList } from '../../../shared/ui/FactList';

/** A solution read by whom may not edit it: its facts, internal comments included, and its content sanitised. */
export function SolutionSummary({ solution }: { solution: Solution }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`solutions.fields.${key}`);
  return (
    <div className="surface-card border-round shadow-1 p-3 flex flex-column gap-3">
      <FactList
        facts={[
          [label('topic'), solution.solutionTopicName],
          [label('owners'), solution.ownerNames.join(', ')],
          [label('reviewDate'), formatUtcDateTime(solution.reviewDate)],
          [label('expirationDate'), formatUtcDateTime(solution.expirationDate)],
          [label('keywords'), solution.keywords.join(', ')],
          [label('mainSolution'), t(solution.mainSolution ? 'common.yes' : 'common.no')],
          [label('internalComments'), solution.internalComments ?? '—'],
        ]}
      />
      <SafeHtml html={solution.content} className="line-height-3" />
    </div>
  );
}
