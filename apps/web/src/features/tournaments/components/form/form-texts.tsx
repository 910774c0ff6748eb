// The tournament's name and description in English, Ukrainian and Chinese, one tab each. Every
// language needs a name; an empty Ukrainian or Chinese description shows the English one.
import { Tabs, Textarea, TextInput } from '@mantine/core';
import { DESCRIPTION_MAX, NAME_MAX } from '@clutch/contract/tournament-form';
import { useTranslation } from 'react-i18next';
import { TEXT_LOCALES, type TextLocale, type TranslationDraft } from '../../tournament-draft';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';

const LANGUAGE_NAMES: Record<TextLocale, string> = { en: 'English', ua: 'Українська', cn: '中文' };

export function FormTexts({
  draft,
  change,
  errorOf,
  tab,
  onTab,
}: SectionProps & { tab: TextLocale; onTab: (tab: TextLocale) => void }) {
  const { t } = useTranslation();
  const hasError = (locale: TextLocale) =>
    errorOf(`translations.${locale}.name`) !== undefined ||
    errorOf(`translations.${locale}.description`) !== undefined;
  const edit = (locale: TextLocale, changes: Partial<TranslationDraft>) =>
    change({
      translations: {
        ...draft.translations,
        [locale]: { ...draft.translations[locale], ...changes },
      },
    });
  return (
    <FormSection title={t('tournaments.form.textsTitle')} text={t('tournaments.form.textsHint')}>
      <Tabs
        value={tab}
        onChange={(value) => onTab(TEXT_LOCALES.find((locale) => locale === value) ?? 'en')}
        keepMounted={false}
      >
        <Tabs.List>
          {TEXT_LOCALES.map((locale) => (
            <Tabs.Tab key={locale} value={locale} c={hasError(locale) ? 'red.5' : undefined}>
              {LANGUAGE_NAMES[locale]}
              {hasError(locale) ? ' •' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TEXT_LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale} pt="sm">
            <TextInput
              label={t('tournaments.form.name', { language: LANGUAGE_NAMES[locale] })}
              value={draft.translations[locale].name}
              onChange={(event) => edit(locale, { name: event.currentTarget.value })}
              maxLength={NAME_MAX}
              withAsterisk
              error={errorOf(`translations.${locale}.name`)}
            />
            <Textarea
              mt="sm"
              label={t('tournaments.form.description', { language: LANGUAGE_NAMES[locale] })}
              description={locale === 'en' ? undefined : t('tournaments.form.descriptionCopy')}
              value={draft.translations[locale].description}
              onChange={(event) => edit(locale, { description: event.currentTarget.value })}
              maxLength={DESCRIPTION_MAX}
              autosize
              minRows={3}
              maxRows={10}
              error={errorOf(`translations.${locale}.description`)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </FormSection>
  );
}

/** The tab to show after a failed check: the first language with a problem. */
export function firstLocaleWithProblem(fields: readonly string[]): TextLocale | null {
  return (
    TEXT_LOCALES.find((locale) => fields.some((f) => f.startsWith(`translations.${locale}.`))) ??
    null
  );
}
