import polyglotI18nProvider from 'ra-i18n-polyglot';
import { spanishMessages } from './es';

/**
 * Spanish only. No English messages are loaded, so nothing can fall back to English: a key
 * missing from es.ts shows as the key itself (and polyglot warns in the console), which the
 * messages test catches before it reaches a user.
 */
export const i18nProvider = polyglotI18nProvider(() => spanishMessages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: false,
});
