// The lobby's name, format, server region, access (an open lobby, or a closed one joined through its
// invitation link), level mixing, and money: the prize the creator puts in (held from their book,
// one decimal) and every player's entry fee.
import {
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { LOBBY_NAME_MAX, type QuickMatchOptions } from '@clutch/contract/quickmatch';
import { SERVERS, TYPE_DISPLAY } from '@clutch/contract/tournament-options';
import { useTranslation } from 'react-i18next';
import { GemIcon } from '../../../../components/ui/icons';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';

function FormatFields({
  draft,
  change,
  errorOf,
  options,
}: SectionProps & { options: QuickMatchOptions }) {
  const { t } = useTranslation();
  const servers = SERVERS.filter((server) => options.servers.some((s) => s.value === server));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          {t('quickmatch.form.type')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-label={t('quickmatch.form.type')}
          value={draft.type}
          onChange={(type) => change({ type: type === '5_5' ? '5_5' : '1_1' })}
          data={options.types.map(({ value }) => ({ value, label: TYPE_DISPLAY[value] }))}
        />
        {errorOf('type') === undefined ? null : (
          <Text fz="xs" c="red">
            {errorOf('type')}
          </Text>
        )}
      </Stack>
      <Select
        label={t('quickmatch.form.server')}
        data={servers.map((value) => ({ value, label: t(`quickmatch.servers.${value}`) }))}
        value={draft.server}
        onChange={(value) => change({ server: SERVERS.find((s) => s === value) ?? draft.server })}
        allowDeselect={false}
        error={errorOf('server')}
      />
    </SimpleGrid>
  );
}

export function LobbyBasics(props: SectionProps & { options: QuickMatchOptions }) {
  const { t } = useTranslation();
  const { draft, change, errorOf } = props;
  return (
    <FormSection title={t('quickmatch.form.basicsTitle')}>
      <TextInput
        label={t('quickmatch.form.name')}
        placeholder={t('quickmatch.form.namePlaceholder')}
        value={draft.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        maxLength={LOBBY_NAME_MAX}
        withAsterisk
        error={errorOf('name')}
      />
      <FormatFields {...props} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Switch
          label={t('quickmatch.form.isOpened')}
          description={
            draft.isOpened ? t('quickmatch.form.openHint') : t('quickmatch.form.closedHint')
          }
          checked={draft.isOpened}
          onChange={(event) => change({ isOpened: event.currentTarget.checked })}
          error={errorOf('is_opened')}
        />
        <Switch
          label={t('quickmatch.form.mix')}
          description={t('quickmatch.form.mixHint')}
          checked={draft.mix}
          onChange={(event) => change({ mix: event.currentTarget.checked })}
          error={errorOf('mix')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('quickmatch.form.prize')}
          description={t('quickmatch.form.prizeHint')}
          placeholder="0.0"
          inputMode="decimal"
          leftSection={<GemIcon size={16} />}
          value={draft.prize}
          onChange={(event) => change({ prize: event.currentTarget.value })}
          maxLength={12}
          error={errorOf('prize')}
        />
        <TextInput
          label={t('quickmatch.form.entryFee')}
          description={t('quickmatch.form.entryFeeHint')}
          placeholder="0"
          inputMode="decimal"
          leftSection={<GemIcon size={16} />}
          value={draft.entryFee}
          onChange={(event) => change({ entryFee: event.currentTarget.value })}
          maxLength={12}
          error={errorOf('entry_fee')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
