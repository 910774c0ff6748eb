// A new ban: which part of the platform, how long (a day, a week, a month, a typed end as
// dd/mm/yyyy HH:mm on the viewer's clock, or forever), and why. The report detail opens it with a
// one-day quick-match ban and the report named in the reason.
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { OPERATOR_BAN_KINDS } from '@clutch/contract/operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { ReasonField } from '../components/reason-field';
import { BAN_LENGTHS, banBody, type BanDraft, type BanKind, type BanLength } from './ban-draft';
import { useBanUser } from './users-api';

function isBanKind(value: string | null): value is BanKind {
  return OPERATOR_BAN_KINDS.some((kind) => kind === value);
}
function isBanLength(value: string): value is BanLength {
  return BAN_LENGTHS.some((length) => length === value);
}

export function BanForm({
  userId,
  initial,
  onBanned,
}: {
  userId: number;
  initial?: Partial<BanDraft>;
  onBanned?: () => void;
}) {
  const { t } = useTranslation();
  const ban = useBanUser(userId);
  const [draft, setDraft] = useState<BanDraft>({
    kind: 'quick_match',
    length: '1d',
    until: '',
    reason: '',
    ...initial,
  });
  const [tried, setTried] = useState(false);
  const read = banBody(draft, new Date());
  const errors = formErrorsOf(ban.error, ['kind', 'until', 'forever', 'reason']);
  const untilError =
    read.problem === 'format' || read.problem === 'past'
      ? t(`operatorDesk.bans.untilProblem.${read.problem}`)
      : (errors.fields.until ?? errors.fields.forever);
  const change = (part: Partial<BanDraft>) => setDraft((current) => ({ ...current, ...part }));
  return (
    <form
      aria-label={t('operatorDesk.bans.formTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        const now = banBody(draft, new Date());
        if (now.body === null) return;
        ban.mutate(now.body, {
          onSuccess: () => {
            showToast(t('operatorDesk.bans.banned'), 'success');
            setTried(false);
            change({ reason: '' });
            onBanned?.();
          },
        });
      }}
    >
      <Stack gap="sm" mt="md">
        <Text fw={600}>{t('operatorDesk.bans.formTitle')}</Text>
        <Select
          label={t('operatorDesk.bans.kind')}
          data={OPERATOR_BAN_KINDS.map((kind) => ({
            value: kind,
            label: t(`banBanner.kinds.${kind}`),
          }))}
          value={draft.kind}
          onChange={(value) => {
            if (isBanKind(value)) change({ kind: value });
          }}
          allowDeselect={false}
          error={errors.fields.kind}
          maw={320}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('operatorDesk.bans.length')}
          </Text>
          <SegmentedControl
            aria-label={t('operatorDesk.bans.length')}
            data={BAN_LENGTHS.map((length) => ({
              value: length,
              label: t(`operatorDesk.bans.lengths.${length}`),
            }))}
            value={draft.length}
            onChange={(value) => {
              if (isBanLength(value)) change({ length: value });
            }}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        {draft.length === 'custom' ? (
          <TextInput
            label={t('operatorDesk.bans.until')}
            description={t('operatorDesk.bans.untilHint')}
            placeholder="27/11/2026 18:00"
            value={draft.until}
            onChange={(event) => change({ until: event.currentTarget.value })}
            error={tried || draft.until !== '' ? untilError : undefined}
            maw={320}
          />
        ) : null}
        <ReasonField
          value={draft.reason}
          onChange={(reason) => change({ reason })}
          error={
            errors.fields.reason ??
            (tried && read.problem === 'reason' ? t('operator.reason.required') : null)
          }
        />
        <FormError message={errors.general} />
        <Group>
          <Button type="submit" color="red" loading={ban.isPending}>
            {t('operatorDesk.bans.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
