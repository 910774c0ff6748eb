// Picking CS2 maps: the active-duty pool first, then the other common maps, each a card with its
// picture. With all_but_one only one map is kept (a new pick replaces it).
import {
  Alert,
  Badge,
  Center,
  Image,
  Input,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { CsMap } from '@clutch/contract/game-catalog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { csMapsQueryOptions } from '../../api/form-choices';
import { nextPicks } from './picks';

function MapTile({
  map,
  isPicked,
  onToggle,
}: {
  map: CsMap;
  isPicked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-pressed={isPicked}
      aria-label={map.display_name}
      style={{
        borderRadius: 8,
        overflow: 'hidden',
        position: 'relative',
        outline: isPicked ? '2px solid var(--mantine-color-clutch-5)' : undefined,
        opacity: isPicked ? 1 : 0.75,
      }}
    >
      <Image src={map.map_url} alt="" h={64} fit="cover" />
      <Stack gap={0} px={6} py={4} bg="dark.7">
        <Text fz="xs" fw={700} truncate>
          {map.display_name}
        </Text>
        {map.is_active_duty ? (
          <Text fz={10} c="dimmed" truncate>
            {t('tournaments.form.activeDuty')}
          </Text>
        ) : null}
      </Stack>
      {isPicked ? (
        <Badge size="xs" style={{ position: 'absolute', top: 4, right: 4 }}>
          ✓
        </Badge>
      ) : null}
    </UnstyledButton>
  );
}

export function MapPicker({
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
  value: string[];
  onChange: (names: string[]) => void;
  max: number;
  isSingle: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const maps = useQuery(csMapsQueryOptions());
  const limit = isSingle ? 1 : max;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Text fz="xs" c="dimmed" mt={4} mb={6}>
        {t('tournaments.form.picked', { count: value.length, max: limit })}
      </Text>
      {maps.isPending ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : maps.isError ? (
        <Alert color="red" variant="light">
          {t('common.loadFailed')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={8} verticalSpacing={8} p={2}>
          {maps.data.results.map((map) => (
            <MapTile
              key={map.name}
              map={map}
              isPicked={value.includes(map.name)}
              onToggle={() => onChange(nextPicks(value, map.name, limit))}
            />
          ))}
        </SimpleGrid>
      )}
    </Input.Wrapper>
  );
}
