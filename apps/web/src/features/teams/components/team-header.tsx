// The top of every team page: avatar, name, country and description ("-" when it is empty), with the
// actions the page hands in for the viewer (leave, ask to join, change of captain).
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { Team } from '@clutch/contract/teams';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../components/ui/country-flag';
import classes from './team-header.module.css';

export function TeamHeader({ team, actions }: { team: Team; actions?: ReactNode }) {
  const { t } = useTranslation();
  const description = team.description.trim();
  return (
    <div className={classes.card}>
      <div className={classes.banner} />
      <div className={classes.body}>
        <div className={classes.identity}>
          <div className={classes.avatar}>
            <Avatar src={team.avatar_url} alt="" size={88} radius="md" color="clutch">
              {team.name.slice(0, 2).toUpperCase()}
            </Avatar>
          </div>
          <Stack gap={6} className={classes.name}>
            <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.15}>
              {team.name}
            </Title>
            {team.country === null ? null : <CountryFlag code={team.country} />}
            <Text c="dark.1" fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="description">
              {description === '' ? t('teams.noDescription') : description}
            </Text>
          </Stack>
        </div>
        {actions === undefined ? null : (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </div>
    </div>
  );
}
