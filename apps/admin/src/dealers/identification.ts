/**
 * Why this file exists: a dealer's identification reads with its type, 'V-12345678' (issue 31),
 * on every screen that shows it (the dealers' list and page, a request's page).
 */
export const dealerIdentification = (dealer: { idType?: string | null; identification?: string | null }) => {
  const number = (dealer.identification ?? '').trim();
  const type = (dealer.idType ?? '').trim();
  if (!type || number.toUpperCase().startsWith(`${type.toUpperCase()}-`)) return number;
  return `${type}-${number}`;
};
