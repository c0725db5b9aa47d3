import { useCreateTaskMutation, useDeleteTaskMutation, useSearchTasksQuery, useUpdateTaskMutation } from '../../api/tags/process';
import type { TaskSource } from './taskSource';

/** A change's tasks (process service, Tasks/*), by scheduled start; writes refresh them by the 'ChangeTasks' tag. */
export function useChangeTasks(changeId: number): TaskSource {
  const tasks = useSearchTasksQuery({ taskSearchRequest: { changeId } });
  const [create] = useCreateTaskMutation();
  const [update] = useUpdateTaskMutation();
  const [remove] = useDeleteTaskMutation();
  return {
    list: { items: tasks.data?.data, isLoading: tasks.isLoading, isFetching: tasks.isFetching, error: tasks.error, retry: () => void tasks.refetch() },
    create: (fields) => create({ taskCreate: { changeId, ...fields } }).unwrap(),
    update: (task, fields, rowVersion) => update({ taskUpdate: { taskId: task.taskId, rowVersion, ...fields } }).unwrap(),
    remove: (task) => remove({ id: task.taskId }).unwrap(),
  };
}
