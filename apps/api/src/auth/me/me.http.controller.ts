import { Controller, Get, Req } from '@nestjs/common';
import { ROLES } from '@bo/domain';
import { Roles } from '../guards/access.decorators';
import { AuthenticatedRequest } from '../guards/authenticated-request';

@Controller('me')
export class MeController {
  @Get()
  @Roles(...ROLES)
  me(@Req() request: AuthenticatedRequest) {
    return request.user;
  }
}
