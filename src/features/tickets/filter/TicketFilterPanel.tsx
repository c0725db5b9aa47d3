import { useState } from 'react';
import type { TicketSearchFilter } from '../../../api/tags/ticket';
import { FilterBar } from '../../../shared/filters/FilterBar';
import type { TicketFilterValues } from '../../../domain/tickets/search/filterValues';
import { toSearchFilter } from '../../../domain/tickets/search/toSearchFilter';
import { TICKET_FILTER } from './ticketFilter';
import { useLastFilter } from './useLastFilter';

export interface TicketFilterPanelProps {
  /** Values to start from; when absent, the screen's last submitted filter, else an empty filter. */
  initialValues?: Partial<TicketFilterValues>;
  /** Called with the request's filter fields (see `toSearchFilter`) and the filter's values on Search. */
  onSearch: (filter: Partial<TicketSearchFilter>, values: TicketFilterValues) => void;
  /** Called after Clear has emptied the form and forgotten the remembered filter. */
  onClear?: () => void;
  /** Storage key of the remembered filter; the current path without slashes by default. */
  screenKey?: string;
  /** Remember the last submitted filter (default true). */
  remember?: boolean;
}

/** The advanced ticket search filter: its description on the filter bar, remembering the last search unless told not to. */
export function TicketFilterPanel({ initialValues, onSearch, onClear, screenKey, remember = true }: TicketFilterPanelProps) {
  const last = useLastFilter(screenKey);
  const [start] = useState<TicketFilterValues>(() => ({ ...TICKET_FILTER.empty, ...(initialValues ?? (remember ? last.lastValues : null) ?? {}) }));
  return (
    <FilterBar
      filter={TICKET_FILTER}
      value={start}
      onSearch={(values) => {
        if (remember) last.save(values);
        onSearch(toSearchFilter(values), values);
      }}
      onClear={() => {
        if (remember) last.forget();
        onClear?.();
      }}
    />
  );
}

export default TicketFilterPanel;
