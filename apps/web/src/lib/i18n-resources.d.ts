// Types t() keys against the English texts, so a missing or misspelt key fails the typecheck.
import 'i18next';
import type { en } from './translations/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}
