/**
 * A rule refused the command. `message` is the Spanish text a user reads;
 * the HTTP layer turns it into a 409 (or a 404 for `not_found`).
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly kind: 'rule' | 'not_found' = 'rule',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
