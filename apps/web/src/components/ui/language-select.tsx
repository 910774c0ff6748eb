// The header's language menu: ENG, 中文 and УКР (da is shown as ENG); picking one reloads the page.
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, SELECTABLE_LOCALES, type Locale } from '../../lib/locale';
import { switchLocale, useRouteLocale } from '../../lib/locale-navigation';

function labelOf(locale: Locale): string {
  const shown = locale === 'da' ? 'en' : locale;
  return SELECTABLE_LOCALES.find((option) => option.locale === shown)?.label ?? 'ENG';
}

export function LanguageSelect() {
  const { t } = useTranslation();
  const current = useRouteLocale();
  return (
    <Menu position="bottom-end" width={140} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          aria-label={`${t('header.language')}: ${labelOf(current)}`}
          rightSection={<span aria-hidden="true">▾</span>}
        >
          {labelOf(current)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('header.language')}>
        {SELECTABLE_LOCALES.map((option) => (
          <Menu.Item
            key={option.locale}
            lang={HTML_LANG[option.locale]}
            fw={labelOf(current) === option.label ? 700 : 400}
            c={labelOf(current) === option.label ? 'clutch.4' : undefined}
            onClick={() => {
              if (labelOf(current) !== option.label) switchLocale(option.locale);
            }}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
