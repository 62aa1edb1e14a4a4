import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { GuestLayout } from '../auth/GuestLayout';
import { useDocumentTitle } from '../common/documentTitle';

/** `/apply/thanks`: after applying, the visitor reads they will be contacted in the coming days. */
export const DealerThanksPage = () => {
  const translate = useTranslate();
  // The public pages are not the back office's: the tab says only what the page is.
  useDocumentTitle(translate('bo.dealer_apply.thanks_title'));
  return (
    <GuestLayout>
      <Card elevation={6}>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <CheckCircleOutlineIcon color="primary" sx={{ fontSize: 56, mb: 1 }} />
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {translate('bo.dealer_apply.thanks_title')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{translate('bo.dealer_apply.thanks_text')}</Typography>
          <Box>
            <Button href="/login">{translate('bo.dealer_apply.back_to_login')}</Button>
          </Box>
        </CardContent>
      </Card>
    </GuestLayout>
  );
};
