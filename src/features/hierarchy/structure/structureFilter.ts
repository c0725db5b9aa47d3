import { useMemo } from 'react';
import { useGetAccountOrganizationalStructureQuery } from '../../../api/tags/security';
import type { OptionSource } from '../../../shared/forms/fields/options';
import type { FilterDescription } from '../../../shared/filters/filterTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { useLevelNames } from '../useLevelNames';
import { distinctValues, EMPTY_STRUCTURE_FILTER, type StructureFilter } from './structureModel';

const LEVELS = Array.from({ length: LIMITS.hierarchy.levelMax - LIMITS.hierarchy.levelMin + 1 }, (_, i) => LIMITS.hierarchy.levelMin + i);

/** The regions or areas of the people in the structure (the page's own read, from the cache). */
const useStructureValues = (field: 'region' | 'area'): OptionSource<string> => {
  const structure = useGetAccountOrganizationalStructureQuery({});
  const options = useMemo(() => distinctValues(structure.data?.data ?? [], field).map((value) => ({ value, label: value })), [structure.data, field]);
  return { options, loading: structure.isLoading, error: structure.error };
};

function useLevelOptions(): OptionSource<number> {
  const levelName = useLevelNames();
  const options = useMemo(() => LEVELS.map((level) => ({ value: level, label: levelName(level) })), [levelName]);
  return { options, loading: false, error: null };
}

const ALL = { labelKey: 'hierarchy.filter.all', inList: true };

/** The structure's filters; the whole structure is in the page, so each change applies at once. */
export const structureFilter: FilterDescription<StructureFilter> = {
  labelKey: 'hierarchy.filter.label',
  empty: EMPTY_STRUCTURE_FILTER,
  live: true,
  fields: [
    { kind: 'text', name: 'text', labelKey: 'hierarchy.filter.text', max: LIMITS.generalTextMax, width: 'w-16rem' },
    { kind: 'choice', name: 'region', labelKey: 'hierarchy.fields.region', all: ALL, search: true, useOptions: () => useStructureValues('region'), width: 'w-13rem' },
    { kind: 'choice', name: 'area', labelKey: 'hierarchy.fields.area', all: ALL, useOptions: () => useStructureValues('area'), width: 'w-11rem' },
    { kind: 'choice', name: 'level', labelKey: 'hierarchy.fields.level', all: ALL, useOptions: useLevelOptions, width: 'w-13rem' },
    { kind: 'check', name: 'vacantOnly', labelKey: 'hierarchy.filter.vacantOnly' },
  ],
};
