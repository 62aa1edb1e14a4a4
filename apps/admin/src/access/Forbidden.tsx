import { Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { NoticePage } from '../common/NoticePage';

/** What a role sees instead of a screen the access table does not give it: no form, no request, a way back. */
export const Forbidden = () => {
  const translate = useTranslate();
  return (
    <NoticePage
      role="alert"
      icon={<LockIcon color="action" sx={{ fontSize: 56 }} />}
      heading={translate('bo.access.forbidden')}
      back={translate('bo.access.back')}
    >
      <Typography color="text.secondary">{translate('bo.access.forbidden_text')}</Typography>
    </NoticePage>
  );
};
