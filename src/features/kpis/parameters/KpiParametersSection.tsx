import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterKpiParametersQuery } from '../../../api/tags/insight';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { RequestError } from '../../../shared/ui/RequestError';
import { useKpiGroupOptions, useKpiParameters } from '../kpiForm/kpiOptions';
import { parameterFilter, type ParameterFilterValues } from './parameterFilter';

const COLUMNS = ['name', 'code', 'alias', 'description', 'group'] as const;

/**
 * The groups' parameters a formula is written over: every one of the chosen group, or those matching a text
 * (the service's filter, which the filter bar sends only with 4 characters or more).
 */
export function KpiParametersSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const [filter, setFilter] = useState<ParameterFilterValues>(parameterFilter.empty);
  const all = useKpiParameters();
  const text = filter.text.trim();
  const matched = useFilterKpiParametersQuery({ parameterFilterId: filter.kpiGroupId ?? 0, text }, { skip: !text });
  const groups = useKpiGroupOptions().options;
  const rows = text ? (matched.data?.data ?? []) : all.parameters.filter((p) => filter.kpiGroupId === null || p.kpiGroupId === filter.kpiGroupId);
  const groupName = (id: number) => groups.find((g) => g.value === id)?.label ?? '';
  const busy = text ? matched.isFetching : all.isLoading;
  return (
    <section aria-labelledby={titleId} className="p-3 flex flex-column gap-3">
      <h2 id={titleId} className="text-xl m-0">{t('kpis.parameters.title')}</h2>
      <FilterBar filter={parameterFilter} value={filter} onSearch={setFilter} />
      <RequestError error={text ? matched.error : all.error} onRetry={() => void (text ? matched.refetch() : all.refetch())} />
      <div className="overflow-auto">
        <table className="w-full" style={{ borderCollapse: 'collapse' }} aria-labelledby={titleId} aria-busy={busy}>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="text-left p-2 border-bottom-1 surface-border">{t(`kpis.parameters.columns.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <td className="p-2">{p.name}</td>
                <td className="p-2 font-mono">{p.code}</td>
                <td className="p-2">{p.alias}</td>
                <td className="p-2">{p.description}</td>
                <td className="p-2">{groupName(p.kpiGroupId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!busy && rows.length === 0 && <p>{t('kpis.parameters.empty')}</p>}
      </div>
    </section>
  );
}
