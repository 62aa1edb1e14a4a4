/**
 * Why this file exists: a page that only tells something and offers the way back to the dashboard
 * (a screen still to come, a screen the role may not open) is one shape: a card with an icon, a
 * heading (also the page's title), what it means, and the button back.
 */
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';

export interface NoticePageProps {
  icon: ReactNode;
  /** Already translated. */
  heading: string;
  /** Already translated lines under the heading. */
  children: ReactNode;
  back: string;
  /** `alert` when the page refuses something (the forbidden page). */
  role?: 'alert';
}

export const NoticePage = ({ icon, heading, children, back, role }: NoticePageProps) => (
  <Card sx={{ mt: 2 }} role={role}>
    <Title title={heading} />
    <CardContent>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 4 }}>
        {icon}
        <Typography variant="h5" component="h2">
          {heading}
        </Typography>
        {children}
        <Button component={Link} to="/" variant="outlined">
          {back}
        </Button>
      </Box>
    </CardContent>
  </Card>
);
