/**
 * Why this file exists: a verification shows the same while it runs and once it ended: a
 * progress bar with how many events are checked, then its result in Spanish (green when the
 * chain is whole, red naming the first bad position and why), or why it failed.
 */
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatQuantity } from '../format';
import { useResultText } from './reasons';
import type { Verification } from './types';

export const VerificationState = ({ verification }: { verification: Verification }) => {
  const translate = useTranslate();
  const resultText = useResultText();
  if (verification.state === 'active') {
    const progress = Math.max(0, Math.min(100, Math.round(verification.progress)));
    return (
      <Box data-verify-state="active">
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {verification.total > 0
            ? translate('bo.audit.chain.verifying', {
                checked: formatQuantity(verification.checked),
                total: formatQuantity(verification.total),
                progress,
              })
            : translate('bo.audit.chain.verifying_start')}
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-label={translate('bo.audit.chain.progress')} />
      </Box>
    );
  }
  if (verification.state === 'failed' || !verification.result)
    return (
      <Alert severity="error" data-verify-state="failed">
        {verification.error ?? translate('bo.audit.chain.failed')}
      </Alert>
    );
  return (
    <Alert
      severity={verification.result.ok ? 'success' : 'error'}
      role="status"
      data-verify-state={verification.result.ok ? 'ok' : 'bad'}
    >
      {resultText(verification.result, verification.digest)}
    </Alert>
  );
};
