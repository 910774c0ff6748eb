// Picking a lobby's hero or map pool: the pictures of everything that may be picked, searchable by
// name, the picked ones outlined, with a count against the limit. A limit of one replaces the pick.
import {
  Image,
  Input,
  ScrollArea,
  SimpleGrid,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../../components/ui/action-icons';

export interface PoolChoice {
  key: string;
  name: string;
  image: string;
}

/** Toggling one choice: a picked one is dropped, a new one is added while there is room. */
export function nextPool(picked: readonly string[], key: string, limit: number): string[] {
  if (picked.includes(key)) return picked.filter((existing) => existing !== key);
  if (limit === 1) return [key];
  return picked.length >= limit ? [...picked] : [...picked, key];
}

function Tile({
  choice,
  isPicked,
  height,
  onToggle,
}: {
  choice: PoolChoice;
  isPicked: boolean;
  height: number;
  onToggle: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-pressed={isPicked}
      aria-label={choice.name}
      style={{
        borderRadius: 6,
        overflow: 'hidden',
        outline: isPicked ? '2px solid var(--mantine-color-clutch-5)' : undefined,
        opacity: isPicked ? 1 : 0.7,
      }}
    >
      <Image src={choice.image} alt="" h={height} fit="cover" />
      <Text fz={10} ta="center" truncate px={2} bg="dark.7">
        {choice.name}
      </Text>
    </UnstyledButton>
  );
}

export function PoolPicker({
  label,
  description,
  choices,
  value,
  onChange,
  limit,
  error,
  tileHeight = 40,
}: {
  label: string;
  description: string;
  choices: readonly PoolChoice[];
  value: string[];
  onChange: (keys: string[]) => void;
  limit: number;
  error: string | undefined;
  tileHeight?: number;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = term === '' ? choices : choices.filter((c) => c.name.toLowerCase().includes(term));
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Text fz="xs" c="dimmed" mt={4}>
        {t('quickmatch.form.picked', { count: value.length, max: limit })}
      </Text>
      {choices.length > 12 ? (
        <TextInput
          mt={6}
          placeholder={t('quickmatch.form.searchPool')}
          aria-label={t('quickmatch.form.searchPool')}
          leftSection={<SearchIcon size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      ) : null}
      <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars mt={6}>
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={6} verticalSpacing={6} p={2}>
          {shown.map((choice) => (
            <Tile
              key={choice.key}
              choice={choice}
              height={tileHeight}
              isPicked={value.includes(choice.key)}
              onToggle={() => onChange(nextPool(value, choice.key, limit))}
            />
          ))}
        </SimpleGrid>
      </ScrollArea.Autosize>
    </Input.Wrapper>
  );
}
