import { Controller, Get, Inject } from '@nestjs/common';
import type { Knex } from 'knex';
import { Public } from '../../auth/guards/access.decorators';
import { KNEX } from '../../infrastructure/database/tokens';

/**
 * GET /api/utils/states: the live regions by name in Spanish order (Mérida before Miranda, as the
 * towns), for the public dealer application form.
 */
@Controller('utils')
export class ListStatesController {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  @Get('states')
  @Public()
  async list(): Promise<{ id: number; name: string }[]> {
    const rows: { id: string; name: string }[] = await this.knex('rm.regions')
      .whereNull('deleted_at')
      .select('id', 'name');
    return rows
      .map((row) => ({ id: Number(row.id), name: row.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }
}
