import { Controller, Get, Req } from '@nestjs/common';
import { may } from '@bo/domain';
import { Roles } from '../auth/guards/access.decorators';
import type { AuthenticatedRequest } from '../auth/guards/authenticated-request';
import { DashboardReader, MainStats, ProductStats, TopStats, TotalStats } from './dashboard.reader';

/**
 * GET /api/dashboard/*: the 'Panel de Control' blocks, each filtered to what its reader's role may
 * see (the access table's `dashboard`, sales.md section 6): every statistic for admin;
 * receivables, the number of products (total references) and the inventory cost also for
 * financial, and nothing more of those blocks; the latest orders and the sales chart for admin and sales.
 */
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly reader: DashboardReader) {}

  @Get('main-stats')
  @Roles('dashboard', 'figures')
  async mainStats(@Req() request: AuthenticatedRequest): Promise<MainStats | Pick<MainStats, 'balanceTotal'>> {
    const stats = await this.reader.mainStats();
    if (seesAllFigures(request)) return stats;
    return { balanceTotal: stats.balanceTotal };
  }

  @Get('product-stats')
  @Roles('dashboard', 'figures')
  async productStats(@Req() request: AuthenticatedRequest): Promise<ProductStats | FinancialProductStats> {
    const stats = await this.reader.productStats();
    if (seesAllFigures(request)) return stats;
    return { products: stats.products, productsStats: { costTotal: stats.productsStats.costTotal } };
  }

  @Get('total-stats')
  @Roles('dashboard', 'totals')
  totalStats(): Promise<TotalStats> {
    return this.reader.totalStats();
  }

  @Get('top-stats')
  @Roles('dashboard', 'top')
  topStats(): Promise<TopStats> {
    return this.reader.topStats();
  }
}

/** What financial reads of the product figures: total references and the inventory cost. */
type FinancialProductStats = { products: number; productsStats: Pick<ProductStats['productsStats'], 'costTotal'> };

const seesAllFigures = (request: AuthenticatedRequest) => may(request.user?.role, 'dashboard', 'allFigures');
