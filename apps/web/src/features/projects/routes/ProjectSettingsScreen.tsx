import { castBody, choiceBody, locationBody, repetitionTypeBody, type ChoiceDto, type LocationDto, type NamedDto } from '@coulisse/shared/schemas/projects';
import { Alert, Anchor, Badge, Group, Skeleton, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useSettingsLists } from '../../../app/project/api/get-settings-lists';
import { useProjectAccessRoles } from '../api/get-project-access-roles';
import { GeneralSettingsTab } from '../components/GeneralSettingsTab';
import { useCurrentProject } from '../../../app/project/projectContext';
import { SettingsItemsTab } from '../components/SettingsItemsTab';
import { settingsTabsFor } from '../components/settingsTabs';

// The choice form holds on/off stage as the segmented control's text.
const choiceForm = choiceBody.extend({ onStage: z.enum(['true', 'false']).transform((v) => v === 'true') });

/** `/projecten/{id}/instellingen/{tab}` (spec 2 §2): the settings tabs this caller may use in the project. */
export function ProjectSettingsScreen() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const params = useParams();
  const navigate = useNavigate();
  const tabs = settingsTabsFor(project.flags);
  const tab = tabs.find((candidate) => candidate.key === params.tab);
  if (!tabs.length) return <Alert color="orange">{t('projects.noAccess')}</Alert>;
  if (!tab) return <Navigate to={`/projecten/${project.id}/instellingen/${tabs[0]!.key}`} replace />;
  return (
    <Tabs value={tab.key} onChange={(key) => key && void navigate(`/projecten/${project.id}/instellingen/${key}`)} keepMounted={false} variant="pills">
      <Tabs.List mb="lg" aria-label={t('projectSettings.title')}>
        {tabs.map((candidate) => (
          <Tabs.Tab key={candidate.key} value={candidate.key}>
            {t(candidate.labelKey)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={tab.key}>
        <SettingsTabContent tab={tab.key} />
      </Tabs.Panel>
    </Tabs>
  );
}

function SettingsTabContent({ tab }: { tab: string }) {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const f = project.flags;
  const lists = useSettingsLists(project.id).data;
  const named = (kind: 'casts' | 'types', items: NamedDto[] | undefined) => (
    <SettingsItemsTab<NamedDto>
      projectId={project.id}
      kind={kind}
      noun={t(kind === 'casts' ? 'projectSettings.cast' : 'projectSettings.type')}
      plural={t(kind === 'casts' ? 'projectSettings.casts' : 'projectSettings.types')}
      items={items}
      columns={[{ key: 'name', label: t('projectSettings.name'), cell: (item) => item.name }]}
      fields={[{ name: 'name', label: t('projectSettings.name'), kind: 'text', required: true, maxLength: 30 }]}
      schema={kind === 'casts' ? castBody : repetitionTypeBody}
      empty={{ name: '' }}
      toValues={(item) => ({ name: item.name })}
      canCreate={kind === 'casts' ? f.canCreateCasts === true : f.canCreateRepetitionTypes === true}
      canUpdate={kind === 'casts' ? f.canUpdateCasts === true : f.canUpdateRepetitionTypes === true}
      canDelete={kind === 'casts' ? f.canDeleteCasts === true : f.canDeleteRepetitionTypes === true}
    />
  );
  switch (tab) {
    case 'algemeen':
      return <GeneralSettingsTab projectId={project.id} />;
    case 'inschrijvingsvoorkeuren':
      return (
        <SettingsItemsTab<ChoiceDto>
          projectId={project.id}
          kind="choices"
          noun={t('projectSettings.choice')}
          plural={t('projectSettings.choices')}
          items={lists?.choices}
          columns={[
            { key: 'name', label: t('projectSettings.name'), cell: (c) => c.name },
            {
              key: 'onStage',
              label: t('projectSettings.location'),
              cell: (c) => (c.onStage ? t('projectSettings.choiceOnStage') : t('projectSettings.choiceOffStage')),
            },
            { key: 'role', label: t('projectSettings.choiceRole'), cell: (c) => (c.role ? t('projectSettings.choiceRole') : t('projectSettings.choiceTask')) },
            {
              key: 'forExtended',
              label: t('projectSettings.forExtended'),
              cell: (c) => (c.forExtended ? <Badge variant="light">{t('app.yes')}</Badge> : t('app.no')),
            },
          ]}
          fields={[
            { name: 'name', label: t('projectSettings.name'), kind: 'text', required: true, maxLength: 255 },
            {
              name: 'onStage',
              label: t('projectSettings.location'),
              kind: 'segmented',
              options: [
                { value: 'true', label: t('projectSettings.choiceOnStage') },
                { value: 'false', label: t('projectSettings.choiceOffStage') },
              ],
            },
            { name: 'role', label: t('projectSettings.choiceRole'), kind: 'switch' },
            { name: 'forExtended', label: t('projectSettings.forExtended'), kind: 'switch' },
          ]}
          schema={choiceForm}
          empty={{ name: '', onStage: 'true', role: false, forExtended: false }}
          toValues={(c) => ({ name: c.name, onStage: String(c.onStage), role: c.role, forExtended: c.forExtended })}
          canCreate={f.canUpdateProjects === true}
          canUpdate={f.canUpdateProjects === true}
          canDelete={f.canUpdateProjects === true}
        />
      );
    case 'casts':
      return named('casts', lists?.casts);
    case 'repetitietypes':
      return named('types', lists?.types);
    case 'locaties':
      return (
        <SettingsItemsTab<LocationDto>
          projectId={project.id}
          kind="locations"
          noun={t('projectSettings.locationSingle')}
          plural={t('projectSettings.locations')}
          items={lists?.locations}
          columns={[
            { key: 'name', label: t('projectSettings.name'), cell: (l) => l.name },
            { key: 'identifier', label: t('projectSettings.identifier'), cell: (l) => l.identifier },
            { key: 'address', label: t('projectSettings.address'), cell: (l) => `${l.streetName} ${l.houseNumber}, ${l.zipCode} ${l.cityName}` },
          ]}
          fields={[
            { name: 'name', label: t('projectSettings.name'), kind: 'text', required: true, maxLength: 30 },
            { name: 'identifier', label: t('projectSettings.identifier'), kind: 'text', required: true, maxLength: 5 },
            { name: 'streetName', label: t('projectSettings.streetName'), kind: 'text', required: true },
            { name: 'houseNumber', label: t('projectSettings.houseNumber'), kind: 'text', required: true },
            { name: 'zipCode', label: t('projectSettings.zipCode'), kind: 'text', required: true },
            { name: 'cityName', label: t('projectSettings.cityName'), kind: 'text', required: true },
          ]}
          schema={locationBody}
          empty={{ name: '', identifier: '', streetName: '', houseNumber: '', zipCode: '', cityName: '' }}
          toValues={(l) => ({
            name: l.name,
            identifier: l.identifier,
            streetName: l.streetName,
            houseNumber: l.houseNumber,
            zipCode: l.zipCode,
            cityName: l.cityName,
          })}
          canCreate={f.canCreateLocations === true}
          canUpdate={f.canUpdateLocations === true}
          canDelete={f.canDeleteLocations === true}
        />
      );
    case 'toegangsrollen':
      return <AccessRolesTab />;
    default:
      return null;
  }
}

/** Tab toegangsrollen: every access role, its users in this project, and the link to the linking screen. */
function AccessRolesTab() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const roles = useProjectAccessRoles(project.id).data;
  if (!roles) return <Skeleton h={160} radius="lg" />;
  if (!roles.length) return <Text c="dimmed">{t('empty.resource', { resource: t('projectSettings.accessRoles') })}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('projectSettings.accessRole')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('accessRoles.description')}</Table.Th>
          <Table.Th ta="right">{t('projectSettings.linkedUsers')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {roles.map((role) => (
          <Table.Tr key={role.id}>
            <Table.Th scope="row" fw={500}>
              <Group gap="xs">
                <Anchor component={Link} to={`/projecten/${project.id}/instellingen/toegangsrollen/${role.id}/gebruikers`}>
                  {role.name}
                </Anchor>
              </Group>
            </Table.Th>
            <Table.Td visibleFrom="sm">{role.description}</Table.Td>
            <Table.Td ta="right">{role.userCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
