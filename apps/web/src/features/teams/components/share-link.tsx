// The team overview's address, to copy and send to someone.
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={t('teams.share.label')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'default'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
          >
            {copied ? t('teams.share.copied') : t('teams.share.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
