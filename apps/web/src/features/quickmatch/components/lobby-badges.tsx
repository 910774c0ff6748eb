// The badges a lobby wears on its card and on its page: game, format, (on the page) its status,
// closed and demo.
import { Badge, Group } from '@mantine/core';
import type { QuickMatchCard } from '@clutch/contract/quickmatch';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../../components/ui/action-icons';
import { gameName, STATUS_COLOR } from '../quickmatch-labels';

export function LobbyBadges({ lobby, withStatus }: { lobby: QuickMatchCard; withStatus: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="light" color={lobby.game === 2 ? 'yellow' : 'red'} radius="sm">
        {gameName(lobby.game)}
      </Badge>
      <Badge variant="light" color="blue" radius="sm">
        {lobby.type_display}
      </Badge>
      {withStatus ? (
        <Badge
          variant="dot"
          color={STATUS_COLOR[lobby.status]}
          radius="sm"
          data-testid="lobby-status"
        >
          {t(`quickmatch.statuses.${lobby.status}`)}
        </Badge>
      ) : null}
      {lobby.is_opened ? null : (
        <Badge variant="outline" color="gray" radius="sm" leftSection={<LockIcon size={10} />}>
          {t('quickmatch.card.closed')}
        </Badge>
      )}
      {lobby.is_demo ? (
        <Badge variant="outline" color="gray" radius="sm">
          {t('quickmatch.card.demo')}
        </Badge>
      ) : null}
    </Group>
  );
}
