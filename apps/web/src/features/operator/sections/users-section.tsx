// The console's USERS section (support, moderator, admin): find a user, then open them (`?user=`)
// for their bans, sessions, roles and ledger.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../components/section-header';
import { BackButton } from '../desk/back-button';
import { useSelectedId } from '../desk/selected-param';
import { UserDetail } from '../users/user-detail';
import { UserTable } from '../users/user-table';

export function UsersSection() {
  const { t } = useTranslation();
  const [userId, selectUser] = useSelectedId('user');
  return (
    <Stack gap="lg">
      <SectionHeader
        title={t('operator.sections.users')}
        description={t('operatorDesk.descriptions.users')}
      />
      {userId === null ? (
        <UserTable onOpen={selectUser} />
      ) : (
        <Stack gap="md">
          <BackButton label={t('operatorDesk.users.back')} onClick={() => selectUser(null)} />
          <UserDetail key={userId} id={userId} />
        </Stack>
      )}
    </Stack>
  );
}
