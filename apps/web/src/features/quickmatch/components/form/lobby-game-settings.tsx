// The game's own settings. Dota 2: the hero rule and its pool (empty: the server's default pool,
// whose heroes are shown). CS2: the map rule and pool, friendly fire, rounds to win and overtime.
import { Group, Image, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  OVERTIME_ROUNDS_RANGE,
  ROUNDS_TO_WIN_RANGE,
  type QuickMatchOptions,
} from '@clutch/contract/quickmatch';
import { BAN_TYPES, type BanType } from '@clutch/contract/tournament-options';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { heroCatalogQueryOptions } from '../../api/lobbies';
import { BAN_TYPE_KEYS } from '../../quickmatch-labels';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';
import { PoolPicker, type PoolChoice } from './pool-picker';

type Props = SectionProps & { options: QuickMatchOptions };

function BanTypeSelect({
  label,
  field,
  value,
  onChange,
  options,
  errorOf,
}: Pick<Props, 'options' | 'errorOf'> & {
  label: string;
  field: string;
  value: BanType | null;
  onChange: (value: BanType) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      data={options.ban_types.map(({ value: type }) => ({
        value: type,
        label: t(`quickmatch.banTypes.${BAN_TYPE_KEYS[type]}`),
      }))}
      value={value}
      onChange={(next) => onChange(BAN_TYPES.find((type) => type === next) ?? 'no_ban')}
      allowDeselect={false}
      error={errorOf(field)}
    />
  );
}

function DefaultPool({ options }: { options: QuickMatchOptions }) {
  const { t } = useTranslation();
  if (options.default_heroes.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        {t('quickmatch.form.defaultPool')}
      </Text>
      <Group gap={4}>
        {options.default_heroes.map((hero) => (
          <Image
            key={hero.id}
            src={hero.image}
            alt={hero.name}
            title={hero.name}
            h={24}
            w={42}
            radius={4}
          />
        ))}
      </Group>
    </Stack>
  );
}

function DotaSettings({ draft, change, errorOf, options }: Props) {
  const { t } = useTranslation();
  const catalog = useQuery(heroCatalogQueryOptions());
  const heroes: PoolChoice[] = (catalog.data?.results ?? options.default_heroes).map((hero) => ({
    key: String(hero.id),
    name: hero.name,
    image: hero.image,
  }));
  const hasPool = draft.banType === 'one_of_many' || draft.banType === 'all_but_one';
  return (
    <>
      <BanTypeSelect
        label={t('quickmatch.form.banType')}
        field="ban_type"
        value={draft.banType}
        onChange={(banType) =>
          change({
            banType,
            heroes: banType === 'all_but_one' ? draft.heroes.slice(0, 1) : draft.heroes,
          })
        }
        options={options}
        errorOf={errorOf}
      />
      <Text fz="sm" c="dimmed">
        {t(`quickmatch.form.heroRules.${BAN_TYPE_KEYS[draft.banType ?? 'no_ban']}`)}
      </Text>
      {hasPool ? (
        <>
          <PoolPicker
            label={t('quickmatch.form.heroes')}
            description={t('quickmatch.form.heroesHint')}
            choices={heroes}
            value={draft.heroes.map(String)}
            onChange={(keys) => change({ heroes: keys.map(Number) })}
            limit={draft.banType === 'all_but_one' ? 1 : options.max_hero_pick}
            error={errorOf('selected_heroes')}
          />
          {draft.heroes.length === 0 && draft.banType === 'one_of_many' ? (
            <DefaultPool options={options} />
          ) : null}
        </>
      ) : null}
    </>
  );
}

function roundsField(text: string): string | number {
  return text === '' ? '' : Number(text);
}

function CsSettings({ draft, change, errorOf, options }: Props) {
  const { t } = useTranslation();
  const maps: PoolChoice[] = options.maps.map((map) => ({
    key: map.name,
    name: map.display_name,
    image: map.map_url,
  }));
  const limit = draft.mapsBanType === 'one_of_many' ? options.max_map_pick : 1;
  return (
    <>
      <BanTypeSelect
        label={t('quickmatch.form.mapsBanType')}
        field="maps_ban_type"
        value={draft.mapsBanType}
        onChange={(mapsBanType) =>
          change({
            mapsBanType,
            maps: mapsBanType === 'one_of_many' ? draft.maps : draft.maps.slice(0, 1),
          })
        }
        options={options}
        errorOf={errorOf}
      />
      <PoolPicker
        label={t('quickmatch.form.maps')}
        description={t(`quickmatch.form.mapRules.${BAN_TYPE_KEYS[draft.mapsBanType ?? 'no_ban']}`)}
        choices={maps}
        value={draft.maps}
        onChange={(keys) => change({ maps: keys })}
        limit={limit}
        error={errorOf('maps_list')}
        tileHeight={56}
      />
      {draft.maps.length === 0 && draft.mapsBanType === 'one_of_many' ? (
        <Text fz="xs" c="dimmed">
          {t('quickmatch.form.defaultMaps')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <NumberInput
          label={t('quickmatch.form.roundsToWin')}
          min={ROUNDS_TO_WIN_RANGE.min}
          max={ROUNDS_TO_WIN_RANGE.max}
          allowDecimal={false}
          allowNegative={false}
          value={roundsField(draft.roundsToWin)}
          onChange={(value) => change({ roundsToWin: String(value) })}
          error={errorOf('rounds_to_win')}
        />
        <NumberInput
          label={t('quickmatch.form.overtimeRounds')}
          min={OVERTIME_ROUNDS_RANGE.min}
          max={OVERTIME_ROUNDS_RANGE.max}
          allowDecimal={false}
          allowNegative={false}
          value={roundsField(draft.overtimeRounds)}
          onChange={(value) => change({ overtimeRounds: String(value) })}
          error={errorOf('overtime_rounds')}
        />
        <Switch
          mt={{ base: 0, sm: 28 }}
          label={t('quickmatch.form.friendlyFire')}
          checked={draft.friendlyFire}
          onChange={(event) => change({ friendlyFire: event.currentTarget.checked })}
          error={errorOf('friendly_fire')}
        />
      </SimpleGrid>
    </>
  );
}

export function LobbyGameSettings(props: Props) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('quickmatch.form.gameTitle')}>
      {props.draft.game === 1 ? <DotaSettings {...props} /> : <CsSettings {...props} />}
    </FormSection>
  );
}
