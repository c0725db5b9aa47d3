import { useTranslation } from 'react-i18next';
import type { ProblemRead as Problem } from '../../../api/tags/process';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { FactList } from '../../../shared/ui/FactList';

/** The problem's fields as read (spec 002 section 3); edited on problem/update/{id}. */
export function ProblemSummary({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`problems.fields.${key}`);
  const dash = (value: string | null) => value ?? '—';
  return (
    <div className="surface-card border-round shadow-1 p-3 flex flex-column gap-3">
      <FactList
        facts={[
          [label('requester'), problem.requesterName],
          [label('reportDate'), formatUtcDateTime(problem.reportDate)],
          [label('expirationDate'), formatUtcDateTime(problem.expirationDate)],
          [label('impact'), problem.impactName],
          [label('priority'), problem.priorityName],
          [label('assignee'), dash(problem.assigneeName)],
          [label('assets'), dash(problem.assets)],
        ]}
      />
      {(['symptoms', 'rootCause', 'knownIssue'] as const).map((key) => (
        <div key={key}>
          <h2 className="text-base font-semibold m-0">{label(key)}</h2>
          <p className="m-0 line-height-3" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{dash(problem[key])}</p>
        </div>
      ))}
    </div>
  );
}
