import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { ROLES } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { KNEX } from '../../infrastructure/database/tokens';

@Controller('payment-methods')
export class ListPaymentMethodsController {
  constructor(@Inject(KNEX) private readonly knex: Knex) {}

  @Get()
  @Roles(...ROLES)
  async list(@Res({ passthrough: true }) response: Response) {
    const rows = await this.knex('rm.payment_methods')
      .select('id', 'code', 'name', 'change', 'change_currency')
      .orderBy('id');
    response.setHeader('Content-Range', `payment-methods 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }
}
