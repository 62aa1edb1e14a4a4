/**
 * The books as of a chosen date and time (issue 32, items 3 and 6): what every client owed, every
 * provider was owed and every deposit held (at cost) as the screens showed it then, folded by the
 * server from the events up to that instant (GET /api/audit/books?as_of=…), each row linking to
 * its record's history; 'Exportar a Excel' asks the same as the 'audit-books' report job.
 */
import SearchIcon from '@mui/icons-material/Search';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Panel } from '../common/Panel';
import { useApi } from '../data/useApi';
import { formatDateTime, formatQuantity, formatUsd } from '../format';
import { ReportJobButton } from '../reports/ReportJobButton';
import { auditApi } from './auditApi';
import { BooksTable } from './BooksTable';
import type { Books } from './types';

/** 'YYYY-MM-DDTHH:mm:ss' of a datetime-local input (to the second), in the browser's zone, for a moment. */
const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** The instant a datetime-local value names (the browser's zone), as ISO-8601 with its zone; null when empty or wrong. */
const instantOf = (value: string): string | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

const BooksTables = ({ books, deposits }: { books: Books; deposits: Map<string, string> }) => (
  <>
    <BooksTable
      title="bo.audit.books.receivables"
      rows={books.clients}
      keyOf={(row) => String(row.id)}
      historyOf={(row) => ({ path: `/history/clients/${row.id}`, name: row.name })}
      columns={[
        { label: 'client', value: (row) => row.name },
        { label: 'balance', value: (row) => formatUsd(row.balance), numeric: true },
      ]}
      total={formatUsd(books.totals.receivables)}
    />
    <BooksTable
      title="bo.audit.books.payables"
      rows={books.providers}
      keyOf={(row) => String(row.id)}
      historyOf={(row) => ({ path: `/history/providers/${row.id}`, name: row.name })}
      columns={[
        { label: 'provider', value: (row) => row.name },
        { label: 'balance', value: (row) => formatUsd(row.balance), numeric: true },
      ]}
      total={formatUsd(books.totals.payables)}
    />
    <BooksTable
      title="bo.audit.books.stock"
      rows={books.stock}
      keyOf={(row) => `${row.product_id}-${row.deposit_id}`}
      historyOf={(row) => ({ path: `/history/products/${row.product_id}`, name: row.name })}
      columns={[
        { label: 'code', value: (row) => row.code },
        { label: 'product', value: (row) => row.name },
        {
          label: 'deposit',
          value: (row) => row.deposit_name ?? deposits.get(String(row.deposit_id)) ?? `#${row.deposit_id}`,
        },
        { label: 'quantity', value: (row) => formatQuantity(row.quantity), numeric: true },
        { label: 'cost', value: (row) => formatUsd(row.cost), numeric: true },
      ]}
      total={formatUsd(books.totals.stock_cost)}
    />
  </>
);

export const BooksPanel = () => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.audit.books.${key}`, options);
  const [typed, setTyped] = useState(() => localInput(new Date()));
  const [asOf, setAsOf] = useState<string | null>(null);
  const { data: books, error, isPending } = useApi(() => (asOf ? auditApi.books(asOf) : Promise.resolve(null)), [asOf]);
  const { data: deposits } = useApi(
    (dataProvider) =>
      dataProvider
        .getList('deposits', {
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
        .then(({ data }) => new Map(data.map((deposit) => [String(deposit.id), String(deposit.name ?? '')]))),
    [],
  );
  const instant = instantOf(typed);
  return (
    <Panel title="bo.audit.books.title" testId="audit-books">
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (instant) setAsOf(instant);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <TextField
          type="datetime-local"
          label={t('as_of')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
          size="small"
          required
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={!instant}>
          {t('show')}
        </Button>
        {asOf ? (
          <ReportJobButton
            label="bo.audit.books.export"
            type="audit-books"
            format="excel"
            params={{ as_of: asOf }}
            icon={<DownloadIcon />}
            variant="outlined"
            keepLabel
          />
        ) : null}
      </Box>
      <Box sx={{ mt: 2 }} aria-live="polite">
        {!asOf ? (
          <Typography color="text.secondary">{t('pick')}</Typography>
        ) : isPending ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : error || !books ? (
          <Alert severity="error">{(error as Error | undefined)?.message || t('error')}</Alert>
        ) : (
          <>
            <Typography variant="subtitle1" data-testid="books-as-of">
              {t('as_of_label', { date: formatDateTime(books.as_of) })}
            </Typography>
            <BooksTables books={books} deposits={deposits ?? new Map()} />
          </>
        )}
      </Box>
    </Panel>
  );
};
