// Writing a post on the own profile: a text area with a live character count and a Post button.
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { POST_MAX_LENGTH } from '@clutch/contract/posts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../../../components/ui/action-icons';
import { useCreatePost } from '../api/posts';

export function PostComposer({ authorId }: { authorId: number }) {
  const { t } = useTranslation();
  const create = useCreatePost(authorId);
  const [content, setContent] = useState('');
  const text = content.trim();
  const isTooLong = content.length > POST_MAX_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text === '' || isTooLong) return;
    create.mutate(text, { onSuccess: () => setContent('') });
  };

  return (
    <Paper component="form" onSubmit={submit} withBorder radius="lg" p="md" bg="dark.6">
      <Stack gap="sm">
        <Textarea
          label={t('posts.composerLabel')}
          placeholder={t('posts.composerPlaceholder')}
          autosize
          minRows={2}
          maxRows={8}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          error={isTooLong ? t('posts.tooLong', { max: POST_MAX_LENGTH }) : undefined}
        />
        <Group justify="space-between">
          <Text fz="xs" c={isTooLong ? 'red' : 'dimmed'} aria-live="polite">
            {t('posts.characters', { count: content.length, max: POST_MAX_LENGTH })}
          </Text>
          <Button
            type="submit"
            leftSection={<SendIcon size={16} />}
            disabled={text === '' || isTooLong}
            loading={create.isPending}
          >
            {t('posts.publish')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
