import type { CastLink } from '@coulisse/shared/schemas/casting';
import { Alert, Button, Checkbox, Group, Loader, NumberInput, SegmentedControl, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../lib/errors';
import { useCurrentProject } from '../../../app/project/projectContext';
import { projectIdParam } from '../../../app/project/projectContext';
import { useCastUsers } from '../api/get-cast-users';
import { useGroup, useRole } from '../api/get-part';
import { useSaveCastUsers } from '../api/save-cast-users';
import { ScrollTable } from '../../../components/ui/ScrollTable';
import { LoadMore } from '../../../components/ui/list/LoadMore';

interface Props {
  kind: 'role' | 'group';
  /** The group users list of /groepen/{groupId}: filters, no checkboxes. */
  readOnly?: boolean;
}

const key = (l: CastLink) => `${l.userId}:${l.castId}`;

/**
 * `/projecten/{id}/rollen/bewerk/{roleId}/gebruikers` and `/groepen/bewerk/{groupId}/gebruikers`
 * (spec 2 §2): tabs On-stage and Off-stage list the people registered on that side, with a checkbox
 * per cast; 'Sla op' sends what changed. `/groepen/{groupId}` shows the members with the filters
 * sex, minimum and maximum age and a back link.
 */
export function CastUsersScreen({ kind, readOnly = false }: Props) {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const params = useParams();
  const partId = projectIdParam(kind === 'role' ? params.roleId : params.groupId) ?? 0;
  const role = useRole(project.id, kind === 'role' ? partId : null);
  const group = useGroup(project.id, kind === 'group' ? partId : null);
  const part = kind === 'role' ? role.data : group.data;
  const [location, setLocation] = useState<'1' | '0'>('1');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const [sex, setSex] = useState<string>('');
  const [minAge, setMinAge] = useState<number | string>('');
  const [maxAge, setMaxAge] = useState<number | string>('');
  const personal = project.flags.canReadUsersPersonal === true;
  const users = useCastUsers(project.id, kind, partId, {
    location,
    text: debounced || undefined,
    sex: personal ? sex || undefined : undefined,
    minAge: personal && minAge !== '' ? Number(minAge) : undefined,
    maxAge: personal && maxAge !== '' ? Number(maxAge) : undefined,
    linked: readOnly ? 'true' : undefined,
  });
  const rows = useMemo(() => users.data?.pages.flatMap((page) => page.data) ?? [], [users.data]);
  const [changes, setChanges] = useState<Map<string, { link: CastLink; linked: boolean }>>(new Map());
  const save = useSaveCastUsers(project.id, kind, partId);
  const changed = () => {
    const all = [...changes.values()];
    return { add: all.filter((c) => c.linked).map((c) => c.link), remove: all.filter((c) => !c.linked).map((c) => c.link) };
  };
  const canUpdate = !readOnly && project.flags[kind === 'role' ? 'canUpdateRoles' : 'canUpdateGroups'] === true;
  const linkedNow = useMemo(() => {
    const set = new Set<string>();
    for (const u of rows) for (const c of u.castIds) set.add(`${u.userId}:${c}`);
    for (const [k, c] of changes) {
      if (c.linked) set.add(k);
      else set.delete(k);
    }
    return set;
  }, [rows, changes]);
  const toggle = (link: CastLink, linked: boolean) =>
    setChanges((prev) => {
      const next = new Map(prev);
      const original = rows.find((u) => u.userId === link.userId)?.castIds.includes(link.castId) ?? false;
      if (linked === original) next.delete(key(link));
      else next.set(key(link), { link, linked });
      return next;
    });
  const back = kind === 'role' ? `/projecten/${project.id}/rollen` : `/projecten/${project.id}/groepen`;
  const title = part ? t(readOnly ? 'casting.groups.members' : kind === 'role' ? 'casting.roles.users' : 'casting.groups.users', { name: `${part.identifier} ${part.name}` }) : '';
  const casts = users.data?.pages[0]?.casts ?? [];
  const total = users.data?.pages[0]?.total ?? 0;

  const table = (
    <Table striped highlightOnHover stickyHeader>
      <Table.Caption>{title}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('casting.fields.name')}</Table.Th>
          {casts.map((c) => (
            <Table.Th key={c.id} scope="col" ta="center" w={110}>
              {c.name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((u) => (
          <Table.Tr key={u.userId}>
            <Table.Th scope="row" fw={500}>
              {u.lastName}, {u.firstName}
            </Table.Th>
            {casts.map((c) => (
              <Table.Td key={c.id} ta="center">
                <Checkbox
                  aria-label={`${u.firstName} ${u.lastName} – ${c.name}`}
                  checked={linkedNow.has(`${u.userId}:${c.id}`)}
                  disabled={!canUpdate || save.isPending}
                  onChange={(e) => toggle({ userId: u.userId, castId: c.id }, e.currentTarget.checked)}
                  styles={{ body: { justifyContent: 'center' } }}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Stack gap="md">
      <Button component={Link} to={back} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={16} aria-hidden />} w="fit-content">
        {t('app.back')}
      </Button>
      <Title order={2} size="h3">
        {title}
      </Title>
      {users.data && casts.length === 0 && <Alert color="orange">{t('casting.users.noCasts')}</Alert>}
      <Tabs value={location} onChange={(v) => v && setLocation(v as '1' | '0')}>
        <Tabs.List>
          <Tabs.Tab value="1">{t('casting.users.onStage')}</Tabs.Tab>
          <Tabs.Tab value="0">{t('casting.users.offStage')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={t('app.search')} value={text} onChange={(e) => setText(e.currentTarget.value)} w={220} />
        {personal && (
          <>
            <Stack gap={4}>
              <Text fz="sm" fw={500}>
                {t('registrations.list.sex')}
              </Text>
              <SegmentedControl
                value={sex}
                onChange={setSex}
                data={[{ value: '', label: t('list.all') }, ...['0', '1', '2'].map((value) => ({ value, label: t(`signup.sexes.${value}`) }))]}
              />
            </Stack>
            <NumberInput label={t('registrations.list.minAge')} value={minAge} onChange={setMinAge} min={0} max={120} w={120} />
            <NumberInput label={t('registrations.list.maxAge')} value={maxAge} onChange={setMaxAge} min={0} max={120} w={120} />
          </>
        )}
      </Group>
      {users.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : users.isError ? (
        <Alert color="red">{describeError(t, users.error)}</Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('casting.empty.users')}</Text>
      ) : (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('casting.users.shown', { shown: rows.length, total })}
          </Text>
          <ScrollTable minWidth={320} label={title}>{table}</ScrollTable>
          <LoadMore hasMore={users.hasNextPage} loading={users.isFetchingNextPage} showEnd={(users.data?.pages.length ?? 0) > 1} onLoad={() => void users.fetchNextPage()} />
        </>
      )}
      {canUpdate && (
        <Group justify="flex-end" style={{ position: 'sticky', bottom: 8 }}>
          <Button
            disabled={changes.size === 0}
            loading={save.isPending}
            onClick={() =>
              save.mutate(changed(), {
                onSuccess: (a) => {
                  notifications.show({ color: 'green', message: a.message });
                  setChanges(new Map());
                },
                onError: (e) => notifications.show({ color: 'red', message: describeError(t, e) }),
              })
            }
          >
            {t('casting.users.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
