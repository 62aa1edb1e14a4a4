import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { EventMetadata } from '@bo/domain';
import { AuthenticatedRequest } from '../auth/guards/authenticated-request';

/** The metadata a command carries: who asks, the request's correlation id, its idempotency key, now. */
export function metadataFromRequest(request: AuthenticatedRequest): EventMetadata {
  const header = (name: string): string | null => {
    const value = request.headers[name];
    return typeof value === 'string' && value.length > 0 ? value.slice(0, 200) : null;
  };
  return {
    user_id: request.user?.id ?? null,
    correlation_id: header('x-request-id') ?? randomUUID(),
    causation_id: null,
    idempotency_key: header('idempotency-key'),
    at: new Date().toISOString(),
    // Read for writes by ClosedPeriodInterceptor: what the deciders refuse as dated in a closed period.
    ...(request.closedUntil !== undefined ? { closed_until: request.closedUntil } : {}),
  };
}

export const Metadata = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  metadataFromRequest(context.switchToHttp().getRequest<AuthenticatedRequest>()),
);

/** Metadata for what the system does by itself (seeds, migrations). */
export function systemMetadata(): EventMetadata {
  return {
    user_id: null,
    correlation_id: randomUUID(),
    causation_id: null,
    idempotency_key: null,
    at: new Date().toISOString(),
  };
}
