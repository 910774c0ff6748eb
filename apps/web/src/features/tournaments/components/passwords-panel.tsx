// The access codes, for the organiser only (the server sends them to no one else): each with a copy
// button, so they can be passed on to the players and watchers they are meant for.
import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { ChecksIcon } from '../../../components/ui/action-icons';
import { Icon } from '../../../components/ui/icons';
import { Panel } from '../../../components/ui/panel';

function CopyIcon() {
  return (
    <Icon size={16}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  );
}

function Code({ label, value, testId }: { label: string; value: string; testId: string }) {
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
          <Tooltip label={copied ? t('tournaments.page.copied') : t('tournaments.page.copy')}>
            <ActionIcon
              variant="default"
              onClick={copy}
              aria-label={t('tournaments.page.copyNamed', { name: label })}
            >
              {copied ? <ChecksIcon size={16} /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

export function PasswordsPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const players = tournament.players_password;
  const watchers = tournament.watchers_password;
  return (
    <Panel title={t('tournaments.page.passwordsTitle')} text={t('tournaments.page.passwordsHint')}>
      {players === null && watchers === null ? (
        <Text fz="sm" c="dimmed">
          {t('tournaments.page.noPasswords')}
        </Text>
      ) : null}
      {players === null ? null : (
        <Code
          label={t('tournaments.form.playersPassword')}
          value={players}
          testId="players-password"
        />
      )}
      {watchers === null ? null : (
        <Code
          label={t('tournaments.form.watchersPassword')}
          value={watchers}
          testId="watchers-password"
        />
      )}
    </Panel>
  );
}
