// A team's jars on its overview: a card for each with its progress and a way to donate (on the jar's
// page). Nothing shows while the team has none.
import { Button, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/locale-navigation';
import { teamJarsQueryOptions } from '../api/team-jars';
import { JarCard } from './jar-card';
import { Panel } from '../../../components/ui/panel';

export function TeamJars({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const jars = useQuery(teamJarsQueryOptions(teamId));
  const items = jars.data ?? [];
  if (items.length === 0) return null;
  return (
    <Panel title={t('jars.team.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((jar) => (
          <JarCard
            key={jar.id}
            jar={jar}
            footer={
              jar.status === 'open' ? (
                <Button
                  component={Link}
                  to={localePath(`/jar/${String(jar.id)}`)}
                  size="xs"
                  variant="light"
                  fullWidth
                  aria-label={t('jars.team.donateTo', { name: jar.title })}
                >
                  {t('jars.team.donate')}
                </Button>
              ) : null
            }
          />
        ))}
      </SimpleGrid>
    </Panel>
  );
}
