import { useMemo } from 'react';
import { useGetCatalogCategoriesQuery, useGetCatalogPrioritiesQuery } from '../../../api/tags/catalog';
import { useGetChangeAdvisoryBoardsQuery, useGetChangeProductCandidatesQuery } from '../../../api/tags/process';
import type { OptionSource } from '../../../shared/forms/fields';

const named = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

export function useCategoryOptions(): OptionSource<number> {
  const q = useGetCatalogCategoriesQuery({ onlyEnabled: true });
  return { options: useMemo(() => named(q.data?.data), [q.data]), loading: q.isLoading, error: q.error };
}

export function usePriorityOptions(): OptionSource<number> {
  const q = useGetCatalogPrioritiesQuery({ onlyEnabled: true });
  return { options: useMemo(() => named(q.data?.data), [q.data]), loading: q.isLoading, error: q.error };
}

/** The boards, and the members of the chosen one (the CAB member and the approvers are picked among them). */
export function useBoards(cabId: number | null) {
  const q = useGetChangeAdvisoryBoardsQuery();
  const boards = q.data?.data;
  const board = boards?.find((b) => b.cabId === cabId) ?? null;
  const boardOptions = useMemo(() => (boards ?? []).map((b) => ({ value: b.cabId, label: b.name })), [boards]);
  const memberOptions = useMemo(() => (board?.members ?? []).map((m) => ({ value: m.userId, label: m.fullName })), [board]);
  return {
    boards: { options: boardOptions, loading: q.isLoading, error: q.error } satisfies OptionSource<number>,
    members: { options: memberOptions, loading: q.isLoading, error: q.error } satisfies OptionSource<number>,
  };
}

/** The client's components at the chosen location, by serial number: what a change may affect. */
export function useProductOptions(clientId: number | null, locationId: number | null): OptionSource<number> & { empty: boolean } {
  const q = useGetChangeProductCandidatesQuery({ clientId: clientId ?? 0, locationId: locationId ?? undefined }, { skip: clientId === null || locationId === null });
  const options = useMemo(
    () => (q.currentData?.data ?? []).map((p) => ({ value: p.productId, label: `${p.serialNumber} · ${p.brandName} ${p.modelName}` })),
    [q.currentData],
  );
  return { options, loading: q.isFetching, error: q.error, empty: q.currentData?.data.length === 0 };
}
