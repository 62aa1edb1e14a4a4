/** A command lost the race for the same record too many times: the user should try again. */
export class ConcurrencyConflictError extends Error {
  constructor() {
    super('Otro usuario modificó este registro al mismo tiempo. Intente de nuevo.');
    this.name = 'ConcurrencyConflictError';
  }
}
