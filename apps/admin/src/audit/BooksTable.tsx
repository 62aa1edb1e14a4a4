/**
 * Why this file exists: the three books (cuentas por cobrar, por pagar, inventario valorado) are
 * one kind of table: a row per client, provider or product in a deposit, its figures, a link to
 * the record's history ('Ver como estaba el…' there), and the total the server folded.
 */
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface BooksColumn<T> {
  label: string;
  value: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface BooksTableProps<T> {
  /** The table's name (an i18n key), its accessible name too. */
  title: string;
  rows: T[];
  columns: BooksColumn<T>[];
  keyOf: (row: T) => string;
  /** The record's history page, and whose it is (for the link's name). */
  historyOf: (row: T) => { path: string; name: string };
  total: ReactNode;
}

export function BooksTable<T>({ title, rows, columns, keyOf, historyOf, total }: BooksTableProps<T>) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`bo.audit.books.${key}`, options);
  const name = translate(title);
  return (
    <section aria-label={name}>
      <h3 style={{ margin: '16px 0 8px' }}>{name}</h3>
      {rows.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={name}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                    {t(column.label)}
                  </TableCell>
                ))}
                <TableCell>{t('history')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const history = historyOf(row);
                const label = t('history_of', { name: history.name });
                return (
                  <TableRow key={keyOf(row)}>
                    {columns.map((column) => (
                      <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                        {column.value(row)}
                      </TableCell>
                    ))}
                    <TableCell>
                      <Tooltip title={label}>
                        <IconButton component={Link} to={history.path} size="small" aria-label={label}>
                          <HistoryIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={columns.length - 1} sx={{ fontWeight: 'bold', color: 'text.primary' }}>
                  {t('total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold', color: 'text.primary' }} data-testid="books-total">
                  {total}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
