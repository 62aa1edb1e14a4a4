import type { ReactNode } from 'react';
import { Box, Container } from '@mui/material';

/** The guest layout of the spec: a centred narrow container on a teal background. */
export const GuestLayout = ({ children }: { children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'primary.dark',
      backgroundImage: 'linear-gradient(160deg, #00897b 0%, #00695c 60%, #004d40 100%)',
      py: 4,
    }}
  >
    <Container maxWidth="xs">{children}</Container>
  </Box>
);
