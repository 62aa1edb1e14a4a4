import { createElement, Suspense } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { esES } from '@mui/material/locale';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './layout/navigation';
import { lazyScreen } from './common/lazyScreen';

/**
 * Sidebar colours until the account has loaded (the account's sidebarColor, textSidebarColor and
 * textHoverSidebarColor then apply, see accounts/useAccountShell); also the seeded account's.
 */
export const sidebarColors = {
  background: '#12343b',
  text: '#d7e6e4',
  hover: '#ffffff',
};

/**
 * Every form's default toolbar (common/SaveButton.tsx), fetched with the first form: the theme is
 * on the sign-in page, and the toolbar's react-admin buttons and form hooks (35 kB gzipped) are not
 * for it. Until it arrives (a moment, once) the form shows without its toolbar.
 */
const FormToolbar = lazyScreen(() => import('./common/SaveButton'), 'FormToolbar');

type Components = NonNullable<RaThemeOptions['components']>;

/** MUI's own Spanish texts (pagination, autocomplete, alerts...) under react-admin's defaults. */
const mergeComponents = (base: Components, extra: Components): Components => {
  const merged: Record<string, Record<string, unknown>> = { ...(base as Record<string, Record<string, unknown>>) };
  for (const [name, value] of Object.entries(extra as Record<string, Record<string, unknown>>)) {
    const current = merged[name] ?? {};
    merged[name] = {
      ...current,
      ...value,
      defaultProps: { ...(current.defaultProps as object), ...(value.defaultProps as object) },
    };
  }
  return merged as Components;
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#00796b', light: '#48a999', dark: '#004c40', contrastText: '#ffffff' },
    secondary: { main: '#12343b', contrastText: '#ffffff' },
    background: { default: '#f4f6f6' },
    // Red 800: 'Eliminar' and the error texts read at 4.5:1 or more on white and on the form toolbar.
    error: { main: '#c62828', contrastText: '#ffffff' },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: mergeComponents(defaultTheme.components ?? {}, {
    ...(esES.components as Components),
    // The form toolbar a shade lighter than react-admin's grey 300, for its red 'Eliminar' (4.5:1).
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#eeeeee' } } },
    // A spinner or a loading bar says what it is to a screen reader.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Cargando…' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Cargando…' } },
    // A table wider than a phone scrolls sideways in its container: the keyboard can reach it to scroll.
    MuiTableContainer: { defaultProps: { tabIndex: 0 } },
    // A focused field's label in a darker teal (teal 700 reads at 4.3:1 on a filled field's grey).
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: '#00695c' } } } },
    // A disabled field's help stays readable (MUI greys it to 2.7:1).
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // Every form's default toolbar: its save button says why it is disabled while untouched.
    RaSimpleForm: {
      defaultProps: { toolbar: createElement(Suspense, { fallback: null }, createElement(FormToolbar)) },
    },
  }),
};
