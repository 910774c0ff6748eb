// A labelled value to hand on (a password, a lobby name, a console command, an invitation link) with
// a copy button that says "copied" for a moment; a browser that refuses the clipboard is ignored.
import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChecksIcon } from './action-icons';
import { Icon } from './icons';

function CopyIcon() {
  return (
    <Icon size={16}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  );
}

export function CopyLine({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text ff="monospace" fw={700} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('common.copied') : t('common.copy')}>
            <ActionIcon
              variant="default"
              onClick={copy}
              aria-label={t('common.copyNamed', { name: label })}
            >
              {copied ? <ChecksIcon size={16} /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
