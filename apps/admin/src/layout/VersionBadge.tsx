import { Chip } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useVersion, versionLabel } from '../version/useVersion';

/** The application version ('v0.1.0'), linking to /version. */
export const VersionBadge = () => {
  const translate = useTranslate();
  const { data } = useVersion();
  if (!data) return null;
  return (
    <Chip
      component={Link}
      to="/version"
      clickable
      size="small"
      label={versionLabel(data)}
      title={translate('bo.header.version_title')}
      sx={{
        color: 'inherit',
        borderColor: 'rgba(255, 255, 255, 0.6)',
        fontWeight: 600,
      }}
      variant="outlined"
    />
  );
};
