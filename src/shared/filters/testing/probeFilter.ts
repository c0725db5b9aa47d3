import { EMPTY_RANGE, type DateRange } from '../../ui/DateRangePicker';
import { LIMITS } from '../../validation/limits';
import type { FilterDescription } from '../filterTypes';

/**
 * Test fixture (tests only): a filter of every field kind, drawn by FilterBar's tests and read back by
 * readStoredFilter's. Its labels are the app's strings, so the drawn fields are named as a screen's are.
 */
export interface Probe {
  text: string;
  id: string;
  state: 'on' | 'off' | null;
  roleId: number | null;
  clientId: number | null;
  typeId: number | null;
  placeId: number | null;
  tags: string[];
  enabled: boolean | null;
  vacant: boolean;
  created: DateRange;
  from: string;
  to: string;
  costMin: number | null;
  costMax: number | null;
}

export const EMPTY: Probe = {
  text: '', id: '', state: null, roleId: null, clientId: null, typeId: null, placeId: null, tags: [], enabled: null, vacant: false, created: EMPTY_RANGE, from: '', to: '', costMin: null, costMax: null,
};

/** The name text's minimum. */
export const MIN = LIMITS.accessControl.searchMinLength;

const ROLES = { options: [{ value: 1, label: 'Administrador' }, { value: 2, label: 'Ingeniero' }], loading: false, error: null };
const lookup = () => ({ options: [], loading: false, error: null });
const ON_OFF = [{ value: 'on', labelKey: 'accessControl.filter.enabled' }, { value: 'off', labelKey: 'accessControl.filter.disabled' }];

export const probeFilter: FilterDescription<Probe> = {
  labelKey: 'accessControl.filter.label',
  empty: EMPTY,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'accessControl.filter.text', max: LIMITS.generalTextMax, min: MIN },
    { kind: 'text', name: 'id', labelKey: 'shipments.fields.shipmentId', max: LIMITS.shipments.shipmentIdMax, accept: (typed) => typed.replace(/\D/g, '') },
    { kind: 'choice', name: 'state', labelKey: 'catalogAudit.filter.catalogue', all: { labelKey: 'accessControl.filter.all', inList: true }, options: ON_OFF },
    { kind: 'choice', name: 'roleId', labelKey: 'users.fields.role', all: { labelKey: 'users.filter.all' }, useOptions: () => ROLES },
    { kind: 'choice', name: 'clientId', labelKey: 'ticketCreate.fields.client', useOptions: lookup, resets: ['typeId'] },
    { kind: 'choice', name: 'typeId', labelKey: 'shipments.items.kind', useOptions: lookup },
    {
      kind: 'choice', name: 'placeId', labelKey: 'ticketCreate.fields.location', useOptions: lookup,
      enabledWhen: { test: (draft) => draft.state !== null, placeholderKey: 'shipments.placeholders.formatFirst' },
    },
    {
      kind: 'multiChoice', name: 'tags', labelKey: 'inventory.views.statuses', allKey: 'inventory.filter.all',
      options: [{ value: 'in', labelKey: 'accessControl.logbook.login' }, { value: 'out', labelKey: 'accessControl.logbook.logout' }, ...ON_OFF],
    },
    { kind: 'flag', name: 'enabled', labelKey: 'users.fields.enabled', allKey: 'users.filter.all', yesKey: 'users.filter.active', noKey: 'users.filter.inactive' },
    { kind: 'check', name: 'vacant', labelKey: 'hierarchy.filter.vacantOnly' },
    { kind: 'dateRange', name: 'created', labelKey: 'accessControl.filter.dates', maxDays: 30 },
    { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'catalogAudit.filter.label', fromLabelKey: 'catalogAudit.filter.dateFrom', toLabelKey: 'catalogAudit.filter.dateTo' },
    { kind: 'numberRange', from: 'costMin', to: 'costMax', labelKey: 'shipments.fields.cost', min: 0, max: LIMITS.numbers.costMax },
  ],
};
