/**
 * Why this file exists: the forms of the reports asked with options, each a ReportJobForm with the
 * spec's fields: the orders report (/reports: Desde, Hasta, Tipo, Completo, Incluir anuladas,
 * Modalidad, Número de orden), the daily report (Fecha, Formato), the financial report (Desde,
 * Hasta, Formato) and the deposit report (Depósito, Formato, Contenido).
 */
import { Box } from '@mui/material';
import { BooleanInput, DateInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { today } from '../calendarDate';
import { useDeposits } from '../common/document';
import { ReportJobForm } from './ReportJobForm';
import type { ReportFormat } from './reportJob';

const FORMATS = [
  { id: 'excel', name: 'bo.reports.formats.excel' },
  { id: 'pdf', name: 'bo.reports.formats.pdf' },
];
const EXCEL_ONLY = FORMATS.slice(0, 1);
const MODALITIES = [
  { id: 'advance', name: 'bo.reports.form.advance' },
  { id: 'simple', name: 'bo.reports.form.simple' },
];
const SHOWS = [
  { id: 'cost', name: 'bo.reports.deposit.cost' },
  { id: 'cost_price', name: 'bo.reports.deposit.cost_price' },
];

/** The inputs side by side on wide screens, one under the other on phones. */
const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
};

const formatInput = (choices = FORMATS, source = 'format', label = 'bo.reports.form.format') => (
  <RadioButtonGroupInput source={source} label={label} choices={choices} row />
);

interface OrdersValues extends Record<string, unknown> {
  from: string;
  to: string;
  type: ReportFormat;
  full: boolean;
  nulled: boolean;
  modality: 'advance' | 'simple';
  orderNumber: string;
}

/** The /reports generator: the orders report (Excel), the server's messages under each input ('Tipo' is the format). */
export const OrdersReportForm = () => (
  <ReportJobForm<OrdersValues>
    defaults={{
      from: today(),
      to: today(),
      type: 'excel',
      full: false,
      nulled: false,
      modality: 'simple',
      orderNumber: '',
    }}
    toRequest={({ from, to, type, full, nulled, modality, orderNumber }) => ({
      type: 'orders',
      format: type,
      params: {
        from,
        to,
        full,
        nulled,
        modality,
        ...(String(orderNumber ?? '').trim() ? { orderNumber: String(orderNumber).trim() } : {}),
      },
    })}
    shownField={/^(from|to|type|format|full|nulled|modality|orderNumber)$/}
    renamed={{ format: 'type' }}
  >
    <Box sx={grid}>
      <DateInput source="from" label="bo.reports.form.from" />
      <DateInput source="to" label="bo.reports.form.to" />
      <SelectInput source="type" label="bo.reports.form.type" choices={EXCEL_ONLY} />
      <TextInput source="orderNumber" label="bo.reports.form.order_number" />
      {formatInput(MODALITIES, 'modality', 'bo.reports.form.modality')}
    </Box>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      <BooleanInput source="full" label="bo.reports.form.full" />
      <BooleanInput source="nulled" label="bo.reports.form.nulled" />
    </Box>
  </ReportJobForm>
);

/** The daily report: one day's sales and the payments received that day (Excel or PDF). */
export const DailyReportForm = () => (
  <ReportJobForm<{ date: string; format: ReportFormat }>
    defaults={{ date: today(), format: 'excel' }}
    toRequest={({ date, format }) => ({ type: 'orders-daily', format, params: date ? { date } : {} })}
    shownField={/^(date|format)$/}
  >
    <Box sx={grid}>
      <DateInput source="date" label="bo.reports.form.date" />
      {formatInput()}
    </Box>
  </ReportJobForm>
);

/** The financial report: a period's days (Excel or PDF). */
export const FinancialReportForm = () => (
  <ReportJobForm<{ from: string; to: string; format: ReportFormat }>
    defaults={{ from: today(), to: today(), format: 'excel' }}
    toRequest={({ from, to, format }) => ({ type: 'orders-financial', format, params: { from, to } })}
    shownField={/^(from|to|format)$/}
  >
    <Box sx={grid}>
      <DateInput source="from" label="bo.reports.form.from" />
      <DateInput source="to" label="bo.reports.form.to" />
      {formatInput()}
    </Box>
  </ReportJobForm>
);

/** The deposit report: a deposit's stock at cost, or at cost and prices (PDF or Excel). */
export const DepositReportForm = () => {
  const deposits = useDeposits();
  return (
    <ReportJobForm<{ deposit_id: string; format: ReportFormat; show: 'cost' | 'cost_price' }>
      defaults={{ deposit_id: '', format: 'pdf', show: 'cost' }}
      toRequest={({ deposit_id, format, show }) => ({ type: 'deposit-stock', format, params: { deposit_id, show } })}
      shownField={/^(deposit_id|format|show)$/}
    >
      <SelectInput source="deposit_id" label="bo.reports.deposit.deposit" choices={deposits} fullWidth />
      {formatInput([FORMATS[1], FORMATS[0]])}
      <RadioButtonGroupInput source="show" label="bo.reports.deposit.show" choices={SHOWS} row />
    </ReportJobForm>
  );
};
