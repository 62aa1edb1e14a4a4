/** Every report type the 'reports' queue writes, by its type (POST /api/reports' `type`). */
import { clientsReport } from './clients.report';
import { inventoriesReport } from './inventories.report';
import { ordersReport } from './orders.report';
import type { ReportWriter } from './report-writer';

export const REPORT_WRITERS: Record<string, ReportWriter> = {
  orders: ordersReport,
  clients: clientsReport,
  inventories: inventoriesReport,
};
