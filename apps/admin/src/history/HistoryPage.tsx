/**
 * /history/{resource}/{id} (issue 32): a record's history on its own page, where the audit's books
 * link each client, provider and product, with 'Ver como estaba el…' on each step. The server
 * decides who reads which history (its readers; a refusal shows as the panel's error).
 */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistoryPanel } from './HistoryPanel';

export const HistoryPage = () => {
  const translate = useTranslate();
  const { resource = '', id = '' } = useParams();
  const title = translate('bo.record_history.page_title', {
    resource: translate(`bo.record_history.resources.${resource}`, { _: resource }),
    id,
  });
  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={title} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} component="p">
        {title}
      </Typography>
      <HistoryPanel resource={resource} id={id} wide />
    </Box>
  );
};
