/**
 * The round badge over a guest page's title (the lock of the sign-in, the storefront of the dealer
 * application when the account has no logo): the theme's primary colour, the icon centred.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export const GuestBadge = ({ size, children }: { size: number; children: ReactNode }) => (
  <Box
    sx={{
      width: size,
      height: size,
      borderRadius: '50%',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      mb: 1,
    }}
  >
    {children}
  </Box>
);
