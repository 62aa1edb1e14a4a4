/** The methods that only read: no anti-forgery token, no Idempotency-Key, no closed-until day. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
