/** The report jobs' routes and what they need (issue 14). */
import { DocumentJobs } from './document-jobs';
import { ReportsController } from './reports.http.controller';

export const REPORT_CONTROLLERS = [ReportsController];
/** `DocumentJobs`: the resources' document routes (a sale's Presupuesto...) wait on it. */
export const REPORT_PROVIDERS = [DocumentJobs];
