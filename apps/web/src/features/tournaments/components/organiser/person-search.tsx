// Finding the user (or, for a 5_5 ban, the team) an organiser acts on: type part of a name, and
// each one found shows as an organiser row with the caller's action beside it.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PersonSearch as SharedPersonSearch,
  useSearchTerm,
} from '../../../../components/people/person-search';
import { teamSearchQueryOptions, userSearchQueryOptions } from '../../api/form-choices';
import { OrganiserRow } from './organiser-rows';

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
  const search = useSearchTerm();
  const { list, found } = useFound(kind, search.term);
  return (
    <Stack gap="xs">
      <SharedPersonSearch
        search={search}
        list={list}
        isEmpty={found.length === 0}
        texts={{
          label:
            kind === 'user'
              ? t('tournamentOrganiser.search.users')
              : t('tournamentOrganiser.search.teams'),
          placeholder: t('tournamentOrganiser.search.placeholder'),
          hint: t('tournamentOrganiser.search.hint'),
          none: t('tournamentOrganiser.search.none', { name: search.term }),
        }}
        hintSize="xs"
        maxLength={64}
        testId={testId}
      >
        <Stack gap={0}>
          {found.map((item) => (
            <OrganiserRow key={item.id} name={item.name} avatar={item.avatar} testId="found">
              {action(item)}
            </OrganiserRow>
          ))}
        </Stack>
      </SharedPersonSearch>
    </Stack>
  );
}
