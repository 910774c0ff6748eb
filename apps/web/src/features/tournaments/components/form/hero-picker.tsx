// Picking Dota 2 heroes from the catalog: the chosen ones with their portraits above, and every hero
// below, searchable by name. With all_but_one only one hero is kept (a new pick replaces it).
import {
  Alert,
  Center,
  Group,
  Image,
  Input,
  Loader,
  ScrollArea,
  SimpleGrid,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import type { HeroEntry } from '@clutch/contract/game-catalog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrossIcon, SearchIcon } from '../../../../components/ui/action-icons';
import { heroesQueryOptions } from '../../api/form-choices';
import { nextPicks } from './picks';

function HeroTile({
  hero,
  isPicked,
  onToggle,
}: {
  hero: HeroEntry;
  isPicked: boolean;
  onToggle: () => void;
}) {
  return (
    <Tooltip label={hero.name} withArrow openDelay={300}>
      <UnstyledButton
        onClick={onToggle}
        aria-pressed={isPicked}
        aria-label={hero.name}
        style={{
          borderRadius: 6,
          overflow: 'hidden',
          outline: isPicked ? '2px solid var(--mantine-color-clutch-5)' : undefined,
          opacity: isPicked ? 1 : 0.8,
        }}
      >
        <Image src={hero.image} alt="" h={40} fit="cover" />
        <Text fz={10} ta="center" truncate px={2} bg="dark.7">
          {hero.name}
        </Text>
      </UnstyledButton>
    </Tooltip>
  );
}

function PickedHeroes({
  heroes,
  onRemove,
}: {
  heroes: HeroEntry[];
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (heroes.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('tournaments.form.noHeroesPicked')}
      </Text>
    );
  return (
    <Group gap={6}>
      {heroes.map((hero) => (
        <UnstyledButton
          key={hero.id}
          onClick={() => onRemove(hero.id)}
          aria-label={t('tournaments.form.removePick', { name: hero.name })}
          data-testid="picked-hero"
        >
          <Group gap={6} wrap="nowrap" bg="dark.5" pr={8} style={{ borderRadius: 6 }}>
            <Image src={hero.image} alt="" h={28} w={50} radius={6} fit="cover" />
            <Text fz="xs" fw={600}>
              {hero.name}
            </Text>
            <CrossIcon size={12} />
          </Group>
        </UnstyledButton>
      ))}
    </Group>
  );
}

export function HeroPicker({
  label,
  description,
  value,
  onChange,
  max,
  isSingle,
  error,
}: {
  label: string;
  description: string;
  value: number[];
  onChange: (ids: number[]) => void;
  max: number;
  isSingle: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const heroes = useQuery(heroesQueryOptions());
  const all = heroes.data?.results ?? [];
  const key = search.trim().toLowerCase();
  const shown = key === '' ? all : all.filter((hero) => hero.name.toLowerCase().includes(key));
  const picked = value.flatMap((id) => all.filter((hero) => hero.id === id));
  const limit = isSingle ? 1 : max;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Group justify="space-between" mt={6} mb={6} gap="xs">
        <PickedHeroes heroes={picked} onRemove={(id) => onChange(value.filter((v) => v !== id))} />
        <Text fz="xs" c="dimmed">
          {t('tournaments.form.picked', { count: value.length, max: limit })}
        </Text>
      </Group>
      <TextInput
        placeholder={t('tournaments.form.searchHero')}
        aria-label={t('tournaments.form.searchHero')}
        leftSection={<SearchIcon size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb={6}
      />
      {heroes.isPending ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : heroes.isError ? (
        <Alert color="red" variant="light">
          {t('common.loadFailed')}
        </Alert>
      ) : (
        <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
          <SimpleGrid cols={{ base: 4, sm: 6, md: 8 }} spacing={6} verticalSpacing={6} p={2}>
            {shown.map((hero) => (
              <HeroTile
                key={hero.id}
                hero={hero}
                isPicked={value.includes(hero.id)}
                onToggle={() => onChange(nextPicks(value, hero.id, limit))}
              />
            ))}
          </SimpleGrid>
        </ScrollArea.Autosize>
      )}
    </Input.Wrapper>
  );
}
