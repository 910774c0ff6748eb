// A user's match history (GET profile/{id}/match-history/, 10 a page, newest first): when, which
// game and format, a quick match or a tournament match, the result for them, the score and the
// rating change, each row leading to the quick match's statistics or to the tournament.
// `onlyQuickMatches` keeps the quick matches of each page (the endpoint has no such filter).
import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { MATCH_HISTORY_PER_PAGE, type MatchHistoryItem } from '@clutch/contract/quickmatch';
import { TOURNAMENT_TYPES, TYPE_DISPLAY } from '@clutch/contract/tournament-options';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStatus } from '../../../../components/ui/list-status';
import { Panel } from '../../../../components/ui/panel';
import { formatDateTime } from '../../../../lib/format';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { FIRST_PAGE } from '../../../../lib/paged-list';
import { matchHistoryQueryOptions } from '../../api/statistics';
import { gameName } from '../../quickmatch-labels';
import { changeColour, formatChange } from '../../stats-view';
import { PageButtons } from '../page-buttons';

/** Where a row leads: a quick match's statistics, or the tournament it was played in. */
export function historyTarget(item: MatchHistoryItem): string | null {
  if (item.kind === 'quickmatch' && item.quick_match !== null)
    return `/statistics/${String(item.quick_match.id)}`;
  if (item.tournament !== null) return `/tournaments/${String(item.tournament.id)}`;
  return null;
}

function HistoryRow({ item }: { item: MatchHistoryItem }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const target = historyTarget(item);
  const type = TOURNAMENT_TYPES.find((known) => known === item.type);
  return (
    <Table.Tr data-testid="history-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text fz="sm">{formatDateTime(item.start_time)}</Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {`${gameName(item.game)} · ${type === undefined ? item.type : TYPE_DISPLAY[type]}`}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={item.kind === 'quickmatch' ? 'clutch' : 'grape'}>
          {t(`quickmatch.history.kinds.${item.kind}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {item.outcome === null ? (
          <Text fz="sm" c="dimmed">
            {t('quickmatch.history.noResult')}
          </Text>
        ) : (
          <Text fz="sm" fw={800} c={item.outcome === 'win' ? 'teal' : 'red'}>
            {t(`quickmatch.stats.${item.outcome}`)}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {`${String(item.score_a)} : ${String(item.score_b)}`}
      </Table.Td>
      <Table.Td>
        {item.rating_change === null ? (
          <Text fz="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Text fz="sm" fw={700} c={changeColour(item.rating_change)}>
            {formatChange(item.rating_change)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {target === null ? null : (
          <Anchor component={Link} to={localePath(target)} fz="sm" fw={600}>
            {item.kind === 'quickmatch'
              ? t('quickmatch.history.toStatistics')
              : t('quickmatch.history.toTournament')}
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function MatchHistory({
  userId,
  title,
  onlyQuickMatches = false,
}: {
  userId: number;
  title: string;
  onlyQuickMatches?: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_PAGE);
  const history = useQuery(
    matchHistoryQueryOptions(userId, page, onlyQuickMatches ? 'quickmatch' : undefined),
  );
  const items = history.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((history.data?.count ?? 0) / MATCH_HISTORY_PER_PAGE));
  return (
    <Panel title={title}>
      <ListStatus
        isPending={history.isPending}
        isError={history.isError}
        isEmpty={items.length === 0}
        emptyText={t('quickmatch.history.empty')}
        onRetry={() => void history.refetch()}
      >
        <Table.ScrollContainer minWidth={680}>
          <Table verticalSpacing="xs" highlightOnHover aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quickmatch.history.columns.time')}</Table.Th>
                <Table.Th>{t('quickmatch.history.columns.game')}</Table.Th>
                <Table.Th>{t('quickmatch.history.columns.kind')}</Table.Th>
                <Table.Th>{t('quickmatch.history.columns.result')}</Table.Th>
                <Table.Th>{t('quickmatch.history.columns.score')}</Table.Th>
                <Table.Th>{t('quickmatch.history.columns.rating')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('quickmatch.history.columns.open')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <HistoryRow key={`${item.kind}:${String(item.id)}`} item={item} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStatus>
      <PageButtons page={page} total={pages} onChange={setPage} />
    </Panel>
  );
}
