import { Controller, Get, Param, Req } from '@nestjs/common';
import { ROLES } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import type { AuthenticatedRequest } from '../../auth/guards/authenticated-request';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { assertSelfOrAdmin } from '../user.access';
import { UserReader } from '../user-reader';
import { UserView } from '../user.view';

/** GET /api/users/{id}: admin, or the user themself ('Mi perfil'). */
@Controller('users')
export class GetUserController {
  constructor(private readonly users: UserReader) {}

  @Get(':id')
  @Roles(...ROLES)
  get(@Param('id', NumericIdPipe) id: string, @Req() request: AuthenticatedRequest): Promise<UserView> {
    assertSelfOrAdmin(request.user, id);
    return this.users.byId(id);
  }
}
