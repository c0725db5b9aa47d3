import { clientProfileHandlers } from './clientHandlers';
import { clientClassifications, clientProfiles } from './clientState';
import { responseTimeHandlers } from './responseTimeHandlers';
import { clientServiceHandlers } from './serviceHandlers';
import { ticketFlowHandlers, ticketFlows } from './ticketFlowHandlers';
import { serviceResponseTimes, serviceSettings } from './serviceState';
import { watermarkHandlers } from './watermarkHandlers';
import { watermarks } from './watermarkState';

/** clientsManagment's part of the catalogue service: clients, classifications, services and their configuration, watermarks. */
export const clientManagementHandlers = { ...clientProfileHandlers, ...clientServiceHandlers, ...responseTimeHandlers, ...watermarkHandlers, ...ticketFlowHandlers };

export const clientManagementState = [clientClassifications, clientProfiles, serviceSettings, serviceResponseTimes, watermarks, ticketFlows];
