import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '../../shared/format/dateTime';
import { orEmpty } from '../../shared/format/emptyValue';
import { formatMoney } from '../../shared/format/money';
import { ConfirmDialog } from '../../shared/ui/dialogs/ConfirmDialog';
import { ExpandableText } from '../../shared/ui/ExpandableText';
import { RequestError } from '../../shared/ui/RequestError';
import { useToast } from '../../shared/ui/ToastProvider';
import { TaskDialog } from './TaskDialog';
import { TaskFilesDialog } from './TaskFilesDialog';
import type { TaskRow } from './taskForm';
import type { TaskSource } from './taskSource';

interface TasksPanelProps {
  source: TaskSource;
  /** May add, edit and delete tasks and their files (TaskManagement on a parent still open). */
  writable: boolean;
}

type Pending = { kind: 'create' } | { kind: 'edit' | 'files' | 'delete'; task: TaskRow } | null;

const COLUMNS = ['id', 'name', 'status', 'type', 'priority', 'owner', 'scheduled', 'actual', 'effort', 'additionalCost', 'progress', 'group', 'description'] as const;

/**
 * The tasks of a change (or of any parent its source reads): every field of spec 002 section 3 in a table, each task's
 * files, and, for whom may, a new task, an edit and a delete. Reusable: the parent lives in the source alone.
 */
export function TasksPanel({ source, writable }: TasksPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const rows = source.list.items ?? [];
  const close = () => setPending(null);

  const cells = (task: TaskRow): Record<(typeof COLUMNS)[number], ReactNode> => ({
    id: task.taskId,
    name: task.name,
    status: task.taskStatusName,
    type: task.taskTypeName,
    priority: task.priorityName,
    owner: task.ownerName,
    scheduled: `${formatUtcDateTime(task.scheduledStart)} – ${formatUtcDateTime(task.scheduledEnd)}`,
    actual: `${formatUtcDateTime(task.actualStart)} – ${formatUtcDateTime(task.actualEnd)}`,
    effort: t('tasks.effortValue', { days: task.effortDays, hours: task.effortHours, minutes: task.effortMinutes }),
    additionalCost: formatMoney(task.additionalCost),
    progress: `${task.progress}%`,
    group: orEmpty(task.groupName),
    description: <ExpandableText text={task.description} title={t('tasks.fields.description')} />,
  });

  return (
    <section aria-labelledby="tasks-title" className="flex flex-column gap-2">
      <div className="flex align-items-center gap-2">
        <h2 id="tasks-title" className="text-lg font-semibold m-0">{t('tasks.title')}</h2>
        {writable && <Button type="button" size="small" outlined icon="pi pi-plus" label={t('tasks.add')} onClick={() => setPending({ kind: 'create' })} />}
      </div>
      <RequestError error={source.list.error} onRetry={source.list.retry} title={t('tasks.loadError')} />
      {source.list.isLoading ? null : rows.length === 0 ? (
        <p className="m-0 text-700">{t('tasks.empty')}</p>
      ) : (
        // A wide table scrolls on its own; focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('tasks.title')}>
          <table className="w-full text-sm" aria-label={t('tasks.title')} aria-busy={source.list.isFetching} style={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr className="text-left">
                {COLUMNS.map((c) => <th key={c} scope="col" className="p-2 white-space-nowrap">{t(`tasks.columns.${c}`)}</th>)}
                <th scope="col" className="p-2"><span className="p-hidden-accessible">{t('tasks.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((task) => {
                const row = cells(task);
                return (
                  <tr key={task.taskId} className="border-top-1 surface-border">
                    {COLUMNS.map((c) => <td key={c} className="p-2">{row[c]}</td>)}
                    <td className="p-2">
                      <div className="flex gap-1">
                        {writable && (
                          <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('tasks.edit', { name: task.name })} onClick={() => setPending({ kind: 'edit', task })} />
                        )}
                        <Button type="button" icon="pi pi-paperclip" text rounded aria-label={t('tasks.openFiles', { name: task.name })} onClick={() => setPending({ kind: 'files', task })} />
                        {writable && (
                          <Button type="button" icon="pi pi-trash" text rounded severity="danger" aria-label={t('tasks.delete', { name: task.name })}
                            onClick={() => setPending({ kind: 'delete', task })} />
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pending?.kind === 'create' && <TaskDialog source={source} onHide={close} />}
      {pending?.kind === 'edit' && <TaskDialog source={source} task={pending.task} onHide={close} />}
      {pending?.kind === 'files' && <TaskFilesDialog task={pending.task} writable={writable} onHide={close} />}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          header={t('tasks.deleteTitle')}
          message={t('tasks.deleteQuestion', { name: pending.task.name })}
          confirmLabel={t('tasks.deleteConfirm')}
          danger
          icon="pi pi-trash"
          failureTitle={t('tasks.deleteFailed')}
          onConfirm={async () => {
            await source.remove(pending.task);
            toast({ severity: 'success', summary: t('tasks.deleted', { name: pending.task.name }) });
          }}
          onHide={close}
        />
      )}
    </section>
  );
}
