import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** What a role sees instead of a screen the access table does not give it: no form, no request, a way back. */
export const Forbidden = () => {
  const translate = useTranslate();
  const heading = translate('bo.access.forbidden');
  return (
    <Card sx={{ mt: 2 }} role="alert">
      <Title title={heading} />
      <CardContent>
        <Box
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 4 }}
        >
          <LockIcon color="action" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          <Typography color="text.secondary">{translate('bo.access.forbidden_text')}</Typography>
          <Button component={Link} to="/" variant="outlined">
            {translate('bo.access.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
