import { Controller, Get } from '@nestjs/common';
import { Roles } from '../auth/guards/access.decorators';
import release from './release.json';

/**
 * The application's version, release date, codename and changelog, for whoever is signed in (the
 * top bar's badge, /version): the public routes are the sign-in and the dealer application.
 */
@Controller('version')
export class VersionController {
  @Get()
  @Roles('session', 'use')
  version() {
    return release;
  }
}
