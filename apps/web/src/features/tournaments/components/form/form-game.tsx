// The game's own settings (spec 2 section 3). Dota 2: the lobby's game mode and the hero rule (none,
// the listed heroes banned, or only the one listed hero played). CS2: rounds to win, overtime,
// friendly fire and the map rule (any map, a pool the sides ban from, or one map).
import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  BAN_TYPES,
  MAX_HERO_PICK,
  MAX_MAP_PICK,
  type BanType,
  type TournamentOptions,
} from '@clutch/contract/tournament-options';
import { useTranslation } from 'react-i18next';
import { BAN_TYPE_KEYS, dotaModeKey } from '../../option-keys';
import { digitsOnly } from '../../tournament-draft';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';
import { HeroPicker } from './hero-picker';
import { MapPicker } from './map-picker';

type Options = TournamentOptions | undefined;

function BanTypeSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: BanType | null;
  onChange: (value: BanType) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      data={BAN_TYPES.map((type) => ({
        value: type,
        label: t(`tournaments.banTypes.${BAN_TYPE_KEYS[type]}`),
      }))}
      value={value ?? 'no_ban'}
      onChange={(next) => onChange(BAN_TYPES.find((type) => type === next) ?? 'no_ban')}
      allowDeselect={false}
      error={error}
    />
  );
}

function DotaSettings({ draft, change, errorOf, options }: SectionProps & { options: Options }) {
  const { t } = useTranslation();
  const modes = (options?.modes ?? []).map((mode) => {
    const key = dotaModeKey(mode.value);
    return {
      value: String(mode.value),
      label: key === null ? mode.display_name : t(`tournaments.modes.${key}`),
    };
  });
  const banType = draft.banType ?? 'no_ban';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Select
          label={t('tournaments.form.mode')}
          data={modes.length === 0 ? [{ value: String(draft.mode), label: '…' }] : modes}
          value={String(draft.mode)}
          onChange={(value) => change({ mode: Number(value ?? draft.mode) })}
          allowDeselect={false}
          error={errorOf('mode')}
        />
        <BanTypeSelect
          label={t('tournaments.form.banType')}
          value={draft.banType}
          onChange={(value) => change({ banType: value })}
          error={errorOf('ban_type')}
        />
      </SimpleGrid>
      {banType === 'no_ban' ? null : (
        <HeroPicker
          label={
            banType === 'all_but_one'
              ? t('tournaments.form.onlyHero')
              : t('tournaments.form.bannedHeroes')
          }
          description={t(`tournaments.form.heroHint.${BAN_TYPE_KEYS[banType]}`)}
          value={draft.selectedHeroes}
          onChange={(ids) => change({ selectedHeroes: ids })}
          max={options?.max_hero_pick ?? MAX_HERO_PICK}
          isSingle={banType === 'all_but_one'}
          error={errorOf('selected_heroes')}
        />
      )}
    </>
  );
}

function CsSettings({ draft, change, errorOf, options }: SectionProps & { options: Options }) {
  const { t } = useTranslation();
  const mapsBanType = draft.mapsBanType ?? 'no_ban';
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('tournaments.form.roundsToWin')}
          inputMode="numeric"
          value={draft.roundsToWin}
          onChange={(event) => change({ roundsToWin: digitsOnly(event.currentTarget.value) })}
          maxLength={2}
          error={errorOf('rounds_to_win')}
        />
        <TextInput
          label={t('tournaments.form.overtimeMaxRounds')}
          inputMode="numeric"
          value={draft.overtimeMaxRounds}
          onChange={(event) => change({ overtimeMaxRounds: digitsOnly(event.currentTarget.value) })}
          maxLength={2}
          error={errorOf('overtime_max_rounds')}
        />
        <BanTypeSelect
          label={t('tournaments.form.mapsBanType')}
          value={draft.mapsBanType}
          onChange={(value) => change({ mapsBanType: value })}
          error={errorOf('maps_ban_type')}
        />
      </SimpleGrid>
      <Switch
        label={t('tournaments.form.friendlyFire')}
        checked={draft.friendlyFire}
        onChange={(event) => change({ friendlyFire: event.currentTarget.checked })}
        error={errorOf('friendly_fire')}
      />
      {mapsBanType === 'no_ban' ? null : (
        <MapPicker
          label={
            mapsBanType === 'all_but_one'
              ? t('tournaments.form.onlyMap')
              : t('tournaments.form.mapPool')
          }
          description={t(`tournaments.form.mapHint.${BAN_TYPE_KEYS[mapsBanType]}`)}
          value={draft.mapList}
          onChange={(names) => change({ mapList: names })}
          max={options?.max_map_pick ?? MAX_MAP_PICK}
          isSingle={mapsBanType === 'all_but_one'}
          error={errorOf('map_list')}
        />
      )}
    </>
  );
}

export function FormGame(props: SectionProps & { options: Options }) {
  const { t } = useTranslation();
  return (
    <FormSection
      title={
        props.draft.game === 1 ? t('tournaments.form.dotaTitle') : t('tournaments.form.csTitle')
      }
    >
      {props.draft.game === 1 ? <DotaSettings {...props} /> : <CsSettings {...props} />}
    </FormSection>
  );
}
