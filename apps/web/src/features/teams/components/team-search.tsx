// Finding a team by name (GET team/?search=): an exact match, or else the first found, opens its page;
// when none is found a "no team found" flag shows for 1.8 seconds.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/ui/action-icons';
import { teamSearchQueryOptions } from '../api/teams';
import { Panel } from '../../../components/ui/panel';

export const NOT_FOUND_FLAG_MS = 1800;

export function TeamSearch({ onFound }: { onFound: (teamId: number) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [isSearching, setIsSearching] = useState(false);
  const [isNotFound, setIsNotFound] = useState(false);
  useEffect(() => {
    if (!isNotFound) return undefined;
    const timer = window.setTimeout(() => setIsNotFound(false), NOT_FOUND_FLAG_MS);
    return () => window.clearTimeout(timer);
  }, [isNotFound]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (term === '') return;
    setIsSearching(true);
    try {
      const page = await queryClient.fetchQuery(teamSearchQueryOptions(term));
      const lower = term.toLowerCase();
      const team =
        page.results.find((item) => item.name.toLowerCase() === lower) ?? page.results[0];
      if (team === undefined) setIsNotFound(true);
      else onFound(team.id);
    } finally {
      setIsSearching(false);
    }
  };
  return (
    <Panel title={t('teams.search.title')}>
      <form onSubmit={(event) => void submit(event)}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('teams.search.label')}
            placeholder={t('teams.search.placeholder')}
            leftSection={<SearchIcon size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            type="search"
            autoComplete="off"
            maxLength={64}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" loading={isSearching}>
            {t('teams.search.submit')}
          </Button>
        </Group>
      </form>
      <div role="status" aria-live="polite">
        {isNotFound ? (
          <Text c="red.4" fw={700} fz="sm">
            {t('teams.search.notFound')}
          </Text>
        ) : null}
      </div>
    </Panel>
  );
}
