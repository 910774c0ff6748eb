// Beside the banners list: how a banner gets onto a team page, in three steps.
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/panel';

export function BannersHowTo() {
  const { t } = useTranslation();
  const steps = [t('banners.howTo.step1'), t('banners.howTo.step2'), t('banners.howTo.step3')];
  return (
    <Panel title={t('banners.howTo.title')}>
      <Stack component="ol" gap="sm" p={0} m={0}>
        {steps.map((step, index) => (
          <Group
            key={step}
            component="li"
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            style={{ listStyle: 'none' }}
          >
            <ThemeIcon size={26} radius="xl" variant="light" aria-hidden="true">
              <Text fz="sm" fw={800}>
                {index + 1}
              </Text>
            </ThemeIcon>
            <Text fz="sm">{step}</Text>
          </Group>
        ))}
      </Stack>
    </Panel>
  );
}
