/**
 * Why this file exists: the reports a user asked are kept 7 days (RULES.md, Report files); /reports
 * lists their own, newest first (GET /api/reports): the report, when it was asked, its state chip
 * and progress, the download once completed, the reason once failed. It reads again when a report
 * is asked or ends, and every second while one is being written.
 */
import { useEffect } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyTableRow } from '../common/EmptyTableRow';
import { Panel } from '../common/Panel';
import { StateChip } from '../common/StateChip';
import { useApi } from '../data/useApi';
import { formatDateTime } from '../format';
import { isRunning, reportFileUrl, STATE_COLOURS, type ReportJob } from './reportJob';

const RECENT = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'created_at', order: 'DESC' as const },
  filter: {},
};
const REFRESH_MS = 1000;

export const RecentReports = () => {
  const translate = useTranslate();
  const { data, error, refetch } = useApi(
    (dataProvider) => dataProvider.getList<ReportJob>('reports', RECENT).then(({ data: rows }) => rows),
    [],
    ['reports'],
  );
  const rows = data ?? [];
  const running = rows.some(isRunning);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(refetch, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [running, data, refetch]);
  const t = (key: string) => translate(`bo.reports.recent.${key}`);
  return (
    <Panel title="bo.reports.recent.title" testId="recent-reports">
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('type')}</TableCell>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('state')}</TableCell>
              <TableCell>{t('file')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((job) => (
              <TableRow key={job.id}>
                <TableCell>
                  {translate(`bo.reports.types.${job.type}`, { _: job.type })}
                  <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1 }}>
                    {translate(`bo.reports.formats.${job.format}`, { _: job.format })}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.created_at)}</TableCell>
                <TableCell>
                  <StateChip
                    value={job.state}
                    label={`bo.reports.states.${job.state}`}
                    colours={STATE_COLOURS[job.state] ?? STATE_COLOURS.waiting}
                    attribute="data-state"
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  {job.state === 'completed' ? (
                    <Button
                      component="a"
                      href={reportFileUrl(job.id)}
                      download={job.file_name ?? true}
                      size="small"
                      startIcon={<DownloadIcon />}
                      // A file's name as it is saved, not in the buttons' capitals.
                      sx={{ textTransform: 'none' }}
                    >
                      {job.file_name ?? translate('bo.reports.job.download')}
                    </Button>
                  ) : job.state === 'failed' ? (
                    <Typography variant="body2" color="error">
                      {job.error}
                    </Typography>
                  ) : (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(job.progress)}
                      aria-label={`${t('progress')} ${Math.round(job.progress)}%`}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
            {data && rows.length === 0 ? <EmptyTableRow columns={4} text={t('empty')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Panel>
  );
};
