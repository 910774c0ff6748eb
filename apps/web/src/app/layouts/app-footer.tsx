// The footer: brand, a one-line pitch and the copyright year.
import { Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/ui/logo';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      py="xl"
      mt={64}
      style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}
    >
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6}>
            <Logo name={t('brand.name')} />
            <Text fz="sm" c="dimmed" maw={360}>
              {t('brand.tagline')}
            </Text>
            <Text fz="sm" c="dimmed" maw={360}>
              {t('footer.about')}
            </Text>
          </Stack>
          <Text fz="xs" c="dimmed">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
