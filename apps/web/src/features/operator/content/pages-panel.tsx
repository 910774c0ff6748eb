// The pages tab: the static pages the footer links (about, games, privacy, terms), each read as
// written in every locale from the console's source list; a page not in it is written as new.
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX } from '@clutch/contract/content';
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../components/ui/list-status';
import { formatDateTime } from '../../../lib/format';
import { useLocalePath } from '../../../lib/locale-navigation';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import {
  staticPageSourcesQueryOptions,
  useSaveStaticPage,
  type StaticPageSource,
} from '../api/operator-content';
import { textErrorKeys, textsToSend, type Fields } from './content-draft';
import { EditorForm, EditorModal } from './editor-modal';
import { LocaleTextsEditor, type TextField } from './locale-texts-editor';
import { prefillOf } from './prefill';
import { useTextsDraft } from './use-texts-draft';

export const STATIC_PAGES = ['about', 'games', 'privacy', 'terms'] as const;
type PageSlug = (typeof STATIC_PAGES)[number];
const KEYS = ['title', 'body'];

function PageForm(props: { slug: string; page: StaticPageSource | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [start] = useState(() => prefillOf(props.page?.texts));
  const draft = useTextsDraft(start.texts);
  const save = useSaveStaticPage();
  const errors = formErrorsOf(save.error, textErrorKeys(KEYS));
  const fields: TextField[] = [
    {
      key: 'title',
      label: t('operator.content.pages.title'),
      kind: 'line',
      maxLength: CONTENT_TITLE_MAX,
    },
    {
      key: 'body',
      label: t('operator.content.markdown'),
      kind: 'markdown',
      maxLength: CONTENT_BODY_MAX,
    },
  ];
  const submit = () => {
    const texts = textsToSend(draft.texts, draft.saved, KEYS, (f: Fields) => ({
      title: f.title ?? '',
      body: f.body ?? '',
    }));
    save.mutate(
      { slug: props.slug, body: { texts } },
      {
        onSuccess: () => {
          draft.markSaved();
          showToast(t('operator.content.saved'), 'success');
        },
      },
    );
  };
  return (
    <EditorForm
      onSave={submit}
      isSaving={save.isPending}
      general={errors.general}
      onClose={props.onClose}
    >
      <LocaleTextsEditor
        fields={fields}
        texts={draft.texts}
        onChange={draft.change}
        errors={errors.fields}
        status={start.status}
      />
    </EditorForm>
  );
}

function PageEditor(props: { slug: string; page: StaticPageSource | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditorModal
      title={t('operator.content.pages.editTitle', { slug: props.slug })}
      onClose={props.onClose}
    >
      <PageForm slug={props.slug} page={props.page} onClose={props.onClose} />
    </EditorModal>
  );
}

function PageRow(props: { slug: PageSlug; page: StaticPageSource | null; onEdit: () => void }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { slug, page } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{t(`operator.content.pages.slugs.${slug}`)}</Text>
        <Text fz="xs" c="dimmed">
          {page === null
            ? t('operator.content.pages.missing')
            : `${page.texts.en?.title ?? t('operator.content.untitled')} · ${t('operator.content.pages.updated', { date: formatDateTime(page.updated_date) })}`}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={localePath(`/static-page/${slug}`)} fz="sm">
          {t('operator.content.pages.open')}
        </Anchor>
      </Table.Td>
      <Table.Td ta="right">
        <Button
          variant="light"
          size="compact-sm"
          onClick={props.onEdit}
          aria-label={t('operator.content.editNamed', {
            name: t(`operator.content.pages.slugs.${slug}`),
          })}
        >
          {t('operator.content.edit')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function PagesPanel() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PageSlug | null>(null);
  const pages = useQuery(staticPageSourcesQueryOptions());
  const pageOf = (slug: string) => pages.data?.find((page) => page.slug === slug) ?? null;
  return (
    <Stack gap="md">
      <ListStatus
        isPending={pages.isPending}
        isError={pages.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void pages.refetch()}
      >
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" aria-label={t('operator.content.tabs.pages')}>
            <Table.Tbody>
              {STATIC_PAGES.map((slug) => (
                <PageRow
                  key={slug}
                  slug={slug}
                  page={pageOf(slug)}
                  onEdit={() => setEditing(slug)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStatus>
      {editing === null ? null : (
        <PageEditor slug={editing} page={pageOf(editing)} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
