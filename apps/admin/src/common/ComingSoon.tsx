import { Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';
import { NoticePage } from './NoticePage';

/** Placeholder for screens later issues build, so no link of the menus ends in a 404. */
export const ComingSoon = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <NoticePage
      icon={<ConstructionIcon color="primary" sx={{ fontSize: 56 }} />}
      heading={translate(title)}
      back={translate('bo.coming_soon.back')}
    >
      <Typography variant="h6" component="p">
        {translate('bo.coming_soon.title')}
      </Typography>
      <Typography color="text.secondary">{translate('bo.coming_soon.text')}</Typography>
    </NoticePage>
  );
};
