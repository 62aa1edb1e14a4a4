import { useRef, useState, type FormEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import { announceChange } from '../data/changes';
import { API_URL, httpClient } from '../data/httpClient';
import type { ApiErrorBody } from '../data/types';
import { useSubmission } from '../data/useSubmission';
import type { ImportRowError } from './types';

interface Refusal {
  message: string;
  rows: ImportRowError[];
}

/** What a refused import says: the per-row report, or the field messages of a bad upload. */
const refusalOf = (error: unknown, fallback: string): Refusal => {
  if (!(error instanceof HttpError)) return { message: fallback, rows: [] };
  const body = (error.body ?? {}) as ApiErrorBody & { rows?: ImportRowError[] };
  const fieldMessages = Object.values(body.errors ?? {}).flat();
  return {
    message: [...new Set([body.message || fallback, ...fieldMessages])].join(' '),
    rows: Array.isArray(body.rows) ? body.rows : [],
  };
};

/**
 * The import form of /products: a .csv or .xlsx file posted to POST /api/products/import
 * (multipart, with the anti-forgery header of the app's client). Success is a toast with the
 * count; a refusal shows its rows (Fila, Campo, Mensaje).
 */
export const ProductImport = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { submit: send, submitting: sending } = useSubmission();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    await send(async (key) => {
      setRefusal(null);
      try {
        const body = new FormData();
        body.append('file', file);
        const { idempotencyKey, accepted } = key();
        const { json } = await httpClient(`${API_URL}/products/import`, { method: 'POST', body, idempotencyKey });
        accepted?.();
        const imported = Number((json as { imported?: number }).imported ?? 0);
        notify('bo.products.import.done', { type: 'success', messageArgs: { smart_count: imported } });
        setFile(null);
        if (input.current) input.current.value = '';
        announceChange('products');
        refresh();
      } catch (error) {
        setRefusal(refusalOf(error, translate('bo.products.import.failed')));
      }
    });
  };

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="product-import-title">
      <CardContent>
        <Typography id="product-import-title" variant="h6" component="h2" gutterBottom>
          {translate('bo.products.import.title')}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
        >
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {translate('bo.products.import.choose')}
            <input
              ref={input}
              type="file"
              name="file"
              accept=".csv,.xlsx"
              aria-label={translate('bo.products.import.file')}
              hidden
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setRefusal(null);
              }}
            />
          </Button>
          <Typography color={file ? 'text.primary' : 'text.secondary'} data-testid="import-file-name">
            {file ? file.name : translate('bo.products.import.no_file')}
          </Typography>
          <Button type="submit" variant="contained" disabled={!file || sending}>
            {translate(sending ? 'bo.products.import.sending' : 'bo.products.import.submit')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {translate('bo.products.import.hint')}
          </Typography>
        </Box>
        {refusal ? (
          <Box sx={{ mt: 2 }}>
            <Alert severity="error">{refusal.message}</Alert>
            {refusal.rows.length > 0 ? (
              <TableContainer>
                <Table size="small" sx={{ mt: 1 }} aria-label={translate('bo.products.import.failed')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('bo.products.import.row')}</TableCell>
                      <TableCell>{translate('bo.products.import.field')}</TableCell>
                      <TableCell>{translate('bo.products.import.message')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {refusal.rows.map((row, index) => (
                      <TableRow key={`${row.row}-${row.field}-${index}`}>
                        <TableCell>{row.row}</TableCell>
                        <TableCell>{row.field}</TableCell>
                        <TableCell>{row.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            ) : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
