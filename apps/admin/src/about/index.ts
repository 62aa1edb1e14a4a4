import { lazyScreen } from '../common/lazyScreen';

/** 'Información de la App' at /about, its code fetched when it is opened. */
export const AboutPage = lazyScreen(() => import('./AboutPage'), 'AboutPage');
