import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** Placeholder for screens later issues build, so no link of the menus ends in a 404. */
export const ComingSoon = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const heading = translate(title);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={heading} />
      <CardContent>
        <Box
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 4 }}
        >
          <ConstructionIcon color="primary" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          <Typography variant="h6" component="p">
            {translate('bo.coming_soon.title')}
          </Typography>
          <Typography color="text.secondary">{translate('bo.coming_soon.text')}</Typography>
          <Button component={Link} to="/" variant="outlined">
            {translate('bo.coming_soon.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
