import { useMemo } from 'react';
import { useGetCatalogClientClassificationsQuery } from '../../api/tags/catalog';
import type { OptionSource } from '../../shared/forms/fields/options';

/**
 * The client classifications as options: every one for the filter, the enabled ones for a choice (a client keeps a
 * disabled one it already has: `keep`).
 */
export function useClassificationOptions(onlyEnabled = false, keep: number | null = null): OptionSource<number> {
  const classifications = useGetCatalogClientClassificationsQuery();
  const options = useMemo(
    () =>
      (classifications.data?.data ?? [])
        .filter((c) => !onlyEnabled || c.enabled || c.id === keep)
        .map((c) => ({ value: c.id, label: c.name })),
    [classifications.data, onlyEnabled, keep],
  );
  return { options, loading: classifications.isLoading, error: classifications.error };
}
