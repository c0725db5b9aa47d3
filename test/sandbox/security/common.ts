/** Small helpers shared by the security handlers: lookups that 404, text search, paging, date ranges. */
import { SandboxError } from '../runtime';
import type { SandboxStore, UserRecord } from '../store/types';

export const byText = (a: string, b: string) => a.localeCompare(b, 'es');
export const byFullName = (a: { fullName: string }, b: { fullName: string }) => byText(a.fullName, b.fullName);

/** Lower case without accents, for searches and uniqueness checks. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** True when no text is given or any field contains it (case and accent insensitive). */
export function matchesText(text: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  if (!text) return true;
  const needle = normalize(text);
  return fields.some((f) => f != null && normalize(f).includes(needle));
}

export function page<T>(items: T[], query: Record<string, any>) {
  const pageNumber: number = query.pageNumber ?? 1;
  const pageSize: number = query.pageSize ?? 25;
  const start = (pageNumber - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), totalCount: items.length, pageNumber, pageSize, hasNext: start + pageSize < items.length };
}

export function parseUtc(date: string): number {
  return Date.parse(date.endsWith('Z') ? date : `${date}Z`);
}

/** Filter on the inclusive range [dateFromUTC, dateToUTC]; a range ending before it starts is refused. */
export function dateFilter(query: Record<string, any>): (date: string) => boolean {
  const from = query.dateFromUTC ? parseUtc(query.dateFromUTC) : -Infinity;
  const to = query.dateToUTC ? parseUtc(query.dateToUTC) : Infinity;
  if (to <= from) throw new SandboxError(422, 'La fecha final debe ser posterior a la fecha inicial');
  return (date) => {
    const t = parseUtc(date);
    return t >= from && t <= to;
  };
}

export function daysSince(store: SandboxStore, date: string | null): number | null {
  return date ? Math.max(0, Math.floor((store.now.getTime() - parseUtc(date)) / 86_400_000)) : null;
}

export function requireUser(store: SandboxStore, id: number): UserRecord {
  const user = store.users.get(id);
  if (!user) throw new SandboxError(404, `El usuario ${id} no existe`);
  return user;
}

/** Refuses (422) the first id that does not exist, naming it: "El cliente 9 no existe". */
export function requireAll(ids: number[], exists: (id: number) => boolean, label: string): number[] {
  const missing = ids.find((id) => !exists(id));
  if (missing !== undefined) throw new SandboxError(422, `${label} ${missing} no existe`);
  return [...new Set(ids)];
}

/** Partner of a warehouse or client: the seed has none, so it is spread over the partners by id. */
export function partnerOf(store: SandboxStore, id: number): { partnerId: number | null; partnerName: string | null } {
  const partners = [...store.partners.values()].sort((a, b) => a.id - b.id);
  const partner = partners.length ? partners[(id - 1) % partners.length] : undefined;
  return { partnerId: partner?.id ?? null, partnerName: partner?.name ?? null };
}

export function userPartner(store: SandboxStore, partnerIds: number[]): { partnerId: number | null; partnerName: string | null } {
  const partner = partnerIds.length ? store.partners.get(partnerIds[0]!) : undefined;
  return { partnerId: partner?.id ?? null, partnerName: partner?.name ?? null };
}
