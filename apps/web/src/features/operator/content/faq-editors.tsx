// Editing the FAQ: a category (its name per locale, slug and position) and a question (question and
// Markdown answer per locale, category and position). Both start from the texts as written, which
// the FAQ tab already holds for every locale.
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX } from '@clutch/contract/content';
import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import {
  useSaveFaqCategory,
  useSaveFaqItem,
  type FaqCategorySource,
  type FaqItemSource,
} from '../api/operator-content';
import { textErrorKeys, textsToSend, type Fields } from './content-draft';
import { EditorForm, EditorModal } from './editor-modal';
import { LocaleTextsEditor, type TextField } from './locale-texts-editor';
import { prefillOf } from './prefill';
import { useTextsDraft } from './use-texts-draft';

const POSITION_MAX = 1_000_000;

function PositionInput(props: {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('operator.content.faq.position')}
      description={t('operator.content.faq.positionHint')}
      value={props.value}
      min={0}
      max={POSITION_MAX}
      allowDecimal={false}
      allowNegative={false}
      onChange={(value) => props.onChange(typeof value === 'number' ? value : 0)}
      error={props.error}
      w={160}
    />
  );
}

const CATEGORY_KEYS = ['name'];

/** A category's English name, as lists and titles refer to it. */
export function categoryName(category: FaqCategorySource, untitled: string): string {
  const name = category.texts.en?.name ?? '';
  return name === '' ? untitled : name;
}

export function FaqCategoryEditor(props: {
  category: FaqCategorySource | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const existing = props.category;
  const [id, setId] = useState(existing?.id ?? null);
  const [start] = useState(() => prefillOf(existing?.texts));
  const draft = useTextsDraft(start.texts);
  const [slug, setSlug] = useState(existing?.slug ?? '');
  const [position, setPosition] = useState(existing?.position ?? 0);
  const save = useSaveFaqCategory();
  const errors = formErrorsOf(save.error, [...textErrorKeys(CATEGORY_KEYS), 'slug', 'position']);
  const fields: TextField[] = [
    {
      key: 'name',
      label: t('operator.content.faq.name'),
      kind: 'line',
      maxLength: CONTENT_TITLE_MAX,
    },
  ];
  const submit = () => {
    const texts = textsToSend(draft.texts, draft.saved, CATEGORY_KEYS, (f: Fields) => ({
      name: f.name ?? '',
    }));
    const body = { ...(slug.trim() === '' ? {} : { slug: slug.trim() }), position, texts };
    save.mutate(
      { id, body },
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
    <EditorModal
      title={
        existing === null
          ? t('operator.content.faq.newCategory')
          : t('operator.content.faq.editCategory', {
              name: categoryName(existing, t('operator.content.untitled')),
            })
      }
      onClose={props.onClose}
    >
      <EditorForm
        onSave={submit}
        isSaving={save.isPending}
        general={errors.general}
        onClose={props.onClose}
      >
        <Group align="flex-start" gap="md">
          <TextInput
            label={t('operator.content.faq.slug')}
            description={t('operator.content.faq.slugHint')}
            value={slug}
            maxLength={64}
            onChange={(event) => setSlug(event.currentTarget.value)}
            error={errors.fields.slug}
          />
          <PositionInput value={position} onChange={setPosition} error={errors.fields.position} />
        </Group>
        <LocaleTextsEditor
          fields={fields}
          texts={draft.texts}
          onChange={draft.change}
          errors={errors.fields}
          status={start.status}
        />
      </EditorForm>
    </EditorModal>
  );
}

const ITEM_KEYS = ['question', 'answer'];

export function FaqItemEditor(props: {
  item: FaqItemSource | null;
  categories: readonly FaqCategorySource[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const existing = props.item;
  const [id, setId] = useState(existing?.id ?? null);
  const [start] = useState(() => prefillOf(existing?.texts));
  const draft = useTextsDraft(start.texts);
  const [category, setCategory] = useState<string | null>(
    existing === null
      ? props.categories[0] === undefined
        ? null
        : String(props.categories[0].id)
      : String(existing.category),
  );
  const [position, setPosition] = useState(existing?.position ?? 0);
  const save = useSaveFaqItem();
  const errors = formErrorsOf(save.error, [...textErrorKeys(ITEM_KEYS), 'category', 'position']);
  const fields: TextField[] = [
    {
      key: 'question',
      label: t('operator.content.faq.question'),
      kind: 'line',
      maxLength: CONTENT_TITLE_MAX,
    },
    {
      key: 'answer',
      label: t('operator.content.faq.answer'),
      kind: 'markdown',
      maxLength: CONTENT_BODY_MAX,
    },
  ];
  const submit = () => {
    const texts = textsToSend(draft.texts, draft.saved, ITEM_KEYS, (f: Fields) => ({
      question: f.question ?? '',
      answer: f.answer ?? '',
    }));
    const body = { ...(category === null ? {} : { category: Number(category) }), position, texts };
    save.mutate(
      { id, body },
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
    <EditorModal
      title={
        id === null ? t('operator.content.faq.newItem') : t('operator.content.faq.editItem', { id })
      }
      onClose={props.onClose}
    >
      <EditorForm
        onSave={submit}
        isSaving={save.isPending}
        general={errors.general}
        onClose={props.onClose}
      >
        <Group align="flex-start" gap="md">
          <Select
            label={t('operator.content.faq.category')}
            data={props.categories.map((option) => ({
              value: String(option.id),
              label: categoryName(option, t('operator.content.untitled')),
            }))}
            value={category}
            onChange={setCategory}
            allowDeselect={false}
            error={errors.fields.category}
            miw={240}
          />
          <PositionInput value={position} onChange={setPosition} error={errors.fields.position} />
        </Group>
        <LocaleTextsEditor
          fields={fields}
          texts={draft.texts}
          onChange={draft.change}
          errors={errors.fields}
          status={start.status}
        />
      </EditorForm>
    </EditorModal>
  );
}
