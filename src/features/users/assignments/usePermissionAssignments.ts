import { useMemo } from 'react';
import {
  useAssignUserAccessElementsMutation, useAssignUserGeneralPermissionsMutation, useGetAccessElementsModuleTreeQuery,
  useGetUserAccessElementAssignationsQuery, useGetUserGeneralPermissionsQuery, type AccessElementType, type AccessModule, type UserAccessElement,
} from '../../../api/tags/security';
import type { AssignmentItem } from './AssignmentChecklist';
import { assignedIds, type AssignmentKind } from './useAssignmentKinds';

/** The module tree's elements of one type, each under its module's path ("Tickets / Búsqueda"). */
function treeItems(modules: AccessModule[], type: AccessElementType, byId: Map<number, UserAccessElement>, path = ''): AssignmentItem[] {
  return modules.flatMap((module) => {
    const group = path ? `${path} / ${module.name}` : module.name;
    const own = module.accessElements.filter((e) => e.accessElementType === type).map((e) => {
      const mine = byId.get(e.accessElementId);
      return { id: e.accessElementId, label: e.name, group, assigned: !!mine?.assigned, locked: !!mine?.fromProfile };
    });
    return [...own, ...treeItems(module.modules, type, byId, group)];
  });
}

/** Operational and additional permissions (access elements of the module tree) and general permissions, each saved on its own. */
export function usePermissionAssignments(userId: number): AssignmentKind[] {
  const tree = useGetAccessElementsModuleTreeQuery();
  const elements = useGetUserAccessElementAssignationsQuery({ userId }, { refetchOnMountOrArgChange: true });
  const general = useGetUserGeneralPermissionsQuery({ userId }, { refetchOnMountOrArgChange: true });
  const [assignElements] = useAssignUserAccessElementsMutation();
  const [assignGeneral] = useAssignUserGeneralPermissionsMutation();
  return useMemo(() => {
    const byId = new Map((elements.data?.data ?? []).map((e) => [e.accessElementId, e]));
    const ready = tree.data && elements.data;
    const direct = [...byId.values()].filter((e) => e.assigned);
    const ofType = (type: AccessElementType): AssignmentKind => ({
      key: type === 'Operational' ? 'operational' : 'additional',
      items: ready ? treeItems(tree.data!.data, type, byId) : undefined,
      loading: tree.isLoading || elements.isLoading,
      error: tree.error ?? elements.error,
      refetch: () => void elements.refetch(),
      // The service replaces the whole list: the other type's direct assignments are sent as they are, and the list
      // read is both types'.
      save: (ids: number[]) => {
        const kept = direct.filter((e) => e.accessElementType !== type).map((e) => e.accessElementId);
        const readIds = direct.map((e) => e.accessElementId);
        return assignElements({ assignUserAccessElementsRequest: { userId, accessElementIds: [...kept, ...ids], readIds } }).unwrap();
      },
    });
    const generalItems = general.data?.data.map((p) => ({ id: p.permissionId, label: p.name, assigned: p.assigned }));
    return [
      ofType('Operational'),
      ofType('Additional'),
      {
        key: 'general', items: generalItems, loading: general.isLoading, error: general.error, refetch: () => void general.refetch(),
        save: (ids: number[]) => assignGeneral({ assignUserPermissionsGeneralRequest: { userId, permissionIds: ids, readIds: assignedIds(generalItems) } }).unwrap(),
      },
    ];
  }, [tree, elements, general, assignElements, assignGeneral, userId]);
}
