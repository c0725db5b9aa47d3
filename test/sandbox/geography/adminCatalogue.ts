import { fold, matchesEnabled, matchesText, paginate } from '../catalog/common';
import { assertAllowedText, TEXT_FIELDS } from '../guards/allowedText';
import { rowVersions } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { geographyCatalogue, MEXICO, POSTAL_CODE_MISSING, type CountryState, type PostalCode, type Region } from './catalogue';
import { allLocations } from './locationStore';

const regionVersions = rowVersions('geography', 'regions');
const stateVersions = rowVersions('geography', 'states');
const postalCodeVersions = rowVersions('geography', 'postalCodes');

const refuse = (status: number, message: string, field?: string): never => {
  throw new SandboxError(status, message, field);
};
const COMPLETE_CODE = /^[0-9]{5,6}$/;

const regionRow = (store: SandboxStore, r: Region) =>
  regionVersions.stamp(store, r.regionId, { id: r.regionId, name: r.name, countryId: r.countryId, countryName: MEXICO.name, enabled: r.enabled });

const stateRow = (store: SandboxStore, s: CountryState) =>
  stateVersions.stamp(store, s.countryStateId, {
    id: s.countryStateId, name: s.name, regionId: s.regionId, regionName: geographyCatalogue(store).regions.get(s.regionId)?.name ?? '',
    countryId: s.countryId, enabled: s.enabled,
  });

function postalCodeRow(store: SandboxStore, c: PostalCode) {
  const { municipalities, states, regions } = geographyCatalogue(store);
  const municipality = municipalities.get(c.municipalityId)!;
  const state = states.get(municipality.countryStateId)!;
  return postalCodeVersions.stamp(store, c.id, {
    id: c.id, postalCode: c.postalCode, municipalityId: municipality.municipalityId, municipalityName: municipality.name,
    countryStateId: state.countryStateId, countryStateName: state.name, regionId: state.regionId, regionName: regions.get(state.regionId)?.name ?? '',
    enabled: c.enabled,
  });
}

/** A name the catalogue screens accept (allowed characters, not blank) that no other record of the country carries (409). */
function checkName(name: string, others: Iterable<{ name: string }>, noun: string) {
  if (!name.trim()) refuse(400, 'El nombre es obligatorio', 'name');
  assertAllowedText(name, TEXT_FIELDS.name);
  for (const other of others) if (fold(other.name) === fold(name)) refuse(409, `Ya existe ${noun} con ese nombre`, 'name');
}

function checkRegion(store: SandboxStore, body: { name: string; countryId: number }, id: number | null) {
  if (body.countryId !== MEXICO.countryId) refuse(400, `El país ${body.countryId} no existe`, 'countryId');
  const others = [...geographyCatalogue(store).regions.values()].filter((r) => r.regionId !== id && r.countryId === body.countryId);
  checkName(body.name, others, 'una región');
}

function checkState(store: SandboxStore, body: { name: string; regionId: number }, id: number | null): Region {
  const { regions, states } = geographyCatalogue(store);
  const region = regions.get(body.regionId);
  if (!region?.enabled) refuse(400, `La región ${body.regionId} no existe o está deshabilitada`, 'regionId');
  const others = [...states.values()].filter((s) => s.countryStateId !== id && s.countryId === region!.countryId);
  checkName(body.name, others, 'un estado');
  return region!;
}

function checkPostalCode(store: SandboxStore, body: { postalCode: string; municipalityId: number }, id: number | null) {
  const { municipalities, postalCodes } = geographyCatalogue(store);
  if (!municipalities.has(body.municipalityId)) refuse(400, `El municipio ${body.municipalityId} no existe`, 'municipalityId');
  const same = postalCodes.get(body.postalCode);
  if (same && same.id !== id) refuse(409, `El código postal ${body.postalCode} ya existe`, 'postalCode');
}

/** Locations keep their state's name: a renamed state renames it in them, so they still find their municipality. */
function renameStateInLocations(store: SandboxStore, from: string, to: string) {
  for (const location of allLocations(store)) if (location.countryStateName === from) location.countryStateName = to;
}

const existing = <T>(value: T | undefined, message: string): T => value ?? refuse(404, message);
const postalCodeById = (store: SandboxStore, id: number) =>
  existing([...geographyCatalogue(store).postalCodes.values()].find((c) => c.id === id), `El código postal ${id} no existe`);

