/**
 * Why this file exists: every report the admin asks shows the same way while it is written and
 * once it is done (the /reports form, the deposit dialog, each list's export): a progress bar with
 * its percent, then the download of its file; a failure's Spanish reason; a refusal's message.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reportFileUrl, type ReportJob } from './reportJob';

export interface ReportJobProgressProps {
  job: ReportJob | null;
  refusal?: string | null;
}

export const ReportJobProgress = ({ job, refusal }: ReportJobProgressProps) => {
  const translate = useTranslate();
  if (refusal)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(refusal, { _: refusal })}
      </Alert>
    );
  if (!job) return null;
  if (job.state === 'failed')
    return (
      <Alert severity="error" sx={{ mt: 2 }} data-report-state="failed">
        {job.error ?? translate('bo.reports.states.failed')}
      </Alert>
    );
  if (job.state === 'completed')
    return (
      <Box
        sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
        data-report-state="completed"
      >
        <Typography role="status">{translate('bo.reports.job.completed')}</Typography>
        <Button
          component="a"
          href={reportFileUrl(job.id)}
          download={job.file_name ?? true}
          variant="contained"
          startIcon={<DownloadIcon />}
          aria-label={translate('bo.reports.job.download_named', { name: job.file_name ?? '' })}
        >
          {translate('bo.reports.job.download')}
        </Button>
        {job.file_name ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {job.file_name}
          </Typography>
        ) : null}
      </Box>
    );
  const progress = Math.max(0, Math.min(100, Math.round(job.progress)));
  return (
    <Box sx={{ mt: 2 }} data-report-state={job.state}>
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {job.state === 'waiting'
          ? translate('bo.reports.job.waiting')
          : translate('bo.reports.job.active', { progress })}
      </Typography>
      <LinearProgress
        variant={job.state === 'waiting' ? 'indeterminate' : 'determinate'}
        value={progress}
        aria-label={translate('bo.reports.job.progress')}
      />
    </Box>
  );
};
