import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useGetChangeByIdQuery, type ChangeRead as Change } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { isEditable } from '../../../domain/changes/lifecycle';
import { useChangeConflicts } from '../../../domain/changes/useChangeConflicts';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { ChangeApprovals } from './ChangeApprovals';
import { ChangeAttachments } from './ChangeAttachments';
import { ChangeComments } from './ChangeComments';
import { ChangeConflicts } from './ChangeConflicts';
import { ChangeEditForm } from './ChangeEditForm';
import { ChangeSteps } from './ChangeSteps';
import { ChangeSummary } from './ChangeSummary';
import { ChangeTasks } from './ChangeTasks';
import { ChangeTickets } from './ChangeTickets';

/**
 * change/detail/{id}: one change with its state and stage, the steps its life cycle allows, its fields (edited while
 * its state allows it, by whom may create changes), its approvals, tasks, files, linked tickets and comments. A rejection's
 * reason stays in view until the change is approved.
 */
export default function ChangeDetailPage() {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const id = Number(useParams().id);
  const query = useGetChangeByIdQuery({ id }, { skip: !(Number.isInteger(id) && id > 0) });
  const change = query.data?.data;
  const mayEdit = change !== undefined && can(['ChangeCreate']) && isEditable(change.state);

  if (query.error) return <section className="p-3"><RequestError error={query.error} onRetry={() => void query.refetch()} title={t('changes.detail.loadError')} /></section>;
  if (!change) return <PageLoader />;
  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="change-title" aria-busy={query.isFetching}>
      <header className="flex flex-wrap align-items-center gap-2">
        <h1 id="change-title" className="text-2xl font-semibold m-0">{t('changes.detail.title', { id: change.changeId, name: change.name })}</h1>
        <span className="p-tag">{t(`changes.states.${change.state}`)}</span>
        <span className="text-700">{`${t('changes.fields.stage')}: ${t(`changes.stages.${change.stage}`)}`}</span>
      </header>
      {change.rejectionReason && (
        <p role="status" className="m-0 p-3 border-round bg-yellow-50 text-yellow-900">{t('changes.detail.rejected', { reason: change.rejectionReason })}</p>
      )}
      {can(['ChangeCreate']) && <ChangeSteps change={change} />}
      {mayEdit ? <ChangeEditForm key={change.changeId} change={change} /> : <ChangeSummary change={change} />}
      <ChangeWindow change={change} />
      <ChangeTasks change={change} />
      <ChangeAttachments change={change} />
      <ChangeTickets change={change} />
      <ChangeComments change={change} />
    </section>
  );
}

/** The change's conflicts, shown in their own section and above the approvals, where an approver decides. */
function ChangeWindow({ change }: { change: Change }) {
  const { conflicts, weekend, error, retry } = useChangeConflicts(change);
  return (
    <>
      <ChangeConflicts conflicts={conflicts} weekend={weekend} error={error} retry={retry} />
      <ChangeApprovals change={change} conflicts={conflicts} weekend={weekend} />
    </>
  );
}
