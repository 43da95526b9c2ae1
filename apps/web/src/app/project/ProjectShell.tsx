import { Alert, Badge, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { useScreenAvailable } from '../screens/ScreenRegistry';
import { useTabs } from '../tabs/TabRegistry';
import type { ProjectPage } from '../tabs/tabs';
import { isMissingProject, useProject } from './api/get-project';
import { ProjectContext, projectIdParam } from './projectContext';
import { projectNavFor, projectScreenPath } from './projectNav';

interface Props {
  /** The page this screen is (its tab or toolbar link). */
  page: ProjectPage;
  children: ReactNode;
}

/**
 * The frame of every `/projecten/{id}/…` screen (spec 2 §2): the project's name and state, the
 * toolbar (the features' links and dialog tools) and the tabs the caller may use in this project,
 * then the page. The page is rendered only when its own entry is available to the caller; it
 * reads the project with `useCurrentProject()`.
 */
export function ProjectShell({ page, children }: Props) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const screenExists = useScreenAvailable();
  const pages = useTabs('project');
  const tools = useTabs('projectTool');
  const projectId = projectIdParam(params.id);
  const project = useProject(projectId);
  usePageTitle(project.data?.name ?? t('projects.title'));

  const back = (
    <Button component={Link} to="/projecten" variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} w="fit-content">
      {t('projects.backToList')}
    </Button>
  );

  if (projectId === null || isMissingProject(project.error)) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="orange" title={t('projects.notFound')}>
          {null}
        </Alert>
      </Stack>
    );
  }
  if (!project.data) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }

  const data = project.data;
  const exists = (path: string) => screenExists(projectScreenPath(path));
  const tabs = projectNavFor(pages, 'tab', data.flags, exists);
  const actions = projectNavFor(pages, 'action', data.flags, exists);
  const allowed = page.available(data.flags);
  const currentTab = tabs.find((tab) => tab.key === page.key)?.key ?? null;

  return (
    <ProjectContext.Provider value={data}>
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="sm" align="center">
              <Title order={1} size="h2">
                {data.name}
              </Title>
              <Badge color={data.active ? 'green' : 'gray'} variant="light">
                {data.active ? t('projects.active') : t('projects.inactive')}
              </Badge>
            </Group>
            {data.subtitle && <Text c="dimmed">{data.subtitle}</Text>}
          </Stack>
          <Group role="toolbar" aria-label={t('shell.actions')} gap="xs">
            {actions.map((action) => (
              <Button
                key={action.key}
                component={Link}
                to={`/projecten/${data.id}/${action.path}`}
                variant={action.key === page.key ? 'filled' : 'light'}
                size="sm"
              >
                {t(action.labelKey)}
              </Button>
            ))}
            {tools.map((tool) => (
              <Fragment key={tool.key}>{tool.render(data)}</Fragment>
            ))}
          </Group>
        </Group>
        {tabs.length > 0 && (
          <Tabs value={currentTab} onChange={(key) => key && void navigate(`/projecten/${data.id}/${tabs.find((tab) => tab.key === key)!.path}`)}>
            <Tabs.List aria-label={t('projects.tabsLabel', { name: data.name })}>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.key} value={tab.key}>
                  {t(tab.labelKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        )}
        {allowed ? children : <Alert color="orange">{t('projects.noAccess')}</Alert>}
      </Stack>
    </ProjectContext.Provider>
  );
}
