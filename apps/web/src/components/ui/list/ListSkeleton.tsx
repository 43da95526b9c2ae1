import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while the first batch loads. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy>
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={44} radius="sm" />
      ))}
    </Stack>
  );
}
