/**
 * Why this file exists: the monthly books of the tax authority (issue 33, item 6), 'Libro de
 * Ventas' and 'Libro de Compras', are asked from a small dialog each: a month picker ('Mes',
 * this month unless changed) and the format, then the job's progress and download. Offered on
 * /reports (admin, auditor) and on the financial report's page (financial, admin), to whoever the
 * access table lets ask them.
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box } from '@mui/material';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { today } from '../calendarDate';
import { ReportFormDialog } from './ReportFormDialog';
import { ReportJobForm } from './ReportJobForm';
import type { ReportFormat } from './reportJob';

type BookType = 'sales-book' | 'purchases-book';

const FORMATS = [
  { id: 'excel', name: 'bo.reports.formats.excel' },
  { id: 'pdf', name: 'bo.reports.formats.pdf' },
];

/** One book's form: the month (YYYY-MM, the browser's month picker) and the format. */
export const FiscalBookForm = ({ type }: { type: BookType }) => (
  <ReportJobForm<{ month: string; format: ReportFormat }>
    defaults={{ month: today().slice(0, 7), format: 'excel' }}
    toRequest={({ month, format }) => ({ type, format, params: { month } })}
    shownField={/^(month|format)$/}
  >
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
      <TextInput
        source="month"
        label="bo.reports.books.month"
        type="month"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <RadioButtonGroupInput source="format" label="bo.reports.form.format" choices={FORMATS} row />
    </Box>
  </ReportJobForm>
);

/** The two books' buttons, each opening its dialog (hidden from a role that may not ask it). */
export const FiscalBooksTools = () => (
  <>
    {(['sales-book', 'purchases-book'] as const).map((type) => (
      <ReportFormDialog
        key={type}
        label={`bo.reports.types.${type}`}
        type={type}
        icon={<ReceiptLongIcon />}
        variant="outlined"
        keepLabel
      >
        <FiscalBookForm type={type} />
      </ReportFormDialog>
    ))}
  </>
);
