import { serviceState } from '../store/serviceState';
import { seedWorkFlows, type WorkFlowSeed } from './seed';

/**
 * Workflow state, one piece per service part: the catalog's workflow types and workflows (catalog.yaml
 * WorkFlowType, getCatalogWorkFlows) and the ticket service's work orders and their comments (ticket.yaml
 * WorkFlowOrder). One PRNG draws all four (seed.ts), so they come from a single run of the seed per store.
 */

/**
 * The seed's one run per store, which the four pieces below hand out. The seed also adds the orders' step
 * tickets (and a disabled service per misconfigured workflow) to the ticket store, so createStore runs it
 * right after its tickets: ticket ids, searches and the state seeded from the tickets do not depend on
 * which piece is read first.
 */
export const seededWorkFlows = serviceState('ticket', 'workFlowSeed', (store): WorkFlowSeed => seedWorkFlows(store));

export const workFlowTypes = serviceState('catalog', 'workFlowTypes', (store) => seededWorkFlows(store).workFlowTypes);
export const workFlows = serviceState('catalog', 'workFlows', (store) => seededWorkFlows(store).workFlows);
export const workFlowOrders = serviceState('ticket', 'workFlowOrders', (store) => seededWorkFlows(store).workFlowOrders);
export const workFlowOrderComments = serviceState('ticket', 'workFlowOrderComments', (store) => seededWorkFlows(store).workFlowOrderComments);
