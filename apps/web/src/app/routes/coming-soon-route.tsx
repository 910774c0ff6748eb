// Areas of the product that later issues build: the layout stays, with a panel naming the area and
// ways on (home, or the tournaments list). Each such route goes when its issue closes.
import { Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HourglassIcon } from '../../components/ui/icons';
import { StatusPanel } from '../../components/ui/status-panel';
import { useLocalePath } from '../../lib/locale-navigation';
import type { en } from '../../lib/translations/en';

export type ComingSoonArea = keyof typeof en.comingSoon.areas;

export function ComingSoonRoute({ area, level = 1 }: { area: ComingSoonArea; level?: 1 | 2 }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Container size="lg">
      <StatusPanel
        icon={<HourglassIcon size={30} />}
        title={t('comingSoon.title', { area: t(`comingSoon.areas.${area}`) })}
        text={t('comingSoon.text')}
        level={level}
      >
        <Group justify="center" gap="sm">
          <Button component={Link} to={localePath('/')} variant="light">
            {t('common.goHome')}
          </Button>
        </Group>
      </StatusPanel>
    </Container>
  );
}
