/**
 * Statements sent side by side on one transaction: once one fails, the transaction is aborted and
 * the ones after it fail too, with nothing to say about why. Waits for them all (nothing may still
 * be on its way once the transaction ends) and answers the failure that came first.
 */
export async function allOrFirstFailure(work: readonly Promise<unknown>[]): Promise<void> {
  const failures: unknown[] = [];
  await Promise.all(work.map((promise) => promise.catch((error: unknown) => failures.push(error))));
  if (failures.length > 0) throw failures[0];
}
