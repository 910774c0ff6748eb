// The money: the prize pool (held from the organiser's book when the tournament is created), the
// three prizes (crystals, or percents of the pool), and the entry fees of players and watchers. A
// one-level bracket is a single final, so it has no third prize.
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GemIcon } from '../../../../components/ui/icons';
import type { TournamentDraft } from '../../tournament-draft';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';

type MoneyField =
  | 'prizePool'
  | 'firstPlacePrize'
  | 'secondPlacePrize'
  | 'thirdPlacePrize'
  | 'entryFee'
  | 'watcherEntryFee';

const WIRE: Record<MoneyField, string> = {
  prizePool: 'prize_pool',
  firstPlacePrize: 'first_place_prize',
  secondPlacePrize: 'second_place_prize',
  thirdPlacePrize: 'third_place_prize',
  entryFee: 'entry_fee',
  watcherEntryFee: 'watcher_entry_fee',
};

function Amount({
  field,
  label,
  description,
  isPercent = false,
  disabled = false,
  draft,
  change,
  errorOf,
}: SectionProps & {
  field: MoneyField;
  label: string;
  description?: string;
  isPercent?: boolean;
  disabled?: boolean;
}) {
  const value: TournamentDraft[MoneyField] = draft[field];
  return (
    <TextInput
      label={label}
      description={description}
      placeholder="0"
      inputMode="decimal"
      leftSection={isPercent ? '%' : <GemIcon size={16} />}
      value={disabled ? '' : value}
      disabled={disabled}
      onChange={(event) => {
        const update: Partial<TournamentDraft> = {};
        update[field] = event.currentTarget.value;
        change(update);
      }}
      maxLength={12}
      error={errorOf(WIRE[field])}
    />
  );
}

export function FormMoney(props: SectionProps) {
  const { t } = useTranslation();
  const { draft, change, errorOf } = props;
  const isPercent = draft.percentagePrize;
  return (
    <FormSection title={t('tournaments.form.moneyTitle')} text={t('tournaments.form.moneyHint')}>
      <Amount {...props} field="prizePool" label={t('tournaments.form.prizePool')} />
      <Switch
        label={t('tournaments.form.percentagePrize')}
        checked={isPercent}
        onChange={(event) => change({ percentagePrize: event.currentTarget.checked })}
        error={errorOf('percentage_prize')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <Amount
          {...props}
          field="firstPlacePrize"
          label={t('tournaments.form.firstPrize')}
          isPercent={isPercent}
        />
        <Amount
          {...props}
          field="secondPlacePrize"
          label={t('tournaments.form.secondPrize')}
          isPercent={isPercent}
        />
        <Amount
          {...props}
          field="thirdPlacePrize"
          label={t('tournaments.form.thirdPrize')}
          description={draft.grid === 1 ? t('tournaments.form.noThirdPlace') : undefined}
          isPercent={isPercent}
          disabled={draft.grid === 1}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Amount {...props} field="entryFee" label={t('tournaments.form.entryFee')} />
        <Amount {...props} field="watcherEntryFee" label={t('tournaments.form.watcherEntryFee')} />
      </SimpleGrid>
    </FormSection>
  );
}
