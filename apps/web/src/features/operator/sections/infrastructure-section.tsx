// The console's INFRASTRUCTURE section (admin, read only): the CS2 server pool and the Dota bots,
// each with a health badge and what it is hosting; refreshed every few seconds.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../components/section-header';
import { Cs2Servers } from '../ops/cs2-servers';
import { DotaBots } from '../ops/dota-bots';

export function InfrastructureSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.infrastructure')}
        description={t('operatorDesk.descriptions.infrastructure')}
      />
      <Cs2Servers />
      <DotaBots />
    </Stack>
  );
}
