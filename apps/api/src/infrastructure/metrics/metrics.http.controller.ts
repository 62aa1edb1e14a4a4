/**
 * GET /api/metrics: the Prometheus text format, public like the health probes (Prometheus scrapes
 * it without a session; nothing in it tells about the business beyond counts and positions).
 */
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../auth/guards/access.decorators';
import { AppMetrics } from './app-metrics';

@Controller('metrics')
export class MetricsController {
  constructor(@Inject(AppMetrics) private readonly metrics: AppMetrics) {}

  @Get()
  @Public()
  async scrape(@Res() response: Response): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    try {
      const { contentType, text } = await this.metrics.scrape();
      response.status(200).setHeader('Content-Type', contentType);
      response.send(text);
    } catch (error) {
      // Each gauge already leaves out what it could not read: this is a scrape that failed whole.
      response
        .status(503)
        .type('text/plain')
        .send(`No se pudieron reunir las métricas: ${(error as Error).message}\n`);
    }
  }
}
