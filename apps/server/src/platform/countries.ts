// ISO 3166-1 countries for the sign-up form and for validating a user's or a team's `country`.
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// The package ships its locales as JSON files that must be registered before names can be read.
countries.registerLocale(english);

const NAMES = countries.getNames('en', { select: 'official' });

export const COUNTRY_CHOICES = Object.entries(NAMES)
  .map(([value, display_name]) => ({ value, display_name }))
  .sort((a, b) => a.display_name.localeCompare(b.display_name));

export function isCountryCode(code: string): boolean {
  return Object.hasOwn(NAMES, code);
}
