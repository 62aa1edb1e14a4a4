/**
 * The lists' export buttons (issue 14): each asks its report as a job and follows it to its
 * download in a small dialog, shown only to the roles the access table lets ask that type.
 * /clients and /providers: Excel and PDF; /products: 'Exportar' (Excel); /inventories: Excel and
 * PDF of the type the list shows (entries or exits); /orders: 'Reporte diario' and 'Reporte
 * financiero' (the latter asks its period).
 */
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { useListContext } from 'react-admin';
import { DailyReportForm, FinancialReportForm } from './reportForms';
import { ReportFormDialog } from './ReportFormDialog';
import { ReportJobButton } from './ReportJobButton';
import type { ReportType } from './reportJob';

/** 'Excel' and 'PDF' of a list's report. */
export const ExcelPdfExports = ({ type, params }: { type: ReportType; params?: Record<string, unknown> }) => (
  <>
    <ReportJobButton
      label="bo.reports.exports.excel"
      type={type}
      format="excel"
      params={params}
      icon={<DescriptionIcon />}
    />
    <ReportJobButton
      label="bo.reports.exports.pdf"
      type={type}
      format="pdf"
      params={params}
      icon={<PictureAsPdfIcon />}
    />
  </>
);

export const ClientExports = () => <ExcelPdfExports type="clients" />;

export const ProviderExports = () => <ExcelPdfExports type="providers" />;

export const ProductExport = () => (
  <ReportJobButton label="bo.reports.exports.export" type="products" format="excel" icon={<DownloadIcon />} />
);

/** The inventories of the type the list's filter shows (entries unless it says exits). */
export const InventoryExports = () => {
  const { filterValues } = useListContext();
  const type = filterValues?.type === 'return' ? 'return' : 'add';
  return <ExcelPdfExports type="inventories" params={{ type }} />;
};

export const OrderReportButtons = () => (
  <>
    <ReportFormDialog
      label="bo.reports.exports.daily"
      title="bo.reports.pages.daily"
      type="orders-daily"
      icon={<EventIcon />}
    >
      <DailyReportForm />
    </ReportFormDialog>
    <ReportFormDialog
      label="bo.reports.exports.financial"
      title="bo.reports.pages.financial"
      type="orders-financial"
      icon={<QueryStatsIcon />}
    >
      <FinancialReportForm />
    </ReportFormDialog>
  </>
);
