// The error line under a form: the server's DRF message, shown as an ARIA alert. A refusal for want
// of crystals shows instead how many are missing and where to get them.
import { Alert } from '@mantine/core';
import type { Shortfall } from '../../lib/api-failure';
import { WarningIcon } from './icons';
import { ShortOfCrystalsAlert } from './short-of-crystals-alert';

export function FormError({
  message,
  shortfall = null,
}: {
  message: string | null;
  /** The form's refusal for want of crystals (see shortfallIn), which replaces the message. */
  shortfall?: Shortfall | null;
}) {
  if (shortfall !== null) return <ShortOfCrystalsAlert shortfall={shortfall} />;
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