/** The admin catalogues of regions, states and postal codes (routes regions, states, postalCodes). */
export const adminCatalogueHandlers: OperationHandlers = {
  searchGeographyRegions: ({ store, body }) => {
    const rows = [...geographyCatalogue(store).regions.values()]
      .filter((r) => matchesEnabled(body.enabled, r.enabled) && matchesText(body.text, r.name, MEXICO.name))
      .sort((a, b) => a.regionId - b.regionId);
    return paginate(rows.map((r) => regionRow(store, r)), body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  createGeographyRegion: ({ store, body }) => {
    checkRegion(store, body, null);
    const { regions } = geographyCatalogue(store);
    const regionId = Math.max(0, ...regions.keys()) + 1;
    const region: Region = { regionId, name: body.name.trim(), countryId: body.countryId, enabled: body.enabled };
    regions.set(regionId, region);
    return regionRow(store, region);
  },
  updateGeographyRegion: ({ store, body }) => {
    const region = existing(geographyCatalogue(store).regions.get(body.id), `La región ${body.id} no existe`);
    return regionVersions.update(store, region.regionId, body.rowVersion, () => regionRow(store, region), () => {
      checkRegion(store, body, region.regionId);
      Object.assign(region, { name: body.name.trim(), countryId: body.countryId, enabled: body.enabled });
      return regionRow(store, region);
    });
  },
  deleteGeographyRegion: ({ store, params }) => {
    const { regions, states } = geographyCatalogue(store);
    const region = existing(regions.get(params.id), `La región ${params.id} no existe`);
    if ([...states.values()].some((s) => s.regionId === region.regionId)) refuse(409, `La región ${region.name} tiene estados y no se puede eliminar`);
    regions.delete(region.regionId);
    return true;
  },

  searchGeographyStates: ({ store, body }) => {
    const rows = [...geographyCatalogue(store).states.values()]
      .map((s) => stateRow(store, s))
      .filter((s) => matchesEnabled(body.enabled, s.enabled) && matchesText(body.text, s.name, s.regionName))
      .sort((a, b) => a.id - b.id);
    return paginate(rows, body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  createGeographyState: ({ store, body }) => {
    const region = checkState(store, body, null);
    const { states } = geographyCatalogue(store);
    const countryStateId = Math.max(0, ...states.keys()) + 1;
    // A new state is placed at its country's centre until it has places of its own.
    const state: CountryState = { countryStateId, name: body.name.trim(), regionId: region.regionId, countryId: region.countryId, lat: 23.6, lng: -102.5, enabled: body.enabled };
    states.set(countryStateId, state);
    return stateRow(store, state);
  },
  updateGeographyState: ({ store, body }) => {
    const state = existing(geographyCatalogue(store).states.get(body.id), `El estado ${body.id} no existe`);
    return stateVersions.update(store, state.countryStateId, body.rowVersion, () => stateRow(store, state), () => {
      const region = checkState(store, body, state.countryStateId);
      const name = body.name.trim();
      if (name !== state.name) renameStateInLocations(store, state.name, name);
      Object.assign(state, { name, regionId: region.regionId, countryId: region.countryId, enabled: body.enabled });
      return stateRow(store, state);
    });
  },
  deleteGeographyState: ({ store, params }) => {
    const { states, municipalities } = geographyCatalogue(store);
    const state = existing(states.get(params.id), `El estado ${params.id} no existe`);
    if ([...municipalities.values()].some((m) => m.countryStateId === state.countryStateId)) {
      refuse(409, `El estado ${state.name} tiene municipios y no se puede eliminar`);
    }
    states.delete(state.countryStateId);
    return true;
  },

  searchGeographyPostalCodes: ({ store, body }) => {
    const text: string | null = body.text?.trim() || null;
    const rows = [...geographyCatalogue(store).postalCodes.values()]
      .map((c) => postalCodeRow(store, c))
      .filter(
        (c) =>
          matchesEnabled(body.enabled, c.enabled) &&
          (body.countryStateId == null || c.countryStateId === body.countryStateId) &&
          (!text || c.postalCode.startsWith(text) || matchesText(text, c.municipalityName, c.countryStateName, c.regionName)),
      )
      .sort((a, b) => a.postalCode.localeCompare(b.postalCode));
    // A complete code is a lookup: one that does not exist is said in the spec's words (002 section 8).
    if (text && COMPLETE_CODE.test(text) && !geographyCatalogue(store).postalCodes.has(text)) refuse(404, POSTAL_CODE_MISSING, 'postalCode');
    return paginate(rows, body.pageNumber, body.pageSize, { isExport: body.isExport });
  },
  createGeographyPostalCode: ({ store, body }) => {
    checkPostalCode(store, body, null);
    const { postalCodes } = geographyCatalogue(store);
    const id = Math.max(0, ...[...postalCodes.values()].map((c) => c.id)) + 1;
    const code: PostalCode = { id, postalCode: body.postalCode, municipalityId: body.municipalityId, enabled: true, localities: [] };
    postalCodes.set(code.postalCode, code);
    return postalCodeRow(store, code);
  },
  updateGeographyPostalCode: ({ store, body }) => {
    const code = postalCodeById(store, body.id);
    return postalCodeVersions.update(store, code.id, body.rowVersion, () => postalCodeRow(store, code), () => {
      checkPostalCode(store, body, code.id);
      const { postalCodes } = geographyCatalogue(store);
      postalCodes.delete(code.postalCode);
      Object.assign(code, { postalCode: body.postalCode, municipalityId: body.municipalityId, enabled: body.enabled });
      postalCodes.set(code.postalCode, code);
      return postalCodeRow(store, code);
    });
  },
};
