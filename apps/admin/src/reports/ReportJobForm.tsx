/**
 * Why this file exists: a report with options (the orders report's period and modality, the
 * deposit report, the daily and financial reports) is a small form: its inputs, 'Generar'
 * disabled while the report is being written, the server's messages under the inputs they name,
 * then the runner's progress and download.
 */
import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { ReportJobProgress } from './ReportJobProgress';
import type { ReportRequest } from './reportJob';
import { useReportJob } from './useReportJob';

export interface ReportJobFormProps<V extends Record<string, unknown>> {
  /** The form's values when it opens. */
  defaults: V;
  /** The report the values ask. */
  toRequest: (values: V) => ReportRequest;
  /** The server's fields the inputs show (others go to the refusal message). */
  shownField: RegExp;
  /** A server field shown under another input: the orders form's 'Tipo' is the request's `format`. */
  renamed?: Record<string, string>;
  /** The react-admin inputs. */
  children: ReactNode;
  /** The submit button's text, an i18n key ('Generar' unless told). */
  submitLabel?: string;
}

const renameFields = (fields: Record<string, unknown> | undefined, renamed: Record<string, string>) => {
  if (!fields) return undefined;
  const result: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(fields)) {
    const target = renamed[field] ?? field;
    result[target] = result[target] ? `${String(result[target])} ${String(message)}` : message;
  }
  return result;
};

export const ReportJobForm = <V extends Record<string, unknown>>({
  defaults,
  toRequest,
  shownField,
  renamed = {},
  children,
  submitLabel = 'bo.reports.job.generate',
}: ReportJobFormProps<V>) => {
  const translate = useTranslate();
  const runner = useReportJob();
  const submit = async (values: Record<string, unknown>) =>
    renameFields(await runner.run(toRequest(values as V), shownField), renamed);
  return (
    <Form defaultValues={defaults} onSubmit={submit} noValidate>
      {children}
      <Box sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={runner.processing}>
          {translate(submitLabel)}
        </Button>
      </Box>
      <ReportJobProgress job={runner.job} refusal={runner.refusal} />
    </Form>
  );
};
