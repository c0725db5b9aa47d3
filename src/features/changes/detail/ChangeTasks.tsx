import type { ChangeRead as Change } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { isFinished } from '../../../domain/changes/lifecycle';
import { TasksPanel } from '../../../domain/tasks/TasksPanel';
import { useChangeTasks } from '../../../domain/tasks/useChangeTasks';

/** The change's tasks: worked (TaskManagement) until the change is closed or canceled, read after. */
export function ChangeTasks({ change }: { change: Change }) {
  const { can } = useAccessList();
  return <TasksPanel source={useChangeTasks(change.changeId)} writable={can(['TaskManagement']) && !isFinished(change.state)} />;
}
