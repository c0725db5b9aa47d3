import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAssignUserClientsMutation, useAssignUserServicesMutation, useAssignUserTicketCommentTypesMutation, useAssignUserWarehouseMutation,
  useAssignUserWorkFlowMutation, useAssignUserWorkForcesMutation, useGetUserClientAssignationsQuery, useGetUserServiceAssignationsQuery,
  useGetUserTicketCommentTypeAssignationsQuery, useGetUserWarehouseAssignationsQuery, useGetUserWorkFlowAssignationsQuery,
  useGetUserWorkForceAssignationsQuery,
} from '../../../api/tags/security';
import type { AssignmentItem } from './AssignmentChecklist';

/** What one tab needs: its items, read state and save. */
export interface AssignmentKind {
  key: string;
  items: AssignmentItem[] | undefined;
  loading: boolean;
  error: unknown;
  /** Replaces the user's list, once it is still the one read. */
  save: (ids: number[]) => Promise<unknown>;
  refetch: () => void;
}

type Read<T> = { data?: { data: T[] }; isLoading: boolean; error?: unknown; refetch: () => unknown };

const read = <T,>(query: Read<T>, toItem: (row: T) => AssignmentItem) => ({
  items: query.data?.data.map(toItem), loading: query.isLoading, error: query.error, refetch: () => void query.refetch(),
});

/** The ids the list was read with as assigned: a replacement says so, and is refused when the list changed since. */
export const assignedIds = (items: readonly AssignmentItem[] | undefined) => (items ?? []).filter((i) => i.assigned).map((i) => i.id);

/** The per-resource assignments of spec 001 section 6: warehouses, clients, task forces, services, comment types, workflow stages. */
export function useResourceAssignments(userId: number): AssignmentKind[] {
  const { t } = useTranslation();
  const arg = { userId };
  const warehouses = useGetUserWarehouseAssignationsQuery(arg, { refetchOnMountOrArgChange: true });
  const clients = useGetUserClientAssignationsQuery(arg, { refetchOnMountOrArgChange: true });
  const workForces = useGetUserWorkForceAssignationsQuery(arg, { refetchOnMountOrArgChange: true });
  const services = useGetUserServiceAssignationsQuery(arg, { refetchOnMountOrArgChange: true });
  const commentTypes = useGetUserTicketCommentTypeAssignationsQuery(arg, { refetchOnMountOrArgChange: true });
  const workFlows = useGetUserWorkFlowAssignationsQuery(arg, { refetchOnMountOrArgChange: true });
  const [assignWarehouses] = useAssignUserWarehouseMutation();
  const [assignClients] = useAssignUserClientsMutation();
  const [assignWorkForces] = useAssignUserWorkForcesMutation();
  const [assignServices] = useAssignUserServicesMutation();
  const [assignCommentTypes] = useAssignUserTicketCommentTypesMutation();
  const [assignStages] = useAssignUserWorkFlowMutation();
  const noPartner = t('users.assignments.noPartner');
  return useMemo(() => {
    /** A kind whose save sends the ids it read as assigned with the ones chosen. */
    const kind = (key: string, list: ReturnType<typeof read>, send: (ids: number[], readIds: number[]) => Promise<unknown>): AssignmentKind => (
      { key, ...list, save: (ids) => send(ids, assignedIds(list.items)) }
    );
    const stages = workFlows.data?.data.flatMap((f) => f.stages.map((s) => ({ id: s.stageId, label: s.stageName, group: f.workFlowName, assigned: s.assigned })));
    return [
      kind('warehouses', read(warehouses, (w) => ({ id: w.warehouseId, label: w.warehouseName, group: w.partnerName ?? noPartner, assigned: w.assigned })),
        (ids, readIds) => assignWarehouses({ assignUserWarehouseRequest: { userId, warehouseIds: ids, readIds } }).unwrap()),
      kind('clients', read(clients, (c) => ({ id: c.clientId, label: c.clientName, assigned: c.assigned })),
        (ids, readIds) => assignClients({ assignUserClientsRequest: { userId, clientIds: ids, readIds } }).unwrap()),
      kind('workForces', read(workForces, (w) => ({ id: w.userId, label: `${w.fullName} · ${w.email}`, assigned: w.assigned })),
        (ids, readIds) => assignWorkForces({ assignUserWorkForcesRequest: { userId, workForceUserIds: ids, readIds } }).unwrap()),
      kind('services', read(services, (s) => ({ id: s.serviceId, label: s.serviceName, group: s.clientName, assigned: s.assigned })),
        (ids, readIds) => assignServices({ assignUserServicesRequest: { userId, serviceIds: ids, readIds } }).unwrap()),
      kind('commentTypes', read(commentTypes, (c) => ({ id: c.ticketCommentTypeId, label: c.name, assigned: c.assigned })),
        (ids, readIds) => assignCommentTypes({ assignUserTicketCommentTypeRequest: { userId, ticketCommentTypeIds: ids, readIds } }).unwrap()),
      kind('stages', { items: stages, loading: workFlows.isLoading, error: workFlows.error, refetch: () => void workFlows.refetch() },
        (ids, readIds) => assignStages({ assignUserWorkFlowRequest: { userId, stageIds: ids, readIds } }).unwrap()),
    ];
  }, [warehouses, clients, workForces, services, commentTypes, workFlows, assignWarehouses, assignClients, assignWorkForces, assignServices, assignCommentTypes, assignStages, userId, noPartner]);
}
