// The name, description and (groups) private fields the create and edit dialogs share.
import { Checkbox, Stack, TextInput, Textarea } from '@mantine/core';
import { CHAT_DESCRIPTION_MAX, CHAT_NAME_MAX } from '@clutch/contract/messenger';
import { useTranslation } from 'react-i18next';
import type { ChatDraft } from './chat-forms';

export function ChatFields({
  draft,
  onChange,
  withPrivate,
}: {
  draft: ChatDraft;
  onChange: (draft: ChatDraft) => void;
  withPrivate: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('chatManage.edit.name')}
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
        maxLength={CHAT_NAME_MAX}
        withAsterisk
        data-autofocus
      />
      <Textarea
        label={t('chatManage.edit.description')}
        value={draft.description}
        onChange={(event) => onChange({ ...draft, description: event.currentTarget.value })}
        maxLength={CHAT_DESCRIPTION_MAX}
        autosize
        minRows={2}
        maxRows={5}
      />
      {withPrivate ? (
        <Checkbox
          label={t('chatManage.edit.private')}
          description={t('chatManage.edit.privateHint')}
          checked={draft.isPrivate}
          onChange={(event) => onChange({ ...draft, isPrivate: event.currentTarget.checked })}
        />
      ) : null}
    </Stack>
  );
}
