// A form's alert for a refusal for want of crystals: how many are missing, in the reader's language,
// and a link to the wallet to get them, where the server's own text would only say "not enough".
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shortfall } from '../../lib/api-failure';
import { useRouteLocale } from '../../lib/locale-navigation';
import { shortOfCrystalsInfo } from '../../lib/short-of-crystals';
import { WarningIcon } from './icons';

export function ShortOfCrystalsAlert({ shortfall }: { shortfall: Shortfall }) {
  const { t } = useTranslation();
  const locale = useRouteLocale();
  const { message, link } = shortOfCrystalsInfo(shortfall, t, locale);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<WarningIcon size={18} />}
      data-testid="short-of-crystals"
    >
      <Stack gap={6} align="flex-start">
        <Text fz="sm">{message}</Text>
        {link === undefined ? null : (
          <Anchor component={Link} to={link.to} fz="sm" fw={600}>
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
