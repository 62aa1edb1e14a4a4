import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';

/** 'Volver' to a fixed screen (the spec's back links: /providers, /clients...). */
export const BackLink = ({ to }: { to: string }) => (
  <Button component={Link} to={to} label="bo.common.back">
    <ArrowBackIcon />
  </Button>
);
