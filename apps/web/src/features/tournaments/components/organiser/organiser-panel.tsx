// The organiser's tools on the tournament page, shown to the creator only (spec 2 sections 4 and 8):
// one panel with a tab each for applications, bans, invitations, prize jars and banner, and
// ownership, so the page stays readable. Applications show only where the organiser confirms them.
import { Stack, Tabs } from '@mantine/core';
import type { Tournament } from '@clutch/contract/tournaments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/panel';
import { useRouteLocale } from '../../../../lib/locale-navigation';
import { localName } from '../../tournament-labels';
import { OrganiserApplications } from './organiser-applications';
import { OrganiserBans } from './organiser-bans';
import { OrganiserInvites } from './organiser-invites';
import { OrganiserOwnership } from './organiser-ownership';
import { ShowcaseBanner } from './showcase-banner';
import { ShowcaseJars } from './showcase-jars';
import { organiserTabs, type OrganiserTab } from './organiser-tabs';

export function OrganiserPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const tabs = organiserTabs(tournament);
  const [tab, setTab] = useState<OrganiserTab>(tabs[0] ?? 'bans');
  return (
    <Panel title={t('tournamentOrganiser.title')} text={t('tournamentOrganiser.hint')}>
      <Tabs
        value={tab}
        onChange={(value) => setTab(tabs.find((known) => known === value) ?? tab)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tournamentOrganiser.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="applications">
          <OrganiserApplications tournamentId={tournament.id} />
        </Tabs.Panel>
        <Tabs.Panel value="bans">
          <OrganiserBans tournamentId={tournament.id} type={tournament.type} />
        </Tabs.Panel>
        <Tabs.Panel value="invites">
          <OrganiserInvites tournamentId={tournament.id} />
        </Tabs.Panel>
        <Tabs.Panel value="prizes">
          <Stack gap="xl">
            <ShowcaseJars tournament={tournament} />
            <ShowcaseBanner tournament={tournament} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="ownership">
          <OrganiserOwnership
            tournamentId={tournament.id}
            tournamentName={localName(tournament.translations, locale)}
          />
        </Tabs.Panel>
      </Tabs>
    </Panel>
  );
}
