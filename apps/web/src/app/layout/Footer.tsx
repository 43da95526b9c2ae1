import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The organisation's address (spec 1 §2). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Text component="footer" size="sm" c="dimmed" ta="center" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {t('footer.address')}
    </Text>
  );
}
