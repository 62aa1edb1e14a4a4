import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import type { AuthenticatedRequest } from '../../auth/guards/authenticated-request';
import { AcceptsAsOf, parseAsOf } from '../../infrastructure/http/as-of';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { assertSelfOrAdmin } from '../user.access';
import { UserReader } from '../user-reader';
import { UserView } from '../user.view';
import { UserAsOf } from './user-as-of';

/** GET /api/users/{id}[?as_of=…]: admin, or the user themself ('Mi perfil'); now, or as it was then. */
@Controller('users')
export class GetUserController {
  constructor(
    private readonly users: UserReader,
    private readonly asOf: UserAsOf,
  ) {}

  @Get(':id')
  @Roles('users', 'own')
  @AcceptsAsOf()
  get(
    @Param('id', NumericIdPipe) id: string,
    @Req() request: AuthenticatedRequest,
    @Query('as_of') asOf?: unknown,
  ): Promise<UserView> {
    assertSelfOrAdmin(request.user, id, 'read');
    if (asOf !== undefined) return this.asOf.at(id, parseAsOf(asOf));
    return this.users.byId(id);
  }
}
