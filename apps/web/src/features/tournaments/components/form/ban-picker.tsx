// Choosing users or teams who may not register: type part of a name, pick from what is found, and
// the chosen ones show as chips that remove themselves when clicked.
import { Button, Group, Input, Loader, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchTerm, type SearchTerm } from '../../../../components/people/person-search';
import { SearchIcon } from '../../../../components/ui/action-icons';
import { teamSearchQueryOptions, userSearchQueryOptions } from '../../api/form-choices';
import type { NamedChoice } from '../../tournament-draft';

interface PickerProps {
  label: string;
  value: NamedChoice[];
  onChange: (value: NamedChoice[]) => void;
  error: string | undefined;
}

function Found({
  isLoading,
  found,
  value,
  onPick,
}: {
  isLoading: boolean;
  found: NamedChoice[];
  value: NamedChoice[];
  onPick: (choice: NamedChoice) => void;
}) {
  const { t } = useTranslation();
  if (isLoading) return <Loader size="xs" aria-label={t('common.loading')} />;
  const fresh = found.filter((choice) => !value.some((chosen) => chosen.id === choice.id));
  if (fresh.length === 0) return null;
  return (
    <Group gap={6}>
      {fresh.map((choice) => (
        <Button key={choice.id} size="compact-xs" variant="default" onClick={() => onPick(choice)}>
          {`+ ${choice.name}`}
        </Button>
      ))}
    </Group>
  );
}

function ChoiceSearch({
  label,
  value,
  onChange,
  error,
  term,
  onTerm,
  found,
  isLoading,
}: PickerProps & {
  term: string;
  onTerm: (term: string) => void;
  found: NamedChoice[];
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap={6} mt={4}>
        {value.length === 0 ? (
          <Text fz="xs" c="dimmed">
            {t('tournaments.form.nobodyBanned')}
          </Text>
        ) : (
          <Pill.Group>
            {value.map((choice) => (
              <Pill
                key={choice.id}
                withRemoveButton
                onRemove={() => onChange(value.filter((chosen) => chosen.id !== choice.id))}
                removeButtonProps={{
                  'aria-label': t('tournaments.form.removePick', { name: choice.name }),
                }}
              >
                {choice.name}
              </Pill>
            ))}
          </Pill.Group>
        )}
        <TextInput
          placeholder={t('tournaments.form.searchName')}
          aria-label={`${label}: ${t('tournaments.form.searchName')}`}
          leftSection={<SearchIcon size={14} />}
          value={term}
          onChange={(event) => onTerm(event.currentTarget.value)}
        />
        <Found
          isLoading={isLoading}
          found={found}
          value={value}
          onPick={(choice) => onChange([...value, choice])}
        />
      </Stack>
    </Input.Wrapper>
  );
}

/** The box shows what is typed; what was found for the settled term is offered. */
function SearchedPicker({
  search,
  found,
  isFetching,
  ...props
}: PickerProps & { search: SearchTerm; found: NamedChoice[]; isFetching: boolean }) {
  return (
    <ChoiceSearch
      {...props}
      term={search.text}
      onTerm={search.setText}
      found={search.term === '' ? [] : found}
      isLoading={search.term !== '' && isFetching}
    />
  );
}

export function UserBanPicker(props: PickerProps) {
  const search = useSearchTerm();
  const users = useQuery(userSearchQueryOptions(search.term));
  const found = (users.data?.results ?? []).map((user) => ({ id: user.id, name: user.username }));
  return <SearchedPicker {...props} search={search} found={found} isFetching={users.isFetching} />;
}

export function TeamBanPicker(props: PickerProps) {
  const search = useSearchTerm();
  const teams = useQuery(teamSearchQueryOptions(search.term));
  const found = (teams.data?.results ?? []).map((team) => ({ id: team.id, name: team.name }));
  return <SearchedPicker {...props} search={search} found={found} isFetching={teams.isFetching} />;
}
