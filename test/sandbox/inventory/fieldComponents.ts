import { COMPONENT_STATUS_IDS } from '../../../src/domain/inventory/componentStatuses';
import { brands, productModels } from '../catalog/richState';
import { Random, utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import type { ComponentItem, Ledger, Place } from './ledger';

/** Mobile operators of the components with a SIM (null: none recorded). */
export const OPERATORS = ['Telcel', 'AT&T', 'Movistar', null] as const;
const INSTALLED = 1;
/** Responsible types (catalogSeed.ts RESPONSIBLE_TYPES) of the places: a client holds what is installed at it. */
const RESPONSIBLE_TYPE = { Warehouse: 1, TaskForce: 2, Location: 6 } as const;

/**
 * The bulk of the seeded components, after the hand-made seed (seed.ts) so its ids and the shipments drawn from
 * it stay as they were: up to `store.componentCount` in all, most installed at the 300 client locations (the map's
 * points), one in twenty-five each at a warehouse and with an engineer, over every status id and condition. Cheap
 * on purpose (no movements, lists drawn up once, two PRNG draws a component): jest builds many stores.
 */
export function seedFieldComponents(store: SandboxStore, ledger: Ledger): void {
  const rnd = new Random(store.seed ^ 0x5eed);
  const brandNames = new Map([...brands(store).values()].map((b) => [b.id, b.name]));
  // Each model's texts, shared by its components.
  const models = [...productModels(store).values()].map((model) => {
    const brandName = brandNames.get(model.brandId) ?? '';
    return {
      model, brandName, prefix: `${brandName.slice(0, 3).toUpperCase()}F`, isTerminal: model.brandId <= 3,
      description: `${brandName} ${model.name}`, modelDescription: `Modelo ${model.name} (${model.value})`,
    };
  });
  // Places are shared between the components at them: the ledger replaces a component's place, never edits it.
  const locations = [...store.locations.values()].map((l) => ({ location: l, place: { type: 'Location', id: l.id } as Place }));
  const warehouses = [...store.warehouses.keys()].map((id): Place => ({ type: 'Warehouse', id }));
  const engineers = [...store.users.values()].filter((u) => u.roleCode === 'ENG').map((u): Place => ({ type: 'TaskForce', id: u.userId }));
  const conditions = [...store.productConditions.keys()];
  // Dates and the numbers of a component are drawn from a few lists made once: a draw per field costs more than the rest.
  const days = Array.from({ length: 871 }, (_, d) => utc(new Date(store.now.getTime() - (30 + d) * 86_400_000)));
  const ports = [80, 443, 9100, 8080];
  let installed = 0;
  for (let productId = ledger.components.size + 1, n = 0; productId <= store.componentCount; productId++, n++) {
    const slot = n % 25;
    // Installed ones take the locations in turn (their own count, so that every location gets some).
    const at = slot > 1 ? locations[installed++ % locations.length]! : null;
    const location = at?.location ?? null;
    const place = at?.place ?? (slot === 0 ? warehouses[n % warehouses.length]! : engineers[n % engineers.length]!);
    const atClient = location !== null;
    const draw = rnd.next();
    const { model, brandName, prefix, isTerminal, description, modelDescription } = models[Math.floor(draw * models.length)]!;
    const registeredDate = days[(n * 7919) % days.length]!;
    const conditionId = atClient && n % 3 !== 0 ? INSTALLED : conditions[n % conditions.length]!;
    const digits = String(Math.floor(rnd.next() * 1e15)).padStart(15, '1');
    const item: ComponentItem = {
      productId,
      serialNumber: `${prefix}${String(productId).padStart(7, '0')}`,
      description,
      brandName,
      modelName: model.name,
      productModelId: model.id,
      modelDescription,
      value: model.value,
      componentStatusId: COMPONENT_STATUS_IDS[n % COMPONENT_STATUS_IDS.length]!,
      isClientProperty: atClient && n % 7 === 0,
      programmed: n % 4 === 0,
      remote: n % 6 === 0,
      clientId: location?.clientId ?? null,
      locationId: location?.id ?? null,
      responsibleTypeId: RESPONSIBLE_TYPE[place.type as keyof typeof RESPONSIBLE_TYPE],
      conditionId,
      ip: isTerminal ? null : `10.${(productId >> 8) & 255}.${productId & 255}.${(n % 254) + 1}`,
      port: isTerminal ? null : ports[n % ports.length]!,
      simNumber: isTerminal ? `8952${digits}0` : null,
      imeiNumber: isTerminal ? `35${digits.slice(2)}` : null,
      operatorName: isTerminal ? OPERATORS[n % OPERATORS.length]! : null,
      installedDate: conditionId === INSTALLED ? registeredDate : null,
      withdrawnDate: null,
      registeredDate,
      productTiNumber: String(600_000 + productId),
      cost: 800 + Math.round(draw * 4_420_000) / 100,
      currencyId: n % 5 === 0 ? 2 : 1,
      kitId: null,
      place,
      heldBy: null,
      warehouseOutputId: null,
    };
    ledger.components.set(productId, item);
  }
}
