/**
 * The `ilike` pattern of a list's search `q` ('%fil%'), or null when there is nothing to search.
 * `%`, `_` and `\` match themselves; a NUL character (which PostgreSQL refuses) is dropped.
 */
export function searchPattern(q: unknown): string | null {
  const text = typeof q === 'string' || typeof q === 'number' ? String(q).replaceAll('\u0000', '').trim() : '';
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
