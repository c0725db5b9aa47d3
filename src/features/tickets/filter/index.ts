export { TicketFilterPanel, type TicketFilterPanelProps } from './TicketFilterPanel';
export { TICKET_FILTER, TICKET_FILTER_LIMITS } from './ticketFilter';
export { toSearchFilter } from '../../../domain/tickets/search/toSearchFilter';
export { emptyFilterValues, hasCondition, nullSearchFields, FILTER_SECTIONS, type TicketFilterValues, type PanelSearchField } from '../../../domain/tickets/search/filterValues';
export { useLastFilter, readLastFilter, parseTicketFilter } from './useLastFilter';
export { ticketFilterCodec, narrowTicketFilter } from './ticketFilterCodec';
export { useFilterOptions } from './useFilterOptions';
