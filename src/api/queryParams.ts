/** Arrays travel as repeated parameters (?ids=1&ids=2), the form the backends read; empty values are left out. */
export function serializeQueryParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      search.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  return search.toString();
}
