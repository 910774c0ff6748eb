// The "looking for game" panel beside the lobby list: players sitting in lobbies that still wait for
// players (9 a page), found by part of their name, each with a way to their lobby.
import { Button, Stack, TextInput } from '@mantine/core';
import { LOOKING_FOR_GAME_PER_PAGE } from '@clutch/contract/quickmatch';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchTerm } from '../../../../components/people/person-search';
import { PeopleList, PersonRow } from '../../../../components/people/person-row';
import { SearchIcon } from '../../../../components/ui/action-icons';
import { ListStatus } from '../../../../components/ui/list-status';
import { Panel } from '../../../../components/ui/panel';
import { useLocalePath } from '../../../../lib/locale-navigation';
import { FIRST_PAGE } from '../../../../lib/paged-list';
import { lookingForGameQueryOptions, type GameId } from '../../api/lobbies';
import { PageButtons } from '../page-buttons';

function Players({ game, term }: { game: GameId; term: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [page, setPage] = useState(FIRST_PAGE);
  const list = useQuery(lookingForGameQueryOptions(game, term, page));
  const items = list.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / LOOKING_FOR_GAME_PER_PAGE));
  return (
    <>
      <ListStatus
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={items.length === 0}
        emptyText={term === '' ? t('quickmatch.looking.empty') : t('quickmatch.looking.none')}
        onRetry={() => void list.refetch()}
      >
        <PeopleList label={t('quickmatch.looking.title')}>
          {items.map(({ user, level, quick_match: lobby }) => (
            <PersonRow
              key={`${String(user.id)}:${String(lobby.id)}`}
              user={user}
              size="sm"
              note={t('quickmatch.looking.note', {
                level,
                name: lobby.name,
                taken: lobby.checked_in_slots,
                slots: lobby.slots,
              })}
            >
              <Button
                size="compact-sm"
                variant="light"
                component={Link}
                to={localePath(`/match/${String(lobby.id)}`)}
                aria-label={t('quickmatch.looking.toLobbyNamed', { name: lobby.name })}
              >
                {t('quickmatch.looking.toLobby')}
              </Button>
            </PersonRow>
          ))}
        </PeopleList>
      </ListStatus>
      <PageButtons page={page} total={pages} onChange={setPage} />
    </>
  );
}

export function LookingForGame({ game }: { game: GameId }) {
  const { t } = useTranslation();
  const search = useSearchTerm();
  return (
    <Panel title={t('quickmatch.looking.title')} text={t('quickmatch.looking.text')}>
      <Stack gap="xs">
        <TextInput
          aria-label={t('quickmatch.looking.search')}
          placeholder={t('quickmatch.looking.search')}
          leftSection={<SearchIcon size={16} />}
          value={search.text}
          onChange={(event) => search.setText(event.currentTarget.value)}
          type="search"
          autoComplete="off"
          maxLength={150}
        />
        <Players key={`${String(game)}:${search.term}`} game={game} term={search.term} />
      </Stack>
    </Panel>
  );
}
