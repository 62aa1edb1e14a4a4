import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import type { Knex } from 'knex';
import { DealerRequestMessages, Town, townsOf } from '@bo/domain';
import { Public } from '../auth/guards/access.decorators';
import { KNEX } from '../infrastructure/database/tokens';
import { NumericIdPipe } from '../infrastructure/http/numeric-id.pipe';

/**
 * GET /api/utils/towns/:stateId: the municipalities of a state (a region of GET /api/utils/states),
 * by name, for the public dealer application form. The towns are reference data (@bo/domain
 * dealers/venezuelan-towns) matched to the region by its name.
 */
@Controller('utils')
export class ListTownsController {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  @Get('towns/:stateId')
  @Public()
  async list(@Param('stateId', NumericIdPipe) stateId: string): Promise<Town[]> {
    const region = (await this.knex('rm.regions').where({ id: stateId }).whereNull('deleted_at').first('name')) as
      { name: string } | undefined;
    if (!region) throw new NotFoundException({ message: DealerRequestMessages.stateNotFound });
    return townsOf(region.name).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }
}
