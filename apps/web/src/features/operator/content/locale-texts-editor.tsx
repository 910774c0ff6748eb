// The texts of one content item in en, ua and cn: a tab per locale with its fields, and a Markdown
// field with the server's preview of it beside it. Errors show under their field; a tab with an
// error is marked.
import { CONTENT_LOCALES, type ContentLocale } from '@clutch/contract/content';
import {
  Alert,
  Badge,
  Grid,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { fieldOf, localeOfError, type LocaleStatus, type LocaleTexts } from './content-draft';
import { ServerPreview } from './server-preview';

export interface TextField {
  key: string;
  label: string;
  kind: 'line' | 'markdown';
  maxLength: number;
}

interface LocaleTextsEditorProps {
  fields: readonly TextField[];
  texts: LocaleTexts;
  onChange: (locale: ContentLocale, key: string, value: string) => void;
  errors: Readonly<Record<string, string>>;
  status: Readonly<Record<ContentLocale, LocaleStatus>>;
}

function LocalePanel(props: LocaleTextsEditorProps & { locale: ContentLocale }) {
  const { t } = useTranslation();
  const { locale, fields, texts, errors } = props;
  const language = t(`operator.content.locales.${locale}`);
  return (
    <Stack gap="md" pt="md">
      {props.status[locale] === 'fallback' ? (
        <Alert color="blue" variant="light">
          {t('operator.content.localeMissing', { language })}
        </Alert>
      ) : null}
      {locale === 'en' && props.status.en === 'new' ? (
        <Text fz="sm" c="dimmed">
          {t('operator.content.englishRequired')}
        </Text>
      ) : null}
      <FormError message={errors[`texts.${locale}`] ?? null} />
      {fields.map((field) => {
        const value = fieldOf(texts[locale], field.key);
        const error = errors[`texts.${locale}.${field.key}`];
        const change = (next: string) => props.onChange(locale, field.key, next);
        if (field.kind === 'line')
          return (
            <TextInput
              key={field.key}
              label={`${field.label} · ${language}`}
              value={value}
              maxLength={field.maxLength}
              onChange={(event) => change(event.currentTarget.value)}
              error={error}
            />
          );
        return (
          <Grid key={field.key} gutter="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Textarea
                label={`${field.label} · ${language}`}
                description={t('operator.content.markdownHint')}
                value={value}
                maxLength={field.maxLength}
                onChange={(event) => change(event.currentTarget.value)}
                error={error}
                autosize
                minRows={10}
                maxRows={24}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper
                withBorder
                p="md"
                radius="md"
                component="section"
                aria-label={`${t('operator.content.preview')} · ${language}`}
              >
                <Stack gap="xs">
                  <Title order={4} fz="sm" c="dimmed">
                    {t('operator.content.preview')} · {language}
                  </Title>
                  <ServerPreview markdown={value} />
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        );
      })}
    </Stack>
  );
}

export function LocaleTextsEditor(props: LocaleTextsEditorProps) {
  const { t } = useTranslation();
  const withErrors = new Set(Object.keys(props.errors).map(localeOfError));
  return (
    <Stack gap="xs">
      <Tabs defaultValue="en" keepMounted={false}>
        <Tabs.List>
          {CONTENT_LOCALES.map((locale) => (
            <Tabs.Tab
              key={locale}
              value={locale}
              rightSection={
                withErrors.has(locale) ? (
                  <Badge size="xs" color="red" circle aria-hidden="true">
                    !
                  </Badge>
                ) : null
              }
            >
              {t(`operator.content.locales.${locale}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONTENT_LOCALES.map((locale) => (
          <Tabs.Panel key={locale} value={locale}>
            <LocalePanel {...props} locale={locale} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
