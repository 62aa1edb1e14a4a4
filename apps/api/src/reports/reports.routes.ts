/** The report jobs' routes and what they need (issue 14, first slice). */
import { ReportsController } from './reports.http.controller';

export const REPORT_CONTROLLERS = [ReportsController];
