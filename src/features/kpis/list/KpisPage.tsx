import { useMemo } from 'react';
import { useAccessList } from '../../../auth/useAccessList';
import { ResourceScreen } from '../../../shared/resource/ResourceScreen';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { RequestError } from '../../../shared/ui/RequestError';
import { useKpiParameters } from '../kpiForm/kpiOptions';
import { KpiParametersSection } from '../parameters/KpiParametersSection';
import { kpisDescription } from './kpisDescription';

/** `kpis`: the KPIs (their formulas checked over the parameters' codes, so those are read first) and the parameters below. */
export default function KpisPage() {
  const { can } = useAccessList();
  const { codes, isLoading, error, refetch } = useKpiParameters();
  const description = useMemo(() => kpisDescription(codes), [codes]);
  if (isLoading) return <PageLoader />;
  if (error) return <RequestError error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <ResourceScreen description={description} can={can} />
      <KpiParametersSection />
    </>
  );
}
