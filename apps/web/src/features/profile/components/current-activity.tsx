// The player's live games under the header: the current quick match and the next tournament match.
// With both, a tab switch picks which one to show; a single one is hidden on its own page.
import { Button, Container, Group, Paper, SegmentedControl, Text, ThemeIcon } from '@mantine/core';
import type { Me } from '@clutch/contract/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoltIcon, TrophyIcon } from '../../../components/ui/icons';

export interface ActivityTab {
  kind: 'quick-match' | 'tournament';
  id: number;
  path: string;
}

const isWithin = (path: string, page: string) => path === page || path.startsWith(`${page}/`);

export function activityTabs(
  me: Pick<Me, 'current_quick_match' | 'next_match'>,
  currentPath: string,
): ActivityTab[] {
  const tabs: ActivityTab[] = [];
  const match = me.current_quick_match;
  if (match !== null)
    tabs.push({ kind: 'quick-match', id: match.id, path: `/match/${String(match.id)}` });
  const tournamentId = me.next_match?.tournament.id;
  if (tournamentId !== undefined) {
    tabs.push({
      kind: 'tournament',
      id: tournamentId,
      path: `/tournaments/${String(tournamentId)}`,
    });
  }
  if (tabs.length > 1) return tabs;
  return tabs.filter((tab) => !isWithin(currentPath, tab.path));
}

interface CurrentActivityProps {
  me: Me;
  /** The current path without its locale prefix. */
  path: string;
  localePath: (path: string) => string;
}

export function CurrentActivity({ me, path, localePath }: CurrentActivityProps) {
  const { t } = useTranslation();
  const tabs = activityTabs(me, path);
  const [chosen, setChosen] = useState<ActivityTab['kind']>('quick-match');
  const shown = tabs.find((tab) => tab.kind === chosen) ?? tabs[0];
  if (shown === undefined) return null;
  const isQuick = shown.kind === 'quick-match';
  return (
    <Container size="lg" w="100%" mt="md" component="section" aria-label={t('shell.activity')}>
      <Paper withBorder radius="md" px="md" py="sm" bg="dark.6">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" size={36}>
              {isQuick ? <BoltIcon size={18} /> : <TrophyIcon size={18} />}
            </ThemeIcon>
            <Text fz="sm" fw={600}>
              {isQuick
                ? t('shell.quickMatchText', { id: shown.id })
                : t('shell.tournamentText', { id: shown.id })}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {tabs.length > 1 ? (
              <SegmentedControl
                size="xs"
                value={shown.kind}
                onChange={(value) =>
                  setChosen(value === 'tournament' ? 'tournament' : 'quick-match')
                }
                data={[
                  { value: 'quick-match', label: t('shell.quickMatch') },
                  { value: 'tournament', label: t('shell.tournament') },
                ]}
              />
            ) : null}
            <Button size="xs" component={Link} to={localePath(shown.path)}>
              {t('shell.open')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Container>
  );
}
