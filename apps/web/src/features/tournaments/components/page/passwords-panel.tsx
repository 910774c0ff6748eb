// The access codes, for the organiser only (the server sends them to no one else): each with a copy
// button, so they can be passed on to the players and watchers they are meant for.
import { Text } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/panel';
import { CopyLine } from '../../../../components/ui/copy-line';

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
        <CopyLine
          label={t('tournaments.form.playersPassword')}
          value={players}
          testId="players-password"
        />
      )}
      {watchers === null ? null : (
        <CopyLine
          label={t('tournaments.form.watchersPassword')}
          value={watchers}
          testId="watchers-password"
        />
      )}
    </Panel>
  );
}
