import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import type { SandboxStore, UserRecord } from '../store/types';
import { fold, matchesText, paginate } from './common';
import { catalogAudit, type CatalogAuditRecord } from './richState';

/** Notes one change of a catalogue entry: who, which entry, when (the store's clock). */
export function recordCatalogChange(
  store: SandboxStore,
  user: UserRecord | null,
  catalogue: string,
  entry: { id: number; name: string },
  action: CatalogAuditRecord['action'],
): void {
  catalogAudit(store).push({
    id: catalogAudit(store).length + 1, catalogue, entryId: entry.id, entryName: entry.name, action, userId: user?.userId ?? 0,
    changedDateTime: utc(store.now),
  });
}

export const catalogAuditHandlers: OperationHandlers = {
  searchCatalogAudit: ({ store, query }) => {
    const { catalogue, user, dateFrom, dateTo } = query as { catalogue?: string; user?: string; dateFrom?: string; dateTo?: string };
    if (dateFrom && dateTo && dateTo < dateFrom) throw new SandboxError(422, 'La fecha final no puede ser anterior a la inicial');
    const nameOf = (id: number) => store.users.get(id)?.fullName ?? '';
    const rows = catalogAudit(store)
      .filter((r) => !catalogue || fold(r.catalogue) === fold(catalogue))
      .filter((r) => matchesText(user, nameOf(r.userId)))
      .filter((r) => (!dateFrom || r.changedDateTime.slice(0, 10) >= dateFrom) && (!dateTo || r.changedDateTime.slice(0, 10) <= dateTo))
      .slice()
      .reverse()
      .map((r) => ({ ...r, userName: nameOf(r.userId) }));
    return paginate(rows, query.pageNumber, query.pageSize, { isExport: query.isExport });
  },
};
