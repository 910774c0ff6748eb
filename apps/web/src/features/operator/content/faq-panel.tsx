// The FAQ tab: every category with its questions (English names, as the list's reference), read as
// written in all three locales, so an editor opens with each locale's Markdown.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import {
  faqSourcesQueryOptions,
  type FaqCategorySource,
  type FaqItemSource,
} from '../api/operator-content';
import { FaqCategoryEditor, FaqItemEditor, categoryName } from './faq-editors';

type Editing = { kind: 'category'; id: number | null } | { kind: 'item'; id: number | null } | null;

function QuestionRow({ item, onEdit }: { item: FaqItemSource; onEdit: () => void }) {
  const { t } = useTranslation();
  const question = item.texts.en?.question ?? t('operator.content.untitled');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fz="sm">
        <Text span c="dimmed" fz="xs">
          {item.position} ·{' '}
        </Text>
        {question}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={onEdit}
        aria-label={t('operator.content.editNamed', { name: question })}
      >
        {t('operator.content.edit')}
      </Button>
    </Group>
  );
}

function CategoryCard(props: {
  category: FaqCategorySource;
  items: readonly FaqItemSource[];
  onEditCategory: () => void;
  onEditItem: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { category, items } = props;
  const name = categoryName(category, t('operator.content.untitled'));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={3} fz="md">
              {name}
            </Title>
            <Badge variant="light" size="sm">
              {category.slug}
            </Badge>
          </Group>
          <Button
            variant="light"
            size="compact-sm"
            onClick={props.onEditCategory}
            aria-label={t('operator.content.editNamed', { name })}
          >
            {t('operator.content.edit')}
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('operator.content.faq.emptyCategory')}
          </Text>
        ) : (
          items.map((item) => (
            <QuestionRow key={item.id} item={item} onEdit={() => props.onEditItem(item.id)} />
          ))
        )}
      </Stack>
    </Paper>
  );
}

export function FaqPanel() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const faq = useQuery(faqSourcesQueryOptions());
  const categories = faq.data?.categories ?? [];
  const items = faq.data?.items ?? [];
  const close = () => setEditing(null);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button onClick={() => setEditing({ kind: 'category', id: null })}>
          {t('operator.content.faq.addCategory')}
        </Button>
        <Button
          variant="light"
          disabled={categories.length === 0}
          onClick={() => setEditing({ kind: 'item', id: null })}
        >
          {t('operator.content.faq.addItem')}
        </Button>
      </Group>
      <ListStatus
        isPending={faq.isPending}
        isError={faq.isError}
        isEmpty={faq.data?.categories.length === 0}
        emptyText={t('operator.content.faq.empty')}
        onRetry={() => void faq.refetch()}
      >
        {categories.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            items={items.filter((item) => item.category === category.id)}
            onEditCategory={() => setEditing({ kind: 'category', id: category.id })}
            onEditItem={(id) => setEditing({ kind: 'item', id })}
          />
        ))}
      </ListStatus>
      {editing?.kind === 'category' ? (
        <FaqCategoryEditor
          category={categories.find((category) => category.id === editing.id) ?? null}
          onClose={close}
        />
      ) : null}
      {editing?.kind === 'item' ? (
        <FaqItemEditor
          item={items.find((item) => item.id === editing.id) ?? null}
          categories={categories}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
