// Granting a console role: find the user (operator/users/?search= by name, e-mail or id), pick the
// role, grant. Refusals show under the form.
import { STAFF_ROLES, type StaffRole } from '@clutch/contract/operator';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-error';
import { formErrorsOf } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useGrantRole, userSearchQueryOptions } from '../api/operator-staff';

const SEARCH_DELAY_MS = 300;

interface Option {
  value: string;
  label: string;
}

function optionOf(user: { id: number; username: string; email: string | null }): Option {
  const email = user.email === null ? '' : `, ${user.email}`;
  return { value: String(user.id), label: `${user.username} (#${String(user.id)}${email})` };
}

function isStaffRole(value: string | null): value is StaffRole {
  return STAFF_ROLES.some((role) => role === value);
}

export function GrantRoleForm() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  // Picking an option writes its label into the search box; that is not a new search.
  const searching = picked !== null && search === picked.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(searching, SEARCH_DELAY_MS);
  const found = useQuery(userSearchQueryOptions(debounced));
  const [role, setRole] = useState<StaffRole | null>(null);
  const grant = useGrantRole();
  const matches = (found.data?.results ?? []).map(optionOf);
  const options =
    picked === null || matches.some((option) => option.value === picked.value)
      ? matches
      : [picked, ...matches];
  const userId = picked?.value ?? null;
  const errors = formErrorsOf(grant.error, ['user', 'role']);
  const submit = () => {
    if (userId === null || role === null) return;
    const user = Number(userId);
    grant.mutate(
      { user, role },
      {
        onSuccess: (member) => {
          const roleName = t(`operator.roles.${role}`);
          showToast(
            t('operator.staff.granted', { role: roleName, name: member.user.username }),
            'success',
          );
          setPicked(null);
          setSearch('');
          setRole(null);
        },
      },
    );
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('operator.staff.grantTitle')}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('operator.staff.find')}
            placeholder={t('operator.staff.findHint')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            // The server already matched the search; the select must not filter its answer again.
            filter={({ options: all }) => all}
            data={options}
            value={userId}
            onChange={(value) =>
              setPicked(options.find((option) => option.value === value) ?? null)
            }
            nothingFoundMessage={debounced === '' ? undefined : t('operator.staff.noMatch')}
            error={errors.fields.user}
            miw={260}
            style={{ flex: 1 }}
          />
          <Select
            label={t('operator.staff.role')}
            data={STAFF_ROLES.map((value) => ({ value, label: t(`operator.roles.${value}`) }))}
            value={role}
            onChange={(value) => setRole(isStaffRole(value) ? value : null)}
            error={errors.fields.role}
            w={180}
          />
          <Button
            type="submit"
            mt={25}
            loading={grant.isPending}
            disabled={userId === null || role === null}
          >
            {t('operator.staff.grant')}
          </Button>
        </Group>
        <FormError message={errors.general} />
      </Stack>
    </form>
  );
}
