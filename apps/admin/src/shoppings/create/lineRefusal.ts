/**
 * Why this file exists: a purchase refused on one of its lines' fields (a negative profit
 * percentage, a quantity) says in the refusal dialog which product it is, since the message under
 * the line's field may be out of sight on a long purchase. No screen here, so the unit tests read it.
 */
const LINE_FIELD = /^products\.(\d+)\./;

/** The dialog's words for a refusal on a line's field: its product's code and name, then the message; null when none. */
export const lineRefusalMessage = (
  fields: Record<string, unknown> | undefined,
  lines: ReadonlyArray<{ code: string; name: string }>,
): string | null => {
  for (const [field, message] of Object.entries(fields ?? {})) {
    const line = lines[Number(LINE_FIELD.exec(field)?.[1] ?? NaN)];
    if (line) return `${line.code} ${line.name}: ${String(message)}`;
  }
  return null;
};
