// Who may join: is_opened 1 to 4 and exactly the passwords it asks for (spec 2 section 4: 1 or 3
// take no players' password; 1 or 4 take no watchers' password).
import { Select, SimpleGrid } from '@mantine/core';
import { needsPlayersPassword, needsWatchersPassword } from '@clutch/contract/tournament-options';
import { PASSWORD_MAX } from '@clutch/contract/tournament-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../../components/ui/password-field';
import { ACCESS_MODES } from '../../option-keys';
import { FormSection } from '../../../../components/ui/form-section';
import type { SectionProps } from './form-section';

export function FormAccess({ draft, change, errorOf }: SectionProps) {
  const { t } = useTranslation();
  const toggle = t('tournaments.form.showPassword');
  return (
    <FormSection title={t('tournaments.form.accessTitle')}>
      <Select
        label={t('tournaments.form.isOpened')}
        data={ACCESS_MODES.map((value) => ({
          value: String(value),
          label: t(`tournaments.access.${value}`),
        }))}
        value={String(draft.isOpened)}
        onChange={(value) => change({ isOpened: Number(value ?? 1) })}
        allowDeselect={false}
        error={errorOf('is_opened')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {needsPlayersPassword(draft.isOpened) ? (
          <PasswordField
            label={t('tournaments.form.playersPassword')}
            toggleLabel={toggle}
            value={draft.playersPassword}
            onChange={(event) => change({ playersPassword: event.currentTarget.value })}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            withAsterisk
            error={errorOf('players_password')}
          />
        ) : null}
        {needsWatchersPassword(draft.isOpened) ? (
          <PasswordField
            label={t('tournaments.form.watchersPassword')}
            toggleLabel={toggle}
            value={draft.watchersPassword}
            onChange={(event) => change({ watchersPassword: event.currentTarget.value })}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            withAsterisk
            error={errorOf('watchers_password')}
          />
        ) : null}
      </SimpleGrid>
    </FormSection>
  );
}
