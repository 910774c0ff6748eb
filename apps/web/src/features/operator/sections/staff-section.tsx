// The staff section (admin): who holds which console roles, granting a role to a user found by
// name, e-mail or id, and revoking one. The server refuses taking the last admin's role; its words
// are shown in the confirmation.
import { STAFF_ROLES, type StaffRole } from '@clutch/contract/operator';
import { Badge, CloseButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../components/ui/list-status';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { describeError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { staffQueryOptions, useRevokeRole } from '../api/operator-staff';
import { ConfirmAction } from '../components/confirm-action';
import { GrantRoleForm } from '../components/grant-role-form';
import { SectionHeader } from '../components/section-header';

interface Revoking {
  id: number;
  name: string;
  role: StaffRole;
}

function roleOrder(roles: readonly StaffRole[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

export function StaffSection() {
  const { t } = useTranslation();
  const staff = useQuery(staffQueryOptions());
  const revoke = useRevokeRole();
  const [revoking, setRevoking] = useState<Revoking | null>(null);
  const close = () => {
    setRevoking(null);
    revoke.reset();
  };
  const confirmRevoke = () => {
    if (revoking === null) return;
    revoke.mutate(
      { id: revoking.id, role: revoking.role },
      {
        onSuccess: () => {
          const role = t(`operator.roles.${revoking.role}`);
          showToast(t('operator.staff.revoked', { role, name: revoking.name }), 'success');
          close();
        },
      },
    );
  };
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.staff')}
        description={t('operator.staff.description')}
      />
      <Paper withBorder p="md" radius="md">
        <GrantRoleForm />
      </Paper>
      <ListStatus
        isPending={staff.isPending}
        isError={staff.isError}
        isEmpty={staff.data?.length === 0}
        emptyText={t('operator.staff.empty')}
        onRetry={() => void staff.refetch()}
      >
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="sm" aria-label={t('operator.sections.staff')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.staff.user')}</Table.Th>
                <Table.Th>{t('operator.staff.roles')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(staff.data ?? []).map(({ user, roles }) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar username={user.username} src={user.avatar_url} size="sm" />
                      <Text fw={600}>{user.username}</Text>
                      <Text c="dimmed" fz="sm">
                        #{user.id}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {roleOrder(roles).map((role) => (
                        <Badge
                          key={role}
                          variant="light"
                          color={role === 'admin' ? 'red' : 'clutch'}
                          rightSection={
                            <CloseButton
                              size="xs"
                              aria-label={t('operator.staff.revoke', {
                                role: t(`operator.roles.${role}`),
                                name: user.username,
                              })}
                              onClick={() =>
                                setRevoking({ id: user.id, name: user.username, role })
                              }
                            />
                          }
                        >
                          {t(`operator.roles.${role}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStatus>
      <ConfirmAction
        opened={revoking !== null}
        title={t('operator.staff.revokeTitle')}
        text={
          revoking === null
            ? ''
            : t('operator.staff.revokeText', {
                role: t(`operator.roles.${revoking.role}`),
                name: revoking.name,
              })
        }
        confirmLabel={t('operator.staff.revokeTitle')}
        isPending={revoke.isPending}
        error={revoke.isError ? (describeError(revoke.error) ?? t('common.loadFailed')) : null}
        onConfirm={confirmRevoke}
        onClose={close}
      />
    </Stack>
  );
}
