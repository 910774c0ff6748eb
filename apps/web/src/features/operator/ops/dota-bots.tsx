// The Dota bots: account, health badge (connected or not), load against capacity, the lobbies each
// hosts, and when it last connected or dropped.
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format';
import { HEALTH_COLOURS, botHealth, hostedLine } from './health';
import { dotaBotsQueryOptions } from './ops-api';

export function DotaBots() {
  const { t } = useTranslation();
  const bots = useQuery(dotaBotsQueryOptions());
  const rows = bots.data ?? [];
  return (
    <Panel title={t('operatorDesk.infra.dota')} count={rows.length}>
      <ListStatus
        isPending={bots.isPending}
        isError={bots.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.infra.noBots')}
        onRetry={() => void bots.refetch()}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label={t('operatorDesk.infra.dota')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operatorDesk.infra.account')}</Table.Th>
                <Table.Th>Steam ID</Table.Th>
                <Table.Th>{t('operatorDesk.infra.health')}</Table.Th>
                <Table.Th>{t('operatorDesk.infra.load')}</Table.Th>
                <Table.Th>{t('operatorDesk.infra.hosting')}</Table.Th>
                <Table.Th>{t('operatorDesk.infra.lastSeen')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((bot) => {
                const health = botHealth(bot);
                return (
                  <Table.Tr key={bot.id} data-testid="dota-bot">
                    <Table.Td>{bot.account}</Table.Td>
                    <Table.Td ff="monospace">{bot.steam_id}</Table.Td>
                    <Table.Td>
                      <Badge color={HEALTH_COLOURS[health]} variant="light">
                        {t(`operatorDesk.infra.healths.${health}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {bot.current_matches.length}/{bot.capacity}
                    </Table.Td>
                    <Table.Td>
                      {bot.current_matches.length === 0 ? (
                        <Text fz="sm" c="dimmed">
                          {t('operatorDesk.infra.free')}
                        </Text>
                      ) : (
                        <Stack gap={0}>
                          {bot.current_matches.map((match) => (
                            <Text key={match.id} fz="sm">
                              {hostedLine(match)}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {bot.last_seen_at === null ? '—' : formatDateTime(bot.last_seen_at)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStatus>
    </Panel>
  );
}
