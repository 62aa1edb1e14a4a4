import { Controller, Get } from '@nestjs/common';
import { Role } from '@bo/domain';
import { Roles } from '../auth/guards/access.decorators';
import { DashboardReader, MainStats, ProductStats, TopStats, TotalStats } from './dashboard.reader';

/** Who sees the money figures, and who sees the latest orders and the sales chart. */
const FIGURES_READERS: Role[] = ['admin', 'financial'];
const TOP_READERS: Role[] = ['admin', 'sales'];

/** GET /api/dashboard/*: the 'Panel de Control' blocks, each readable by its roles. */
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly reader: DashboardReader) {}

  @Get('main-stats')
  @Roles(...FIGURES_READERS)
  mainStats(): Promise<MainStats> {
    return this.reader.mainStats();
  }

  @Get('product-stats')
  @Roles(...FIGURES_READERS)
  productStats(): Promise<ProductStats> {
    return this.reader.productStats();
  }

  @Get('total-stats')
  @Roles(...FIGURES_READERS)
  totalStats(): Promise<TotalStats> {
    return this.reader.totalStats();
  }

  @Get('top-stats')
  @Roles(...TOP_READERS)
  topStats(): Promise<TopStats> {
    return this.reader.topStats();
  }
}
