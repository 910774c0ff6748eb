// Renders the toast queue in a fixed stack at the top of the screen, above dialogs.
// Each toast is an ARIA alert, so screen readers announce it and tests can find it by role; a list of
// field messages (the catalogue's errors object) is shown as a list.
import { List, Notification, Portal, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, readToasts, subscribeToasts, type ToastKind } from '../../lib/toast';

const COLOR: Record<ToastKind, string> = { error: 'red', success: 'teal', info: 'clutch' };

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, readToasts, readToasts);
  if (toasts.length === 0) return null;
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        top={16}
        left="50%"
        w="min(420px, calc(100vw - 24px))"
        style={{ transform: 'translateX(-50%)', zIndex: 1000 }}
      >
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            color={COLOR[toast.kind]}
            withBorder
            closeButtonProps={{ 'aria-label': t('common.dismiss') }}
            onClose={() => dismissToast(toast.id)}
            style={{ whiteSpace: 'pre-line' }}
          >
            {toast.message}
            {toast.items.length === 0 ? null : (
              <List size="sm" spacing={2} mt={toast.message === '' ? 0 : 4}>
                {toast.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
