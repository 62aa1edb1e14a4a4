/** JSON with every object's keys sorted: the same text for the same values, whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : item,
  );
}

/**
 * Whether two payloads hold the same values. Events come back from the store with their keys in
 * another order (PostgreSQL's jsonb sorts them), so a plain JSON.stringify comparison says "changed".
 */
export function sameValues(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
