// ISO 3166-1 countries for the sign-up form and for validating `country`.
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
// The package ships its locales as JSON files that must be registered before names can be read.
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

const NAMES = countries.getNames('en', { select: 'official' });

export const COUNTRY_CHOICES = Object.entries(NAMES)
  .map(([value, display_name]) => ({ value, display_name }))
  .sort((a, b) => a.display_name.localeCompare(b.display_name));

export function isCountryCode(code: string): boolean {
  return Object.hasOwn(NAMES, code);
}
