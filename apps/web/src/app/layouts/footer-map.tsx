// The footer map. The embedded map loads only when asked for: until then (and wherever Google cannot
// be reached) a drawn map card with the address stands in, so the footer never shows a broken frame.
import { Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../../components/ui/icons';
import classes from './app-footer.module.css';

export function FooterMap({ address }: { address: string }) {
  const { t } = useTranslation();
  const [isLoaded, setIsLoaded] = useState(false);
  const query = encodeURIComponent(address);
  return (
    <Stack gap="xs">
      <Box className={classes.map}>
        {isLoaded ? (
          <iframe
            title={t('footer.mapTitle', { address })}
            src={`https://www.google.com/maps?q=${query}&output=embed`}
            loading="lazy"
            referrerPolicy="no-referrer"
            className={classes.mapFrame}
          />
        ) : (
          <Stack className={classes.mapCard} align="center" justify="center" gap={6}>
            <Box className={classes.mapPin}>
              <MapPinIcon size={22} />
            </Box>
            <Text fz="xs" ta="center" c="dark.0" maw={220}>
              {address}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => setIsLoaded(true)}>
              {t('footer.showMap')}
            </Button>
          </Stack>
        )}
      </Box>
      <Anchor
        href={`https://www.google.com/maps/search/?api=1&query=${query}`}
        target="_blank"
        rel="noopener noreferrer"
        fz="xs"
      >
        {t('footer.openMap')}
      </Anchor>
    </Stack>
  );
}
