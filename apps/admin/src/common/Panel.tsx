import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled card of a detail page (the sale, the client). */
export const Panel = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** A label over its value ('—' when empty). */
export const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography variant="body1" component="div">
        {children === null || children === undefined || children === '' ? '—' : children}
      </Typography>
    </Box>
  );
};
