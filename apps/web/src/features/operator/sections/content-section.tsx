// The content section (support, admin): news, the FAQ and the static pages, each edited per locale
// (en, ua, cn; da reads English) with a live preview and the published rendering after a save.
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FaqPanel } from '../content/faq-panel';
import { NewsPanel } from '../content/news-panel';
import { PagesPanel } from '../content/pages-panel';
import { SectionHeader } from '../components/section-header';

export function ContentSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.content')}
        description={t('operator.content.description')}
      />
      <Tabs defaultValue="news" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="news">{t('operator.content.tabs.news')}</Tabs.Tab>
          <Tabs.Tab value="faq">{t('operator.content.tabs.faq')}</Tabs.Tab>
          <Tabs.Tab value="pages">{t('operator.content.tabs.pages')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="news" pt="md">
          <NewsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="faq" pt="md">
          <FaqPanel />
        </Tabs.Panel>
        <Tabs.Panel value="pages" pt="md">
          <PagesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
