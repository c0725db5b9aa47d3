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
  save: (ids: number[]) => Promise<unknown>;
}

const read = <T,>(query: { data?: { data: T[] }; isLoading: boolean; error?: unknown }, toItem: (row: T) => AssignmentItem) => ({
  items: query.data?.data.map(toItem), loading: query.isLoading, error: query.error,
});

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
  return useMemo(() => [
    { key: 'warehouses', ...read(warehouses, (w) => ({ id: w.warehouseId, label: w.warehouseName, group: w.partnerName ?? noPartner, assigned: w.assigned })),
      save: (ids: number[]) => assignWarehouses({ assignUserWarehouseRequest: { userId, warehouseIds: ids } }).unwrap() },
    { key: 'clients', ...read(clients, (c) => ({ id: c.clientId, label: c.clientName, assigned: c.assigned })),
      save: (ids: number[]) => assignClients({ assignUserClientsRequest: { userId, clientIds: ids } }).unwrap() },
    { key: 'workForces', ...read(workForces, (w) => ({ id: w.userId, label: `${w.fullName} · ${w.email}`, assigned: w.assigned })),
      save: (ids: number[]) => assignWorkForces({ assignUserWorkForcesRequest: { userId, workForceUserIds: ids } }).unwrap() },
    { key: 'services', ...read(services, (s) => ({ id: s.serviceId, label: s.serviceName, group: s.clientName, assigned: s.assigned })),
      save: (ids: number[]) => assignServices({ assignUserServicesRequest: { userId, serviceIds: ids } }).unwrap() },
    { key: 'commentTypes', ...read(commentTypes, (c) => ({ id: c.ticketCommentTypeId, label: c.name, assigned: c.assigned })),
      save: (ids: number[]) => assignCommentTypes({ assignUserTicketCommentTypeRequest: { userId, ticketCommentTypeIds: ids } }).unwrap() },
    { key: 'stages', items: workFlows.data?.data.flatMap((f) => f.stages.map((s) => ({ id: s.stageId, label: s.stageName, group: f.workFlowName, assigned: s.assigned }))),
      loading: workFlows.isLoading, error: workFlows.error,
      save: (ids: number[]) => assignStages({ assignUserWorkFlowRequest: { userId, stageIds: ids } }).unwrap() },
  ], [warehouses, clients, workForces, services, commentTypes, workFlows, assignWarehouses, assignClients, assignWorkForces, assignServices, assignCommentTypes, assignStages, userId, noPartner]);
}
