import { Box, Button, Card, CardContent, Divider, Link as MuiLink, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useVersion, versionLabel } from '../version/useVersion';
import { CREDIT_URL, TECHNOLOGIES } from './stack';

/**
 * /about: the spec's 'Información de la App' (sales.md section 2), reached from /version: what the
 * product is, what it is built with and a credit link.
 */
export const AboutPage = () => {
  const translate = useTranslate();
  const { data } = useVersion();
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('bo.about.title')} />
      <CardContent>
        <Typography variant="h4" component="h2">
          {translate('bo.about.title')}
        </Typography>
        {data ? (
          <Typography color="text.secondary">
            {translate('bo.about.version', { version: versionLabel(data) })}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 2 }}>{translate('bo.about.intro')}</Typography>
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          {translate('bo.about.built_with')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          {TECHNOLOGIES.map((technology) => (
            <li key={technology.name}>
              <Typography>
                <MuiLink href={technology.url} target="_blank" rel="noopener noreferrer">
                  {technology.name} {technology.version}
                </MuiLink>
                {`: ${translate(technology.role)}`}
              </Typography>
            </li>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <Typography>
          {translate('bo.about.credit')}{' '}
          <MuiLink href={CREDIT_URL} target="_blank" rel="noopener noreferrer">
            {translate('bo.about.credit_link')}
          </MuiLink>
        </Typography>
        <Button component={Link} to="/version" startIcon={<ArrowBackIcon />} sx={{ mt: 3 }}>
          {translate('bo.about.back')}
        </Button>
      </CardContent>
    </Card>
  );
};
