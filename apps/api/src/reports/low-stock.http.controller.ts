/**
 * GET /api/reports/low-stock: the reports page's low-stock table (admin and storer), the products
 * at or below LOW_STOCK_THRESHOLD. Registered before ReportsController, whose ':id' would take it.
 */
import { Controller, Get, Inject } from '@nestjs/common';
import { Pool } from 'pg';
import { Roles } from '../auth/guards/access.decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PG_POOL } from '../infrastructure/database/tokens';
import { LOW_STOCK_SQL, LowStockProduct, lowStockProduct, LowStockRow } from './low-stock';

@Controller('reports')
export class LowStockController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('low-stock')
  @Roles('reports', 'lowStock')
  async list(): Promise<LowStockProduct[]> {
    const { rows } = await this.pool.query<LowStockRow>(LOW_STOCK_SQL, [this.config.lowStockThreshold]);
    return rows.map(lowStockProduct);
  }
}
