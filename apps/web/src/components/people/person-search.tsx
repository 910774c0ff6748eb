// Finding people (or teams) by name: a search box whose term settles after a pause in typing, so
// each keystroke is not a call, a hint until something is typed, then the caller's rows with the
// list's loading, failed and empty states. The caller runs its own query and translates the texts.
import { Text, TextInput, type MantineSize } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { SearchIcon } from '../ui/action-icons';
import { ListStatus } from '../ui/list-status';

/** Typing pauses this long before the search goes out. */
export const SEARCH_PAUSE_MS = 300;

export interface SearchTerm {
  text: string;
  setText: (text: string) => void;
  /** The trimmed text once typing has paused; '' asks for nothing. */
  term: string;
}

export function useSearchTerm(): SearchTerm {
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  return { text, setText, term };
}

export interface PersonSearchTexts {
  label: string;
  placeholder: string;
  /** Shown while nothing is typed. */
  hint: string;
  /** Shown when nothing matches the term. */
  none: string;
}

export function PersonSearch({
  search,
  list,
  isEmpty,
  texts,
  hintSize = 'sm',
  maxLength,
  testId,
  children,
}: {
  search: SearchTerm;
  /** The caller's query for the term. */
  list: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  texts: PersonSearchTexts;
  hintSize?: MantineSize;
  maxLength?: number;
  testId?: string;
  /** The rows found. */
  children: ReactNode;
}) {
  return (
    <>
      <TextInput
        label={texts.label}
        placeholder={texts.placeholder}
        leftSection={<SearchIcon size={16} />}
        value={search.text}
        onChange={(event) => search.setText(event.currentTarget.value)}
        type="search"
        autoComplete="off"
        maxLength={maxLength}
        data-testid={testId}
      />
      {search.term === '' ? (
        <Text c="dimmed" fz={hintSize}>
          {texts.hint}
        </Text>
      ) : (
        <ListStatus
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={isEmpty}
          emptyText={texts.none}
          onRetry={() => void list.refetch()}
        >
          {children}
        </ListStatus>
      )}
    </>
  );
}
