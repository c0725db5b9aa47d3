export { TicketFilterPanel, type TicketFilterPanelProps } from './TicketFilterPanel';
export { filterSchema, filterErrorText, validateFilter, TICKET_FILTER_LIMITS } from './filterSchema';
export { toSearchFilter } from '../../../domain/tickets/search/toSearchFilter';
export { emptyFilterValues, hasCondition, nullSearchFields, FILTER_SECTIONS, type TicketFilterValues, type PanelSearchField } from '../../../domain/tickets/search/filterValues';
export { useLastFilter, readLastFilter, parseTicketFilter } from './useLastFilter';
export { ticketFilterCodec, narrowTicketFilter } from './ticketFilterCodec';
export { useFilterOptions } from './useFilterOptions';
