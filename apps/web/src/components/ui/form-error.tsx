// The error line under a form: the server's DRF message, shown as an ARIA alert.
import { Alert } from '@mantine/core';
import { WarningIcon } from './icons';

export function FormError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<WarningIcon size={18} />}
      style={{ whiteSpace: 'pre-line' }}
    >
      {message}
    </Alert>
  );
}
