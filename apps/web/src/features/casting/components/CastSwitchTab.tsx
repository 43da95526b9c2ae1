import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { useUserCasting } from '../api/get-user-casting';
import { useSwitchCast } from '../api/switch-cast';
import { UserCastingView } from './UserCastingView';

interface Props {
  projectId: number;
  userId: number;
  /** roles.update / groups.update in the project: may switch casts. */
  canSwitchRoles: boolean;
  canSwitchGroups: boolean;
}

/**
 * The Rollen tab of a registration (spec 1 §2): the person's roles and groups per cast; staff select
 * some and move them to another cast ('Succesvol gewisseld van cast'). A refusal is shown, not
 * swallowed (issue 5 keeps no silent failure).
 */
export function CastSwitchTab({ projectId, userId, canSwitchRoles, canSwitchGroups }: Props) {
  const { t } = useTranslation();
  const casting = useUserCasting(projectId, userId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [castId, setCastId] = useState<string | null>(null);
  const sw = useSwitchCast(projectId);
  if (casting.isPending) return <Loader aria-label={t('app.loading')} />;
  if (casting.isError) return <Alert color="red">{describeError(t, casting.error)}</Alert>;
  const data = casting.data;
  if (!data.items.length) return <Text c="dimmed">{t('casting.switch.empty')}</Text>;
  const canSwitch = canSwitchRoles || canSwitchGroups;
  const toggle = (key: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });
  const submit = () => {
    const castMap: Record<string, number> = {};
    const roleIds: number[] = [];
    const groupIds: number[] = [];
    for (const key of selected) {
      const [part, from] = key.split('@') as [string, string];
      castMap[part] = Number(from);
      (part.startsWith('r') ? roleIds : groupIds).push(Number(part.slice(1)));
    }
    sw.mutate(
      { userId, castId: Number(castId), roleIds: [...new Set(roleIds)], groupIds: [...new Set(groupIds)], castMap },
      {
        onSuccess: (a) => {
          notifications.show({ color: 'green', message: a.message });
          setSelected(new Set());
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <UserCastingView casting={data} selected={selected} onToggle={canSwitch ? toggle : undefined} />
      {canSwitch && data.casts.length > 1 && (
        <Group align="flex-end" gap="sm">
          <Select label={t('casting.switch.to')} data={data.casts.map((c) => ({ value: String(c.id), label: c.name }))} value={castId} onChange={setCastId} w={220} />
          <Button disabled={!castId || selected.size === 0} loading={sw.isPending} onClick={submit}>
            {t('casting.switch.action')}
          </Button>
        </Group>
      )}
      {sw.error && <Alert color="red">{describeError(t, sw.error)}</Alert>}
    </Stack>
  );
}
