/**
 * How a list cell's text may wrap, so a table of many columns fits its card on a laptop: an e-mail
 * or a web address is one long word that may break anywhere; a RIF or a phone number reads as one
 * piece and never breaks. For DataTable.Col's `cellSx`.
 */
export const breakable = () => ({ overflowWrap: 'anywhere' }) as const;
export const unbroken = () => ({ whiteSpace: 'nowrap' }) as const;
