/**
 * /audit, 'Auditoría' (issue 32, item 6; admin and auditor, ACCESS.audit.read): the sealed chain's
 * state and its verify, the digests to keep, the closed periods (admin closes from here) and the
 * books as of a chosen instant. One verify runs at a time, from the chain or from a digest.
 */
import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { BooksPanel } from './BooksPanel';
import { ChainPanel } from './ChainPanel';
import { ClosingsPanel } from './ClosingsPanel';
import { DigestsPanel } from './DigestsPanel';
import { useVerification } from './useVerification';

export const AuditPage = () => {
  const translate = useTranslate();
  const runner = useVerification();
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={translate('bo.audit.title')} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('bo.audit.title')}
      </Typography>
      <Stack spacing={2}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <ChainPanel runner={runner} />
          <ClosingsPanel />
        </Box>
        <DigestsPanel runner={runner} />
        <BooksPanel />
      </Stack>
    </Box>
  );
};
