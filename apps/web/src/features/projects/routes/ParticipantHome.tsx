import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScreenSuspense } from '../../../app/screens/ScreenSuspense';
import { useTabs } from '../../../app/tabs/TabRegistry';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useOpenProjects } from '../api/get-open-projects';
import { OpenProjectCards } from '../components/OpenProjectCards';
import { WelcomeScreen } from './WelcomeScreen';

/** The greeting, or the organisation's welcome text while no project is open (spec 1 §2). */
function HomeHeading({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const projects = useOpenProjects();
  if (!projects.isPending && !projects.data?.data.length) return <WelcomeScreen />;
  return (
    <Title order={1} size="h2">
      {t('home.greeting', { firstName })}
    </Title>
  );
}

/** The projects open for registration, or the empty state of spec 2 §8. */
function OpenProjectsSection() {
  const { t } = useTranslation();
  const projects = useOpenProjects();
  const list = projects.data?.data ?? [];
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-open-projects">
      <Title order={2} size="h3" id="home-open-projects">
        {t('home.openProjects')}
      </Title>
      {projects.isPending ? (
        <Skeleton h={120} radius="lg" />
      ) : list.length === 0 ? (
        <Alert color="coulisse" variant="light">
          {t('projects.noOpenProjects')}
        </Alert>
      ) : (
        <OpenProjectCards list={list} headingOrder={3} />
      )}
    </Stack>
  );
}

/**
 * The participant's home, `/projecten` for level 0 (spec 1 §2 lands them on the projects list):
 * the sections other features add (next rehearsals, unread notifications, own projects with
 * their roles), then the projects open for registration. While none is open the organisation's
 * welcome text heads the page (spec 1 §2) and the open-projects section says so (spec 2 §8).
 * Each part asks for its own data, so an answer redraws its part only, not the whole home: on a
 * phone each redraw of the whole home was a long task while it loaded (issue 14).
 */
export function ParticipantHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const sections = useTabs('home');
  usePageTitle(t('menu.projects'));
  return (
    <Stack gap="xl" maw={960}>
      <HomeHeading firstName={user.firstName} />
      {sections.map((section) => (
        <ScreenSuspense key={section.key}>{section.render(user)}</ScreenSuspense>
      ))}
      <OpenProjectsSection />
    </Stack>
  );
}
