import type { ComponentType } from 'react';
import type { TicketDetail } from '../../../api/tags/ticket';
import { ClosureTab } from './closure/ClosureTab';
import { CommunicationTab } from './CommunicationTab';
import type { DetailTab } from './detailTabs';
import { DocumentationTab } from './documentation/DocumentationTab';
import { GeneralTab } from './GeneralTab';
import { HistoryTab } from './history/HistoryTab';
import { LogbookTab } from './LogbookTab';
import { MovementsTab } from './movements/MovementsTab';
import { RelatedServicesTab } from './related/RelatedServicesTab';
import { TasksTab } from './tasks/TasksTab';

/** The panel of each detail tab; every panel receives the loaded ticket. */
export const TAB_PANELS: Record<DetailTab, ComponentType<{ ticket: TicketDetail }>> = {
  general: GeneralTab,
  communication: CommunicationTab,
  logbook: LogbookTab,
  documentation: DocumentationTab,
  movements: MovementsTab,
  closure: ClosureTab,
  relatedServices: RelatedServicesTab,
  history: HistoryTab,
  tasks: TasksTab,
};
