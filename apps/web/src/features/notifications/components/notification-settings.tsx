// Which notifications reach the user, and how: a switch per type for the app and for e-mail. System
// notices always show in the app. Each switch saves at once.
import { Center, Loader, Paper, Stack, Switch, Table, Text, Title, Button } from '@mantine/core';
import { ALWAYS_IN_APP, type NotificationSetting } from '@clutch/contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationSettingsQueryOptions,
  useUpdateNotificationSetting,
  type SettingChange,
} from '../api/notification-settings';

function SettingRow({
  setting,
  onChange,
}: {
  setting: NotificationSetting;
  onChange: (change: SettingChange) => void;
}) {
  const { t } = useTranslation();
  const name = t(`notifications.settingTypes.${setting.type}`);
  const isLocked = ALWAYS_IN_APP.includes(setting.type);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} fz="sm">
        {name}
        {isLocked ? (
          <Text component="span" display="block" fz="xs" c="dimmed" fw={400}>
            {t('notifications.settings.alwaysInApp')}
          </Text>
        ) : null}
      </Table.Th>
      <Table.Td>
        <Switch
          aria-label={t('notifications.settings.inAppFor', { name })}
          checked={setting.in_app}
          disabled={isLocked}
          onChange={(event) =>
            onChange({ type: setting.type, channel: 'in_app', isOn: event.currentTarget.checked })
          }
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('notifications.settings.emailFor', { name })}
          checked={setting.email}
          onChange={(event) =>
            onChange({ type: setting.type, channel: 'email', isOn: event.currentTarget.checked })
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

export function NotificationSettings() {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useQuery(notificationSettingsQueryOptions());
  const update = useUpdateNotificationSetting();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="dark.6"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id={headingId}>
            {t('notifications.settings.title')}
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {t('notifications.settings.text')}
          </Text>
        </div>
        {settings.data === undefined ? (
          <Center py="md">
            {settings.isError ? (
              <Button variant="light" onClick={() => void settings.refetch()}>
                {t('common.retry')}
              </Button>
            ) : (
              <Loader size="sm" aria-label={t('common.loading')} />
            )}
          </Center>
        ) : (
          <Table verticalSpacing={6} horizontalSpacing={6} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notifications.settings.type')}</Table.Th>
                <Table.Th fz="xs" w={1} style={{ whiteSpace: 'nowrap' }}>
                  {t('notifications.settings.inApp')}
                </Table.Th>
                <Table.Th fz="xs" w={1} style={{ whiteSpace: 'nowrap' }}>
                  {t('notifications.settings.email')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.data.map((setting) => (
                <SettingRow
                  key={setting.type}
                  setting={setting}
                  onChange={(c) => update.mutate(c)}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
