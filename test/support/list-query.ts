/** `?filter={...}&sort=["field","ASC"]&range=[0,24]`, as ra-data-simple-rest sends it. */
export function listQuery(
  filter: Record<string, unknown> = {},
  sort: [string, 'ASC' | 'DESC'] = ['id', 'ASC'],
  range: [number, number] = [0, 24],
): string {
  const params = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(sort),
    range: JSON.stringify(range),
  });
  return `?${params.toString()}`;
}
