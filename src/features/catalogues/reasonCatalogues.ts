import { useMemo } from 'react';
import { useGetCatalogOriginsByReasonTypeQuery, useGetCatalogReasonTypesQuery } from '../../api/tags/catalog';
import type { ShownBeside } from '../../core/routes/catalogueTable';
import type { OptionSource } from '../../shared/forms/fields/options';
import type { CatalogueDescription, CatalogueRow } from '../../shared/catalogue/catalogueTypes';
import { DESCRIPTION, describeCatalogue, ENTRY_BODIES, NAME } from './catalogueFields';

/** The enabled reason types as dropdown options (a reason is of one). */
function useReasonTypeOptions(): OptionSource<number> {
  const types = useGetCatalogReasonTypesQuery({ onlyEnabled: true });
  const options = useMemo(() => (types.data?.data ?? []).map((r) => ({ value: r.id, label: r.name })), [types.data]);
  return { options, loading: types.isLoading, error: types.error };
}

/** The origins of the chosen reason type (Origen/getByReasonType); none until a type is chosen. */
function useOriginOptions(reasonTypeId: number | null): OptionSource<number> {
  const origins = useGetCatalogOriginsByReasonTypeQuery({ id: reasonTypeId ?? 0 }, { skip: reasonTypeId === null });
  const options = useMemo(() => (origins.data?.data ?? []).map((o) => ({ value: o.id, label: o.name })), [origins.data]);
  return { options, loading: origins.isFetching, error: origins.error };
}

/** Reasons (route reasons): each of a reason type, with one of that type's origins. */
export const REASONS = describeCatalogue('reasons', {
  fields: [
    NAME,
    { name: 'reasonTypeId', kind: 'choice', useOptions: useReasonTypeOptions, shownAs: 'reasonTypeName', required: true },
    { name: 'originId', kind: 'choice', dependsOn: 'reasonTypeId', useOptionsOf: useOriginOptions, shownAs: 'originName', required: true },
  ],
  bodies: { create: 'catalogReasonCreateRequest', update: 'catalogReasonUpdateRequest' },
});

/** A reason family shown beside the reasons (catalogueTable.ts `on: 'reasons'`): a name and a description. */
const family = (key: ShownBeside<'reasons'>) => ({
  ...describeCatalogue(key, { fields: [NAME, DESCRIPTION], bodies: ENTRY_BODIES }),
  titleKey: `catalogues.families.${key}`,
});

/**
 * The catalogues the reasons route reaches besides its own, by their `family` link value, each with its
 * own permissions (Catalog<Id>Search and Catalog<Id>Create). Cancellation and pending reasons are the
 * ones a ticket's move to Cancelled or PendingReason offers.
 */
export const REASON_FAMILIES = {
  reasonType: family('reasonType'),
  cancelationReason: family('cancelationReason'),
  pendingReason: family('pendingReason'),
  scheduledReason: family('scheduledReason'),
  pendingSerieReason: family('pendingSerieReason'),
  irreparableReason: family('irreparableReason'),
} satisfies Record<ShownBeside<'reasons'>, CatalogueDescription<CatalogueRow>>;
