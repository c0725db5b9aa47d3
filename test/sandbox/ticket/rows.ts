import type { TicketDetail, TicketFlagStep, TicketListRow } from '../../../src/api/tags/ticket';
import type { SandboxStore, TicketRecord } from '../store/types';
import { commentsOf, logbookOf } from './activityIndex';
import { installedProducts } from './components';
import { RESPONSE_HOURS, statusName } from './moves';
import { FINAL_STATUSES } from './transitions';

/** Joins of a ticket to the catalogues, shared by the list row, the detail and the PDF. */
export function joinsOf(store: SandboxStore, t: TicketRecord) {
  return {
    client: store.clients.get(t.clientId) ?? null,
    project: store.projects.get(t.projectId) ?? null,
    service: store.services.get(t.serviceId) ?? null,
    serviceType: store.serviceTypes.get(t.serviceTypeId) ?? null,
    location: store.locations.get(t.locationId) ?? null,
    engineer: t.assignedEngineerId === null ? null : (store.users.get(t.assignedEngineerId) ?? null),
    createdUser: store.users.get(t.createdUserId) ?? null,
  };
}

const hours = (from: string, to: string) => (Date.parse(`${to.slice(0, 19)}Z`) - Date.parse(`${from.slice(0, 19)}Z`)) / 3_600_000;

/** Traffic light of the response time: green, amber from 50 %, red from 80 %; none once finished. */
function indicatorColor(t: TicketRecord): string | null {
  if (FINAL_STATUSES.has(t.statusId)) return null;
  return t.ticketProgress >= 80 ? '#C62828' : t.ticketProgress >= 50 ? '#FFB300' : '#2E7D32';
}

/** Maps one page of tickets; comments and logbook come from the per-ticket index. */
export function toListRows(store: SandboxStore, page: TicketRecord[]): TicketListRow[] {
  const advances = (t: TicketRecord) =>
    commentsOf(store, t.ticketId).filter((c) => !c.isInternal).map((c) => ({ createdDateTime: c.createdDateTime, comment: c.comment }));
  const steps = (t: TicketRecord): TicketFlagStep[] =>
    logbookOf(store, t.ticketId).map((entry) => ({
      statusId: entry.statusId,
      percent: Math.max(0, Math.min(100, Number(((hours(t.creationDateUTC, entry.createdDateTime) / RESPONSE_HOURS) * 100).toFixed(2)))),
    }));
  return page.map((t) => {
    const j = joinsOf(store, t);
    return {
      ticketId: t.ticketId,
      statusId: t.statusId,
      statusName: statusName(store, t.statusId),
      clientName: j.client?.name ?? '',
      projectName: j.project?.name ?? null,
      locationName: j.location?.name ?? null,
      serviceTypeName: j.serviceType?.name ?? null,
      serviceName: j.service?.name ?? null,
      assignedEngineerFullName: j.engineer?.fullName ?? null,
      tasksDescription: t.description,
      startDate: t.startDate,
      scheduledDate: t.scheduledDate,
      closedDate: t.closedDate,
      creationDateUTC: t.creationDateUTC,
      firstCallSolution: t.firstCallSolution,
      ticketProgress: t.ticketProgress,
      flags: { indicatorHexColor: indicatorColor(t), ticketProgress: t.ticketProgress, steps: steps(t) },
      ticketClientGroup: t.ticketClientGroup,
      workFlowName: t.workFlowName,
      clientTicketNumber: t.clientTicketNumber,
      partnerName: store.partners.get(t.partnerId)?.name ?? null,
      comercialName: j.location?.comercialName ?? null,
      ubicationStatus: j.location ? (j.location.enabled ? 'Activa' : 'Inactiva') : null,
      municipalityName: j.location?.municipalityName ?? null,
      countryStateName: j.location?.countryStateName ?? null,
      issueType: t.issueType,
      actualFailure: t.actualFailure,
      serialNumbers: t.serialNumbers,
      createdUser: j.createdUser?.fullName ?? null,
      categoryName: t.categoryName,
      subcategoryName: t.subcategoryName,
      impactName: store.impacts.get(t.impactId)?.name ?? null,
      urgencyName: store.urgencies.get(t.urgencyId)?.name ?? null,
      priorityName: store.priorities.get(t.priorityId)?.name ?? null,
      requestedByUser: t.requestedByUser,
      requesterEmail: t.requesterEmail,
      ticketDelayClassificationName: t.delayClassificationId === null ? null : (store.delayClassifications.get(t.delayClassificationId)?.name ?? null),
      ticketCloseFields: t.ticketCloseFields,
      externalOrigin: t.externalOrigin,
      externalEventId: t.externalEventId,
      interventionCodeName: t.interventionCodeName,
      comunicationAdvanceSolution: advances(t),
    };
  });
}

export function toDetail(store: SandboxStore, t: TicketRecord): TicketDetail {
  const j = joinsOf(store, t);
  const status = store.statuses.get(t.statusId);
  return {
    ticketId: t.ticketId,
    ticketStatusId: t.statusId,
    ticketStatusName: statusName(store, t.statusId),
    ticketStatusColor: status?.hexColor ?? '#78909C',
    ticketDelayClassificationId: t.delayClassificationId,
    ticketDelayClassificationName: t.delayClassificationId === null ? null : (store.delayClassifications.get(t.delayClassificationId)?.name ?? null),
    setDelayClassification: t.setDelayClassification,
    ticketClientId: t.clientId,
    ticketClientName: j.client?.name ?? '',
    ticketClientNumber: j.client?.number ?? null,
    ticketProjectId: t.projectId,
    ticketProjectName: j.project?.name ?? '',
    ticketServiceTypeId: t.serviceTypeId,
    ticketServiceTypeName: j.serviceType?.name ?? '',
    ticketServiceId: t.serviceId,
    ticketServiceName: j.service?.name ?? '',
    ticketLocationId: t.locationId,
    ticketLocationName: j.location?.name ?? '',
    ticketLocationAddress: j.location?.addressFull ?? null,
    ticketClientGroup: t.ticketClientGroup,
    ticketWorkFlowName: t.workFlowName,
    ticketAssignedEngineerId: t.assignedEngineerId,
    ticketAssignedEngineerFullName: j.engineer?.fullName ?? null,
    ticketDescription: t.description,
    ticketRequestedByUser: t.requestedByUser,
    ticketRequesterEmail: t.requesterEmail,
    ticketUrgencyId: t.urgencyId,
    ticketUrgencyName: store.urgencies.get(t.urgencyId)?.name ?? null,
    ticketImpactId: t.impactId,
    ticketImpactName: store.impacts.get(t.impactId)?.name ?? null,
    ticketPriorityId: t.priorityId,
    ticketPriorityName: store.priorities.get(t.priorityId)?.name ?? null,
    ticketIsIncident: t.isIncident,
    ticketClientTicketNumber: t.clientTicketNumber,
    ticketRemote: t.remote,
    ticketCreatedUserFullName: j.createdUser?.fullName ?? null,
    ticketCreationDateUTC: t.creationDateUTC,
    ticketStartDate: t.startDate,
    ticketScheduledDate: t.scheduledDate,
    ticketClosedDate: t.closedDate,
    products: installedProducts(store, t).map((p) => ({
      productId: p.productId, serialNumber: p.serialNumber, modelName: p.modelName, modelDescription: p.modelDescription,
      brandName: p.brandName, productConditionId: p.productConditionId,
    })),
  };
}
