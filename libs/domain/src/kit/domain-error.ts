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

/**
 * A rule about one field of the input (a missing reference, an amount not above zero): the HTTP
 * layer answers 400 with the message under `field`, not the 409 of a rule about the state of things.
 */
export class FieldRuleError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldRuleError';
  }

  /** The same refusal under a nested field: 'reference' in the sale's payment is 'payment.reference'. */
  within(parent: string): FieldRuleError {
    return new FieldRuleError(`${parent}.${this.field}`, this.message);
  }
}
