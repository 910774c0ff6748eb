// The organiser's applications (tournaments that confirm them): searched by name, filtered by
// status, 8 a page; a pending one is confirmed (the applicant takes part) or declined (refunded).
import { Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { APPLICATIONS_PER_PAGE } from '@clutch/contract/tournament-registration';
import type { Application } from '@clutch/contract/tournament-registration';
import { APPLICATION_STATUSES, USER_TYPES } from '@clutch/contract/tournaments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchTerm } from '../../../../components/people/person-search';
import { SearchIcon } from '../../../../components/ui/action-icons';
import {
  applicationsQueryOptions,
  useDecideApplication,
  type ApplicationStatus,
} from '../../api/organiser';
import { OrganiserRow, PagedRows } from './organiser-rows';

const STATUS_COLOURS: Record<ApplicationStatus, string> = {
  pending: 'yellow',
  confirmed: 'teal',
  declined: 'red',
  cancelled: 'gray',
};

function isStatus(value: string | null): value is ApplicationStatus {
  return APPLICATION_STATUSES.some((status) => status === value);
}

function ApplicationRow({ application }: { application: Application }) {
  const { t } = useTranslation();
  const decide = useDecideApplication();
  const name = application.team?.name ?? application.user.username;
  const role =
    application.user_type === USER_TYPES.watcher
      ? t('tournamentOrganiser.roles.watcher')
      : t('tournamentOrganiser.roles.player');
  const isDeciding = (action: 'confirm' | 'decline') =>
    decide.isPending && decide.variables.action === action;
  return (
    <OrganiserRow
      name={name}
      avatar={application.team?.avatar_url ?? application.user.avatar_url}
      detail={
        <Group gap={6}>
          {role}
          <Badge size="xs" variant="light" color={STATUS_COLOURS[application.status]}>
            {t(`tournamentOrganiser.applications.statuses.${application.status}`)}
          </Badge>
        </Group>
      }
      testId="application"
    >
      {application.status === 'pending' ? (
        <>
          <Button
            size="xs"
            aria-label={t('tournamentOrganiser.applications.confirmName', { name })}
            loading={isDeciding('confirm')}
            onClick={() => decide.mutate({ id: application.id, action: 'confirm' })}
          >
            {t('tournamentOrganiser.applications.confirm')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={t('tournamentOrganiser.applications.declineName', { name })}
            loading={isDeciding('decline')}
            onClick={() => decide.mutate({ id: application.id, action: 'decline' })}
          >
            {t('tournamentOrganiser.applications.decline')}
          </Button>
        </>
      ) : undefined}
    </OrganiserRow>
  );
}

export function OrganiserApplications({ tournamentId }: { tournamentId: number }) {
  const { t } = useTranslation();
  // Typing pauses before the search goes out, as every other search here.
  const search = useSearchTerm();
  const [status, setStatus] = useState<ApplicationStatus | null>('pending');
  const [page, setPage] = useState(1);
  const list = useQuery(applicationsQueryOptions(tournamentId, search.term, status, page));
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label={t('tournamentOrganiser.applications.search')}
          leftSection={<SearchIcon size={16} />}
          value={search.text}
          maxLength={64}
          type="search"
          onChange={(event) => {
            search.setText(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 12rem' }}
        />
        <Select
          label={t('tournamentOrganiser.applications.status')}
          value={status ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(isStatus(value) ? value : null);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('tournamentOrganiser.applications.all') },
            ...APPLICATION_STATUSES.map((value) => ({
              value,
              label: t(`tournamentOrganiser.applications.statuses.${value}`),
            })),
          ]}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <PagedRows
        list={list}
        emptyText={t('tournamentOrganiser.applications.none')}
        page={page}
        perPage={APPLICATIONS_PER_PAGE}
        onPage={setPage}
        row={(application) => <ApplicationRow key={application.id} application={application} />}
      />
    </Stack>
  );
}
