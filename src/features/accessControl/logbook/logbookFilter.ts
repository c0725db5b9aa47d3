import { useMemo } from 'react';
import { useGetLoginTokenTypesQuery } from '../../../api/tags/security';
import type { OptionSource } from '../../../shared/forms/fields/options';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { EMPTY_RANGE, type DateRange } from '../../../shared/ui/DateRangePicker';
import { accessSearchText } from '../shared/accessSearchText';

export type LogEvent = 'all' | 'login' | 'logout';

export interface LogbookFilterValue {
  text: string;
  tokenTypeIds: number[];
  event: LogEvent;
  dates: DateRange;
}

export const EMPTY_LOGBOOK_FILTER: LogbookFilterValue = { text: '', tokenTypeIds: [], event: 'all', dates: EMPTY_RANGE };

/** The sign-in channels (token types) as options. */
function useTokenTypeOptions(): OptionSource<number> {
  const tokenTypes = useGetLoginTokenTypesQuery();
  const options = useMemo(() => (tokenTypes.data?.data ?? []).map((type) => ({ value: type.id, label: type.name })), [tokenTypes.data]);
  return { options, loading: tokenTypes.isLoading, error: tokenTypes.error };
}

/** Who (name, user name or e-mail, at least the minimum), which channels, sign-ins or sign-outs, and when. */
export const logbookFilter: FilterDescription<LogbookFilterValue> = {
  labelKey: 'accessControl.filter.label',
  empty: EMPTY_LOGBOOK_FILTER,
  fields: [
    accessSearchText('accessControl.logbook.text'),
    { kind: 'multiChoice', name: 'tokenTypeIds', labelKey: 'accessControl.logbook.tokenTypes', allKey: 'accessControl.logbook.eventAll', useOptions: useTokenTypeOptions, width: 'w-14rem' },
    {
      kind: 'choice', name: 'event', labelKey: 'accessControl.logbook.event', width: 'w-12rem',
      options: [
        { value: 'all', labelKey: 'accessControl.logbook.eventAll' },
        { value: 'login', labelKey: 'accessControl.logbook.login' },
        { value: 'logout', labelKey: 'accessControl.logbook.logout' },
      ],
    },
    { kind: 'dateRange', name: 'dates', labelKey: 'accessControl.filter.dates' },
  ],
};
