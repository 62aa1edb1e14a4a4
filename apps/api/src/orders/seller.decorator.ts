import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { AuthenticatedRequest } from '../auth/guards/authenticated-request';
import { metadataFromRequest } from '../shared/command-metadata';
import { Seller } from './order.commands';

/** The signed-in user's role with the command's metadata (routes are role-guarded: a user is there). */
export const CurrentSeller = createParamDecorator((_data: unknown, context: ExecutionContext): Seller => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  return { role: request.user!.role, metadata: metadataFromRequest(request) };
});
