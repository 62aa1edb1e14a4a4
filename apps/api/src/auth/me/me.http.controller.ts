import { Controller, Get, Req } from '@nestjs/common';
import { Roles } from '../guards/access.decorators';
import { AuthenticatedRequest } from '../guards/authenticated-request';

@Controller('me')
export class MeController {
  @Get()
  @Roles('session', 'use')
  me(@Req() request: AuthenticatedRequest) {
    return request.user;
  }
}
