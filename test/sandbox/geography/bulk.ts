import es from '../../../src/shared/i18n/es.json';
import { bulkRowErrors, parseLoadRow, repeatedNames, type LocationDeactivateRow, type LocationLoadRow } from '../../../src/domain/locations/bulk/locationRows';
import { foldName, ruleValues, type LocationRuleCode } from '../../../src/domain/locations/bulk/locationRules';
import { interpolate } from '../product/messages';
import type { OperationHandlers } from '../runtime';
import type { LocationRecord, SandboxStore, UserRecord } from '../store/types';
import { lookUpPostalCode, POSTAL_CODE_MISSING } from './catalogue';
import { allLocations, findLocation, newLocationId } from './locationStore';
import { saveChecked, setEnabled, versions, visibleTo } from './locations';

interface BulkError {
  rowNumber: number;
  column: string;
  code: LocationRuleCode;
  message: string;
}

/** A rule's message in Spanish, the service's language, from the app's own translation (validation.* or locations.rules.*). */
function ruleMessage(column: string, code: LocationRuleCode): string {
  const own = (es.locations as unknown as { rules: Record<string, string> }).rules[code];
  const shared = (es.validation as Record<string, string>)[code];
  return code === 'postalCodeMissing' ? POSTAL_CODE_MISSING : interpolate(own ?? shared ?? code, ruleValues(column, code));
}

const collect = (errors: BulkError[], rowNumber: number) => (column: string, code: LocationRuleCode) =>
  errors.push({ rowNumber, column, code, message: ruleMessage(column, code) });

/** Each client's location names, folded, so a file's names are checked against the store once. */
function namesByClient(locations: readonly LocationRecord[]) {
  const names = new Map<string, LocationRecord>();
  for (const l of locations) names.set(`${l.clientId}\u0000${foldName(l.name)}`, l);
  return (clientId: number, name: string) => names.get(`${clientId}\u0000${foldName(name)}`);
}

/** Every failure of every load row, by row and column: the template's rules, then what needs the service's data. */
function loadErrors(store: SandboxStore, rows: LocationLoadRow[]): BulkError[] {
  const errors: BulkError[] = [];
  const existing = namesByClient(allLocations(store));
  const repeated = repeatedNames(rows);
  rows.forEach((row, index) => {
    const fail = collect(errors, row.rowNumber);
    const sheet = bulkRowErrors('load', row);
    sheet.forEach((e) => fail(e.column, e.code));
    if (repeated.has(index)) fail('name', 'nameRepeated');
    if (sheet.length) return;
    const v = parseLoadRow(row);
    if (!store.clients.get(v.clientId)?.enabled) fail('clientId', 'clientMissing');
    if (v.locationPriorityId !== null && !store.locationPriorities.get(v.locationPriorityId)?.enabled) fail('locationPriorityId', 'priorityMissing');
    if (!lookUpPostalCode(store, v.postalCode)) fail('postalCode', 'postalCodeMissing');
    if (existing(v.clientId, v.name)) fail('name', 'nameExists');
  });
  return errors;
}

/** Every failure of every deactivation row; the locations the rows name when there is none. */
function deactivateTargets(store: SandboxStore, user: UserRecord, rows: LocationDeactivateRow[]) {
  const errors: BulkError[] = [];
  const named = namesByClient(allLocations(store).filter(visibleTo(user)));
  const repeated = repeatedNames(rows);
  const targets = rows.map((row, index) => {
    const fail = collect(errors, row.rowNumber);
    const sheet = bulkRowErrors('deactivate', row);
    sheet.forEach((e) => fail(e.column, e.code));
    if (repeated.has(index)) fail('name', 'nameRepeated');
    if (sheet.length) return null;
    const location = named(Number(row.clientId), row.name!);
    if (!location) fail('name', 'locationNotForClient');
    else if (!location.enabled) fail('name', 'alreadyDisabled');
    return location ?? null;
  });
  return { errors, targets };
}

/**
 * The bulk load and the bulk deactivation: all or nothing. Every row is checked before the first is saved, so a
 * refused file leaves the locations as they were and lists every failure; an accepted one is saved whole.
 */
export const bulkHandlers: OperationHandlers = {
  bulkLoadLocations: ({ store, user, body }) => {
    const rows = body.rows as LocationLoadRow[];
    const errors = loadErrors(store, rows);
    if (errors.length) return { saved: false, locations: [], errors };
    const locations = rows.map((row) => {
      const id = newLocationId(store);
      const values = parseLoadRow(row);
      saveChecked(store, id, values, lookUpPostalCode(store, values.postalCode)!, true, [{ kind: 'Created', userId: user!.userId, date: store.now, changeReason: null }]);
      return { rowNumber: row.rowNumber, locationId: id, name: findLocation(store, id)!.name };
    });
    return { saved: true, locations, errors: [] };
  },
  bulkDisableLocations: ({ store, user, body }) => {
    const rows = body.rows as LocationDeactivateRow[];
    const { errors, targets } = deactivateTargets(store, user!, rows);
    if (errors.length) return { saved: false, locations: [], errors };
    const locations = rows.map((row, i) => {
      const location = targets[i]!;
      setEnabled(store, location, false, user!.userId, row.changeReason!);
      versions.touch(store, location.id);
      return { rowNumber: row.rowNumber, locationId: location.id, name: location.name };
    });
    return { saved: true, locations, errors: [] };
  },
};
