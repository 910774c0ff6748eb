// The top of every team page: avatar, name, country and description ("-" when it is empty), with the
// actions the page hands in for the viewer (leave, ask to join, change of captain).
import { Avatar, Text } from '@mantine/core';
import type { Team } from '@clutch/contract/teams';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../components/ui/country-flag';
import { EntityHeader } from '../../../components/ui/entity-header';

export function TeamHeader({ team, actions }: { team: Team; actions?: ReactNode }) {
  const { t } = useTranslation();
  const description = team.description.trim();
  return (
    <EntityHeader
      shape="square"
      avatar={
        <Avatar src={team.avatar_url} alt="" size={88} radius="md" color="clutch">
          {team.name.slice(0, 2).toUpperCase()}
        </Avatar>
      }
      name={team.name}
      actions={actions}
      details={
        <>
          {team.country === null ? null : <CountryFlag code={team.country} />}
          <Text c="dark.1" fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="description">
            {description === '' ? t('teams.noDescription') : description}
          </Text>
        </>
      }
    />
  );
}
