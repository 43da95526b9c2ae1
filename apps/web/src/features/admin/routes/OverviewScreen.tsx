import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/useAuth';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useOverview } from '../api/get-overview';
import { OverviewCard } from '../components/OverviewCard';
import { OVERVIEW_WIDGETS, widgetLink } from '../components/overviewWidgets';

/** `/overzicht` for levels 1 and 2 (spec 1 §2, spec 3 "Overview"). */
export function OverviewScreen() {
  const { t } = useTranslation();
  usePageTitle(t('overview.title'));
  const { user } = useAuth();
  const available = useScreenAvailable();
  const overview = useOverview();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('overview.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {OVERVIEW_WIDGETS.map((widget) => (
          <OverviewCard key={widget.key} widget={widget} count={overview.data?.[widget.key]} loading={overview.isPending} link={widgetLink(widget, user, available)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
