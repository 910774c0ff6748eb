// Payment settings: legal name, address, phone and date of birth, used for payouts and visible only
// to the owner. Only changed fields are sent; an emptied field is cleared.
import { Button, Center, Group, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PaymentSettings } from '@clutch/contract/payment-settings';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/ui/form-error';
import { describeError } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import {
  draftOf,
  paymentSettingsPatch,
  paymentSettingsQueryOptions,
  useSavePaymentSettings,
  type PaymentDraft,
  type PaymentField,
} from '../../api/payment-settings';
import { composeBirthDate, splitBirthDate, type BirthDateParts } from '../../birth-date';
import { BirthDateSelect } from './birth-date-select';
import { SettingsSection } from './settings-section';

type TextField = Exclude<PaymentField, 'date_of_birth'>;
const AUTOCOMPLETE: Record<TextField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  city: 'address-level2',
  street: 'street-address',
  zip_code: 'postal-code',
  mobile_number: 'tel',
};

function PaymentForm({ userId, saved }: { userId: number; saved: PaymentSettings }) {
  const { t } = useTranslation();
  const save = useSavePaymentSettings(userId);
  const [draft, setDraft] = useState<PaymentDraft>(() => draftOf(saved));
  const [birth, setBirth] = useState<BirthDateParts>(() => splitBirthDate(saved.date_of_birth));
  const [isBirthIncomplete, setIsBirthIncomplete] = useState(false);

  const input = (name: TextField) => ({
    label: t(`settings.payment.${name}`),
    autoComplete: AUTOCOMPLETE[name],
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const date = composeBirthDate(birth);
    setIsBirthIncomplete(date === null);
    if (date === null) return;
    const patch = paymentSettingsPatch(saved, { ...draft, date_of_birth: date });
    if (Object.keys(patch).length === 0) return;
    save.mutate(patch, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        showToast(t('notify.succes'), 'success');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...input('first_name')} />
          <TextInput {...input('last_name')} />
        </SimpleGrid>
        <BirthDateSelect
          value={birth}
          onChange={setBirth}
          error={isBirthIncomplete ? t('settings.payment.birthIncomplete') : null}
        />
        <TextInput {...input('street')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...input('city')} />
          <TextInput {...input('zip_code')} />
        </SimpleGrid>
        <TextInput
          {...input('mobile_number')}
          type="tel"
          placeholder="+380 50 123 45 67"
          maw={{ sm: 'calc(50% - var(--mantine-spacing-sm) / 2)' }}
        />
        <FormError
          message={save.isError ? (describeError(save.error) ?? t('notify.error')) : null}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.payment.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PaymentSettingsForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const settings = useQuery(paymentSettingsQueryOptions(userId));
  return (
    <SettingsSection title={t('settings.payment.title')} description={t('settings.payment.text')}>
      {settings.data === undefined ? (
        <Center py="md">
          {settings.isError ? (
            <Button variant="light" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          ) : (
            <Loader size="sm" aria-label={t('common.loading')} />
          )}
        </Center>
      ) : (
        <PaymentForm userId={userId} saved={settings.data} />
      )}
    </SettingsSection>
  );
}
