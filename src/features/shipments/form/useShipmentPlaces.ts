import {
  useGetDestinationEngineersByWarehouseQuery,
  useGetDestinationTaskForcesByTaskForceQuery,
  useGetDestinationWarehousesByTaskForceQuery,
  useGetDestinationWarehousesByWarehouseQuery,
  useGetOriginTaskForcesByUserQuery,
  useGetOriginWarehousesByUserQuery,
  type ShipmentPlace,
} from '../../../api/tags/inventory';
import { originKindOf, type ShipmentFormat } from '../../../domain/shipments/shipmentTypes';

interface PlaceList {
  places: ShipmentPlace[];
  loading: boolean;
  error: unknown;
}

const listOf = (
  query: {
    currentData?: { data: ShipmentPlace[] };
    isFetching: boolean;
    error?: unknown;
  },
  active: boolean,
): PlaceList =>
  active
    ? {
        places: query.currentData?.data ?? [],
        loading: query.isFetching,
        error: query.error,
      }
    : { places: [], loading: false, error: undefined };

/**
 * The origin options of a type (the user's warehouses for 1 and 2, task forces for 3 and 4) and the
 * destinations of a type and origin (spec 001 section 4): 1 the origin warehouse's destination
 * warehouses, 2 its task-force engineers, 3 the origin task force's task forces, 4 its warehouses.
 * Only the reads of the chosen type run.
 */
export function useShipmentPlaces(format: ShipmentFormat | null, originId: number | null) {
  const fromWarehouse = format !== null && originKindOf(format) === 'Warehouse';
  const fromTaskForce = format !== null && !fromWarehouse;
  const originWarehouses = useGetOriginWarehousesByUserQuery(undefined, {
    skip: !fromWarehouse,
  });
  const originTaskForces = useGetOriginTaskForcesByUserQuery(undefined, {
    skip: !fromTaskForce,
  });
  const arg = { id: originId ?? 0 };
  const skipFor = (f: ShipmentFormat) => ({
    skip: format !== f || originId === null,
  });
  const destinations = [
    listOf(useGetDestinationWarehousesByWarehouseQuery(arg, skipFor(1)), format === 1),
    listOf(useGetDestinationEngineersByWarehouseQuery(arg, skipFor(2)), format === 2),
    listOf(useGetDestinationTaskForcesByTaskForceQuery(arg, skipFor(3)), format === 3),
    listOf(useGetDestinationWarehousesByTaskForceQuery(arg, skipFor(4)), format === 4),
  ];
  return {
    origins: fromWarehouse ? listOf(originWarehouses, true) : listOf(originTaskForces, fromTaskForce),
    destinations: format === null || originId === null ? listOf(originWarehouses, false) : destinations[format - 1]!,
  };
}
