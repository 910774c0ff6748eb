// Writing and editing a news item: a title and a Markdown text per locale, and whether it is
// published. An existing item (a draft too) starts from its text as written, from the news list.
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX } from '@clutch/contract/content';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useSaveNews, type NewsSource } from '../api/operator-content';
import { textErrorKeys, textsToSend, type Fields } from './content-draft';
import { EditorForm, EditorModal } from './editor-modal';
import { LocaleTextsEditor, type TextField } from './locale-texts-editor';
import { prefillOf } from './prefill';
import { useTextsDraft } from './use-texts-draft';

const KEYS = ['title', 'body'];

function NewsForm(props: { item: NewsSource | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [id, setId] = useState(props.item?.id ?? null);
  const [start] = useState(() => prefillOf(props.item?.texts));
  const draft = useTextsDraft(start.texts);
  const [isPublished, setIsPublished] = useState(props.item?.is_published ?? true);
  const save = useSaveNews();
  const errors = formErrorsOf(save.error, [...textErrorKeys(KEYS), 'is_published']);
  const fields: TextField[] = [
    {
      key: 'title',
      label: t('operator.content.news.title'),
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
      { id, body: { is_published: isPublished, texts } },
      {
        onSuccess: (saved) => {
          draft.markSaved();
          setId(saved.id);
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
      <Switch
        label={t('operator.content.news.isPublished')}
        description={t('operator.content.news.isPublishedHint')}
        checked={isPublished}
        onChange={(event) => setIsPublished(event.currentTarget.checked)}
        error={errors.fields.is_published}
      />
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

export function NewsEditor({ item, onClose }: { item: NewsSource | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditorModal
      title={
        item === null
          ? t('operator.content.news.newTitle')
          : t('operator.content.news.editTitle', { id: item.id })
      }
      onClose={onClose}
    >
      <NewsForm item={item} onClose={onClose} />
    </EditorModal>
  );
}
