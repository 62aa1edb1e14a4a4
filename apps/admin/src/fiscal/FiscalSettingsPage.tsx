/**
 * /fiscal, 'Configuración fiscal' (issue 33, item 1; admin writes, the auditor reads): the regime
 * (a change asks for confirmation first), the IGTF agent and rate, the next invoice number (final
 * once invoicing started), and the authorised control-number ranges with what is left of each, a
 * warning when fewer than 50 remain, and a form to register a new range.
 */
import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ControlRangesPanel } from './ControlRangesPanel';
import { FiscalSettingsPanel } from './FiscalSettingsPanel';

export const FiscalSettingsPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={translate('bo.fiscal.title')} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('bo.fiscal.title')}
      </Typography>
      <Stack spacing={2}>
        <FiscalSettingsPanel />
        <ControlRangesPanel />
      </Stack>
    </Box>
  );
};
