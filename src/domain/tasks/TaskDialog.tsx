import { useTranslation } from 'react-i18next';
import { sentVersion } from '../../shared/forms/conflict/versioned';
import { FormDialog } from '../../shared/ui/dialogs/FormDialog';
import { useToast } from '../../shared/ui/ToastProvider';
import { TaskFields } from './TaskFields';
import { EMPTY_TASK, taskFormValuesOf, taskSchema, toTaskFields, type TaskFormValues, type TaskRow } from './taskForm';
import type { TaskSource } from './taskSource';

interface TaskDialogProps {
  source: TaskSource;
  /** The task edited; a new one when absent. */
  task?: TaskRow;
  onHide: () => void;
}

/** A task's create or edit; a save over someone else's opens the conflict to compare (the task is versioned). */
export function TaskDialog({ source, task, onHide }: TaskDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = async (values: TaskFormValues) => {
    const fields = toTaskFields(values);
    await (task ? source.update(task, fields, sentVersion(values)) : source.create(fields));
    toast({ severity: 'success', summary: t(task ? 'tasks.saved' : 'tasks.created', { name: fields.name }) });
  };
  return (
    <FormDialog<TaskFormValues>
      header={task ? t('tasks.editTitle', { id: task.taskId }) : t('tasks.createTitle')}
      initialValues={task ? taskFormValuesOf(task) : EMPTY_TASK}
      valuesOf={task ? taskFormValuesOf : undefined}
      schema={taskSchema}
      onSubmit={save}
      onHide={onHide}
      failureTitle={t('tasks.saveFailed')}
      width="56rem"
    >
      <TaskFields />
    </FormDialog>
  );
}
