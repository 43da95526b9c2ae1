import type { GroupDto } from '@coulisse/shared/schemas/casting';
import { ActionIcon, Alert, Badge, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { useAllParts } from '../api/get-all-parts';
import { useGroup } from '../api/get-part';
import { useLinkGroup, type GroupLink } from '../api/link-group';

/**
 * Linked groups of a group (spec 2 §3 Group "linked groups"), in the edit form: link another group
 * of the project or unlink one; each change is saved at once (links are symmetric on the server).
 */
export function LinkedGroupsControl({ projectId, groupId }: { projectId: number; groupId: number }) {
  const { t } = useTranslation();
  const group = useGroup(projectId, groupId);
  const all = useAllParts<GroupDto>(projectId, 'group');
  const link = useLinkGroup(projectId, groupId);
  const run = (b: GroupLink) => link.mutate(b, { onSuccess: (a) => notifications.show({ color: 'green', message: a.message }) });
  const linked = group.data?.linkedGroups ?? [];
  const taken = new Set([groupId, ...linked.map((g) => g.id)]);
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        {t('casting.groups.linked')}
      </Text>
      <Group gap={6}>
        {linked.length === 0 && (
          <Text fz="sm" c="dimmed">
            –
          </Text>
        )}
        {linked.map((g) => (
          <Badge
            key={g.id}
            variant="light"
            rightSection={
              <ActionIcon size="xs" variant="transparent" aria-label={`${t('casting.groups.unlink')}: ${g.identifier} ${g.name}`} onClick={() => run({ groupId: g.id, add: false })}>
                <IconX size={12} aria-hidden />
              </ActionIcon>
            }
          >
            {g.identifier} – {g.name}
          </Badge>
        ))}
      </Group>
      <Select
        label={t('casting.groups.link')}
        searchable
        value={null}
        disabled={link.isPending}
        onChange={(v) => v && run({ groupId: Number(v), add: true })}
        data={(all.data ?? []).filter((g) => !taken.has(g.id)).map((g) => ({ value: String(g.id), label: `${g.identifier} – ${g.name}` }))}
      />
      {link.error && <Alert color="red">{describeError(t, link.error)}</Alert>}
    </Stack>
  );
}
