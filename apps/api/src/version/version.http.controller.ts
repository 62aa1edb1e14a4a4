import { Controller, Get } from '@nestjs/common';
import { Public } from '../auth/guards/access.decorators';
import release from './release.json';

/** The application's version, release date, codename and changelog. */
@Controller('version')
export class VersionController {
  @Get()
  @Public()
  version() {
    return release;
  }
}
