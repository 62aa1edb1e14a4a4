/**
 * The first thing a keyboard reaches on a signed-in page, 'Saltar al contenido',
 * hidden above the screen until focused (react-admin's frame had it; ours does not use that frame,
 * see Layout.tsx). It moves the focus to the screen's content past the top bar and the sidebar.
 */

import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

const skipToContent = () => {
  const main = document.getElementById('main-content');
  if (!main) return;
  main.setAttribute('tabIndex', '-1');
  main.focus();
  main.blur();
  main.removeAttribute('tabIndex');
};

export const SkipToContent = () => {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      className="skip-nav-button"
      onClick={skipToContent}
      sx={(theme) => ({
        position: 'fixed',
        left: theme.spacing(2),
        top: theme.spacing(-10),
        zIndex: 5000,
        p: 1,
        bgcolor: 'background.default',
        color: 'primary.contrastText',
        transition: theme.transitions.create(['top', 'opacity'], {
          easing: theme.transitions.easing.easeIn,
          duration: theme.transitions.duration.leavingScreen,
        }),
        '&:hover': { opacity: 0.8, bgcolor: 'background.default' },
        '&:focus': {
          top: theme.spacing(2),
          transition: theme.transitions.create(['top', 'opacity'], {
            easing: theme.transitions.easing.easeOut,
            duration: theme.transitions.duration.enteringScreen,
          }),
        },
      })}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
};
