// The CS2 server pool: address, region, health badge, the match it holds, last check and error.
import { Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { Panel } from '../../../components/ui/panel';
import { formatDateTime } from '../../../lib/format';
import { HEALTH_COLOURS, hostedLine, serverHealth } from './health';
import { cs2ServersQueryOptions } from './ops-api';

export function Cs2Servers() {
  const { t } = useTranslation();
  const servers = useQuery(cs2ServersQueryOptions());
  const rows = servers.data ?? [];
  return (
    <Panel title={t('operatorDesk.infra.cs2')} count={rows.length}>
      <ListStatus
        isPending={servers.isPending}
        isError={servers.isError}
        isEmpty={rows.length === 0}
        emptyText={t('operatorDesk.infra.noServers')}
        onRetry={() => void servers.refetch()}
      >
        <Table.ScrollContainer minWidth={820}>
          <Table aria-label={t('operatorDesk.infra.cs2')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operatorDesk.infra.name')}</Table.Th>
                <Table.Th>{t('operatorDesk.infra.address')}</Table.Th>
                <Table.Th>{t('operatorDesk.infra.region')}</Table.Th>
                <Table.Th>{t('operatorDesk.infra.health')}</Table.Th>
                <Table.Th>{t('operatorDesk.infra.hosting')}</Table.Th>
                <Table.Th>{t('operatorDesk.infra.lastCheck')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((server) => {
                const health = serverHealth(server);
                return (
                  <Table.Tr key={server.id} data-testid="cs2-server">
                    <Table.Td>{server.name}</Table.Td>
                    <Table.Td ff="monospace">
                      {server.host}:{server.port}
                    </Table.Td>
                    <Table.Td>{server.region}</Table.Td>
                    <Table.Td>
                      <Badge color={HEALTH_COLOURS[health]} variant="light">
                        {t(`operatorDesk.infra.healths.${health}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {hostedLine(server.current_match) ?? server.allocated_to ?? (
                        <Text fz="sm" c="dimmed">
                          {t('operatorDesk.infra.free')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {server.last_health_at === null ? '—' : formatDateTime(server.last_health_at)}
                      {server.last_error === null ? null : (
                        <Text fz="xs" c="red.4" lineClamp={2} title={server.last_error}>
                          {server.last_error}
                        </Text>
                      )}
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
