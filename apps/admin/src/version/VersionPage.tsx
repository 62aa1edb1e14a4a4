import { Box, Button, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { formatLongDate } from '../format';
import { useVersion, versionLabel } from './useVersion';

/**
 * /version: number, release date in long Spanish, codename, changelog (purchasing-inventory.md),
 * and the link to the app information page (/about).
 */
export const VersionPage = () => {
  const translate = useTranslate();
  const { data, error, isPending } = useVersion();

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('bo.version.title')} />
      <CardContent>
        {isPending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : error || !data ? (
          <Typography color="error">{translate('bo.version.error')}</Typography>
        ) : (
          <>
            <Typography variant="h4" component="h2">
              {versionLabel(data)}
            </Typography>
            {data.codename ? (
              <Typography variant="h6" component="p" color="text.secondary">
                {translate('bo.version.codename')}: {data.codename}
              </Typography>
            ) : null}
            <Typography sx={{ mt: 1 }}>
              {translate('bo.version.release_date')}:{' '}
              {formatLongDate(data.release_date) ?? translate('bo.version.not_available')}
            </Typography>
            <Divider sx={{ my: 2 }} />
            <Typography variant="h6" component="h2">
              {translate('bo.version.changelog')}
            </Typography>
            {(data.changelog ?? []).length > 0 ? (
              <Box component="ul" sx={{ pl: 3, my: 1 }}>
                {data.changelog.map((entry, index) => (
                  <li key={index}>
                    <Typography>{entry}</Typography>
                  </li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{translate('bo.version.no_changes')}</Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {translate('bo.version.history_note')}
            </Typography>
          </>
        )}
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 3 }}>
          <Button component={Link} to="/" startIcon={<ArrowBackIcon />}>
            {translate('bo.version.back')}
          </Button>
          <Button component={Link} to="/about" startIcon={<InfoOutlinedIcon />}>
            {translate('bo.about.link')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
