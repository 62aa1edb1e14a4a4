import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventMetadata, userChangeRequest, UserChangeRequest } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import type { AuthenticatedRequest } from '../../auth/guards/authenticated-request';
import { Metadata } from '../../shared/command-metadata';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { assertSelfOrAdmin } from '../user.access';
import { UserReader } from '../user-reader';
import { UserView } from '../user.view';
import { UpdateUserCommand } from './update-user.command';

/** PUT /api/users/{id}: admin, or the user themself ('Mi perfil'). A blank password keeps the current one. */
@Controller('users')
export class UpdateUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: UserReader,
  ) {}

  @Put(':id')
  @Roles('users', 'own')
  async update(
    @Param('id', NumericIdPipe) id: string,
    @Req() request: AuthenticatedRequest,
    @Body() raw: unknown,
    @Metadata() metadata: EventMetadata,
  ): Promise<UserView> {
    // Whose record it is before what the body says: another user's record is a 403 whatever the body.
    assertSelfOrAdmin(request.user, id);
    const body = new ZodBodyPipe(userChangeRequest).transform(raw) as UserChangeRequest;
    await this.commands.execute(new UpdateUserCommand(id, body, request.user!, metadata));
    return this.users.byId(id);
  }
}
