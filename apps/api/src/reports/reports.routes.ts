/** The report jobs' routes and what they need (issue 14). */
import { DocumentJobs } from './document-jobs';
import { LowStockController } from './low-stock.http.controller';
import { ReportsController } from './reports.http.controller';

// 'low-stock' before ReportsController's ':id'.
export const REPORT_CONTROLLERS = [LowStockController, ReportsController];
/** `DocumentJobs`: the resources' document routes (a sale's Presupuesto...) wait on it. */
export const REPORT_PROVIDERS = [DocumentJobs];
