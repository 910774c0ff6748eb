// Finding the user (or, for a 5_5 ban, the team) an organiser acts on: type part of a name, and
// each one found shows as a row with the caller's action beside it.
import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/action-icons';
import { ListStatus } from '../../../components/ui/list-status';
import { teamSearchQueryOptions, userSearchQueryOptions } from '../api/form-choices';
import { OrganiserRow } from './organiser-rows';

/** Typing pauses this long before the search goes out. */
export const SEARCH_PAUSE_MS = 300;

export type SearchKind = 'user' | 'team';

export interface Found {
  id: number;
  name: string;
  avatar: string | null;
}

function useFound(kind: SearchKind, term: string) {
  const users = useQuery({
    ...userSearchQueryOptions(term),
    enabled: kind === 'user' && term !== '',
  });
  const teams = useQuery({
    ...teamSearchQueryOptions(term),
    enabled: kind === 'team' && term !== '',
  });
  const list = kind === 'user' ? users : teams;
  const found: Found[] =
    kind === 'user'
      ? (users.data?.results ?? []).map((u) => ({
          id: u.id,
          name: u.username,
          avatar: u.avatar_url,
        }))
      : (teams.data?.results ?? []).map((team) => ({
          id: team.id,
          name: team.name,
          avatar: team.avatar_url,
        }));
  return { list, found };
}

export function PersonSearch({
  kind,
  action,
  testId,
}: {
  kind: SearchKind;
  action: (found: Found) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const { list, found } = useFound(kind, term);
  const label =
    kind === 'user' ? t('tournamentOrganiser.search.users') : t('tournamentOrganiser.search.teams');
  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        placeholder={t('tournamentOrganiser.search.placeholder')}
        leftSection={<SearchIcon size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        autoComplete="off"
        maxLength={64}
        data-testid={testId}
      />
      {term === '' ? (
        <Text fz="xs" c="dimmed">
          {t('tournamentOrganiser.search.hint')}
        </Text>
      ) : (
        <ListStatus
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={found.length === 0}
          emptyText={t('tournamentOrganiser.search.none', { name: term })}
          onRetry={() => void list.refetch()}
        >
          <Stack gap={0}>
            {found.map((item) => (
              <OrganiserRow key={item.id} name={item.name} avatar={item.avatar} testId="found">
                {action(item)}
              </OrganiserRow>
            ))}
          </Stack>
        </ListStatus>
      )}
    </Stack>
  );
}
