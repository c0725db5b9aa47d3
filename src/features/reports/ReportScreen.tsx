import { useMemo } from 'react';
import { useAccessList } from '../../auth/useAccessList';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceDescription } from '../../shared/resource/resourceTypes';
import type { ReportDates } from './filter/reportFilter';

/**
 * A report's screen from a description made when it opens: its filter's first days are counted from today then
 * (the app's clock), not when the module loaded.
 */
export function ReportScreen<Row extends object, Arg>({ describe }: { describe: () => ResourceDescription<Row, ReportDates, Arg> }) {
  const { can } = useAccessList();
  // The description is made once per visit (describe is a module constant).
  const description = useMemo(() => describe(), [describe]);
  return <ResourceScreen description={description} can={can} />;
}
