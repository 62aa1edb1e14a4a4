/** Why this file exists: a SHA-256 is 64 characters; it breaks anywhere on a phone, in a monospace font, whole. */
import { Box } from '@mui/material';

export const Hash = ({ value }: { value: string | null | undefined }) => (
  <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}>
    {value ?? '—'}
  </Box>
);
