import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';

const sandbox = setupSandbox({ tickets: 50 });
const inv = (method: string, url: string, options: Parameters<typeof callApi>[3] = {}) =>
  callApi(sandbox, method, `/inventory/api/v1${url}`, options);
const paging = {
  pageNumber: 1,
  pageSize: 25,
  isExport: null,
  sortField: null,
  sortOrder: null,
};

describe('inventory service over the ledger', () => {
  it('answers every read within the contract', async () => {
    expect((await inv('GET', '/Warehouses', { query: { onlyEnabled: true } })).body.data).toHaveLength(12);
    expect((await inv('GET', '/Warehouses/1')).status).toBe(200);
    expect(
      (
        await inv('POST', '/Warehouses/GeneralSearch', {
          body: { text: null, enabled: null, partnerId: null, ...paging },
        })
      ).body.data.totalCount,
    ).toBe(12);
    expect((await inv('GET', '/Warehouses/Addresses')).status).toBe(200);
    expect((await inv('GET', '/Warehouses/1/Destinations')).body.data.engineers.length).toBeGreaterThan(0);
    const comps = await inv('POST', '/Inventory/Warehouse/GeneralSearch', {
      body: { placeIds: [], text: null, componentStatusIds: [], ...paging },
    });
    expect(comps.status).toBe(200);
    const force = await inv('POST', '/Inventory/WorkForce/GeneralSearch', {
      body: { placeIds: [], text: null, componentStatusIds: [], ...paging },
    });
    expect(force.status).toBe(200);
    expect(
      (
        await inv('POST', '/Inventory/Kits/GeneralSearch', {
          body: { placeType: null, placeIds: [], text: null, ...paging },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await inv('POST', '/SupplyStock/GeneralSearch', {
          body: {
            placeType: 'Warehouse',
            placeIds: [1],
            supplyIds: [],
            text: null,
            ...paging,
          },
        })
      ).status,
    ).toBe(200);
    const shipments = await inv('POST', '/Shipments/GeneralSearch', {
      body: {
        shipmentId: null,
        guideNumber: null,
        format: null,
        shipmentStateIds: [],
        courierId: null,
        originId: null,
        destinationId: null,
        dateFrom: null,
        dateTo: null,
        ...paging,
      },
    });
    expect(new Set(shipments.body.data.items.map((s: { shipmentStateId: number }) => s.shipmentStateId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect((await inv('GET', '/Shipments/1')).status).toBe(200);
    expect((await inv('GET', '/Shipments/1/Tracking')).status).toBe(200);
    expect(
      (
        await inv('GET', '/ShipmentPlaces/OriginWarehousesByUser', {
          as: 'WAD',
        })
      ).body.data.map((o: { id: number }) => o.id),
    ).toEqual([1]);
    expect(
      (
        await inv('GET', '/ShipmentPlaces/AvailableItems', {
          as: 'WAD',
          query: { format: 2, originId: 1 },
        })
      ).body.data.components.length,
    ).toBeGreaterThan(10);
    expect(sandbox.violations).toEqual([]);
  });

  it('refuses a type the role may not ship, a step out of order and a step by the wrong side, with their reasons', async () => {
    const create = (as: 'ENG' | 'WAD', body: Record<string, unknown>) =>
      inv('POST', '/Shipments', {
        as,
        body: {
          cost: null,
          currencyId: null,
          guideNumber: 'GU 1',
          courierId: 1,
          shipmentPriorityId: 1,
          kits: [],
          supplies: [],
          ...body,
        },
      });
    const engineerType1 = await create('ENG', {
      format: 1,
      originResponsibleId: 1,
      destinationResponsibleId: 2,
      components: [1],
    });
    expect(engineerType1.status).toBe(422);
    expect(engineerType1.body.message).toBe('El origen 1 no es un origen válido para el tipo de envío 1');
    const free = (
      await inv('GET', '/ShipmentPlaces/AvailableItems', {
        as: 'WAD',
        query: { format: 2, originId: 1 },
      })
    ).body.data.components[0].productId;
    const created = await create('WAD', {
      format: 2,
      originResponsibleId: 1,
      destinationResponsibleId: 4,
      components: [free],
    });
    expect(created.status).toBe(200);
    const id = created.body.data.shipmentId;
    expect(created.body.data).toMatchObject({
      shipmentStateId: 1,
      userActsForOrigin: true,
      userActsForDestination: false,
    });
    const early = await inv('PUT', '/Shipments/Receipt', {
      as: 'ENG',
      body: { shipmentId: id },
    });
    expect([early.status, early.body.message]).toEqual([409, 'No se puede recibir un envío en estado Pendiente']);
    const wrongSide = await inv('PUT', '/Shipments/Confirm', {
      as: 'ENG',
      body: { shipmentId: id },
    });
    expect([wrongSide.status, wrongSide.body.message]).toEqual([403, `Solo el origen del envío ${id} puede confirmarlo`]);
    expect(
      (
        await inv('PUT', '/Shipments/Confirm', {
          as: 'WAD',
          body: { shipmentId: id },
        })
      ).body.data.shipmentStateId,
    ).toBe(6);
    expect(sandbox.violations.filter((v) => !v.includes('400'))).toEqual([]);
  });
});

describe('a warehouse’s destinations (two replaced lists)', () => {
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  const read = async (warehouseId: number) => (await inv('GET', `/Warehouses/${warehouseId}/Destinations`)).body.data;

  it('replaces them when both lists are still what the form read, and refuses a stale replacement with the destinations now', async () => {
    const before = await read(1);
    const readWarehouseIds = ids(before.warehouses);
    const readEngineerIds = ids(before.engineers);
    const saved = await inv('PUT', '/Warehouses/Destinations', {
      body: { warehouseId: 1, destinationWarehouseIds: [2], destinationEngineerIds: readEngineerIds, readWarehouseIds, readEngineerIds },
    });
    expect(ids(saved.body.data.warehouses)).toEqual([2]);

    // A second form read before that save sends the old warehouse list, and drops an engineer.
    const stale = await inv('PUT', '/Warehouses/Destinations', {
      body: { warehouseId: 1, destinationWarehouseIds: readWarehouseIds, destinationEngineerIds: readEngineerIds.slice(1), readWarehouseIds, readEngineerIds },
    });
    expect(stale).toMatchObject({ status: 409, body: { detail: 'readIds', data: { warehouseId: 1 } } });
    expect(ids(stale.body.data.warehouses)).toEqual([2]);
    expect(ids((await read(1)).engineers)).toEqual(readEngineerIds);
  });
});
