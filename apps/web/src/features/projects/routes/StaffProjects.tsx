import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ListScreen } from '../../../components/ui/list/ListScreen';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useProjectsList } from '../components/useProjectsList';

const INACTIVE_PARAM = 'inactief';

/** `/projecten` for staff who read projects: the list with the active/inactive toggle (default active, kept in the address) and the name filter. */
export function StaffProjects() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const inactive = params.get(INACTIVE_PARAM) === '1';
  const config = useProjectsList(inactive);
  usePageTitle(t('projects.title'));
  const setInactive = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '1') next.set(INACTIVE_PARAM, '1');
        else next.delete(INACTIVE_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('projects.title')}
        </Title>
        {user?.flags.canCreateProjects && (
          <Button component={Link} to="/projecten/nieuw" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('projects.new')}
          </Button>
        )}
      </Group>
      <SegmentedControl
        w="fit-content"
        aria-label={t('projects.state')}
        value={inactive ? '1' : '0'}
        onChange={setInactive}
        data={[
          { value: '0', label: t('projects.active') },
          { value: '1', label: t('projects.inactive') },
        ]}
      />
      <ListScreen config={config} />
    </Stack>
  );
}
