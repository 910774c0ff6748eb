// The demo / real account switch: saves the choice to the profile, then the page reloads.
import { SegmentedControl } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useTranslation } from 'react-i18next';
import { useSetAccountMode } from '../api/me';

const REAL = 'real';
const DEMO = 'demo';

export function AccountModeSwitch({ me, fullWidth = false }: { me: Me; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const setMode = useSetAccountMode();
  return (
    <SegmentedControl
      aria-label={t('header.accountMode')}
      size="xs"
      radius="xl"
      fullWidth={fullWidth}
      color={me.is_demo ? 'yellow' : 'clutch'}
      autoContrast
      disabled={setMode.isPending}
      value={me.is_demo ? DEMO : REAL}
      onChange={(value) => {
        const isDemo = value === DEMO;
        if (isDemo !== me.is_demo) setMode.mutate(isDemo);
      }}
      data={[
        { value: REAL, label: t('header.real') },
        { value: DEMO, label: t('header.demo') },
      ]}
    />
  );
}
