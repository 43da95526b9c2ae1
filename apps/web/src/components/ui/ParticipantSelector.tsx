import type { SelectionItemDto, SelectorData } from '@coulisse/shared/schemas/rehearsals';
import { ActionIcon, Badge, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Kind = SelectionItemDto['kind'];
const KINDS: { kind: Exclude<Kind, 'all'>; labelKey: string }[] = [
  { kind: 'cast', labelKey: 'rehearsals.selector.casts' },
  { kind: 'scene', labelKey: 'rehearsals.selector.scenes' },
  { kind: 'sceneGroup', labelKey: 'rehearsals.selector.sceneGroups' },
  { kind: 'group', labelKey: 'rehearsals.selector.groups' },
  { kind: 'role', labelKey: 'rehearsals.selector.roles' },
  { kind: 'user', labelKey: 'rehearsals.selector.users' },
];

/** The name of a selection item, from the selector data. */
function selectionLabel(data: SelectorData, item: SelectionItemDto, allLabel: string): string {
  const code = (x: { identifier: string; name: string } | undefined) => (x ? `${x.identifier} ${x.name}` : `#${item.refId}`);
  const base = (() => {
    switch (item.kind) {
      case 'all':
        return allLabel;
      case 'cast':
        return data.casts.find((c) => c.id === item.refId)?.name ?? `#${item.refId}`;
      case 'scene':
        return code(data.scenes.find((s) => s.id === item.refId));
      case 'sceneGroup':
        return code(data.sceneGroups.find((s) => s.id === item.refId));
      case 'group':
        return code(data.groups.find((s) => s.id === item.refId));
      case 'role':
        return code(data.roles.find((s) => s.id === item.refId));
      case 'user': {
        const u = data.users.find((x) => x.id === item.refId);
        return u ? `${u.firstName} ${u.lastName}` : `#${item.refId}`;
      }
    }
  })();
  const cast = item.castId ? data.casts.find((c) => c.id === item.castId)?.name : null;
  return cast ? `${base} · ${cast}` : base;
}

/**
 * The participant selector of the rehearsal form and the message form (spec 2 §2): whole casts,
 * scenes (which bring their roles and groups along), scene groups, groups, roles or single users,
 * each optionally narrowed to one cast. The server resolves the selection in SQL
 * (`casting/called.repository.ts`): a rehearsal whenever it is read, a message when it is sent.
 */
export function ParticipantSelector({ data, value, onChange }: { data: SelectorData; value: SelectionItemDto[]; onChange: (v: SelectionItemDto[]) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Exclude<Kind, 'all'>>('scene');
  const [refId, setRefId] = useState<string | null>(null);
  const [castId, setCastId] = useState<string | null>(null);
  const all = value.some((v) => v.kind === 'all');
  const options = (() => {
    switch (kind) {
      case 'cast':
        return data.casts.map((c) => ({ value: String(c.id), label: c.name }));
      case 'scene':
        return data.scenes.map((s) => ({ value: String(s.id), label: `${s.identifier} ${s.name} (${t('rehearsals.selector.sceneIncludes', { roles: s.roleIds.length, groups: s.groupIds.length })})` }));
      case 'sceneGroup':
        return data.sceneGroups.map((s) => ({ value: String(s.id), label: `${s.identifier} ${s.name}` }));
      case 'group':
        return data.groups.map((s) => ({ value: String(s.id), label: `${s.identifier} ${s.name}` }));
      case 'role':
        return data.roles.map((s) => ({ value: String(s.id), label: `${s.identifier} ${s.name}` }));
      case 'user':
        return data.users.map((u) => ({ value: String(u.id), label: `${u.lastName}, ${u.firstName}` }));
    }
  })();
  const add = () => {
    if (!refId) return;
    const item: SelectionItemDto = { kind, refId: Number(refId), castId: kind === 'cast' || kind === 'user' || !castId ? null : Number(castId) };
    if (!value.some((v) => v.kind === item.kind && v.refId === item.refId && v.castId === item.castId)) onChange([...value, item]);
    setRefId(null);
  };
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('rehearsals.selector.all')}
        checked={all}
        onChange={(e) => onChange(e.currentTarget.checked ? [{ kind: 'all', refId: null, castId: null }, ...value] : value.filter((v) => v.kind !== 'all'))}
      />
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('rehearsals.selector.title')}
          data={KINDS.map((k) => ({ value: k.kind, label: t(k.labelKey) }))}
          value={kind}
          onChange={(v) => {
            if (v) setKind(v);
            setRefId(null);
          }}
          allowDeselect={false}
          w={170}
        />
        <Select aria-label={t(KINDS.find((k) => k.kind === kind)!.labelKey)} data={options} value={refId} onChange={setRefId} searchable w={280} nothingFoundMessage="–" />
        {kind !== 'cast' && kind !== 'user' && data.casts.length > 0 && (
          <Select
            label={t('rehearsals.selector.cast')}
            data={[{ value: '', label: t('rehearsals.selector.everyCast') }, ...data.casts.map((c) => ({ value: String(c.id), label: c.name }))]}
            value={castId ?? ''}
            onChange={(v) => setCastId(v || null)}
            w={160}
          />
        )}
        <Button variant="light" onClick={add} disabled={!refId}>
          {t('rehearsals.selector.add')}
        </Button>
      </Group>
      {value.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('rehearsals.selector.empty')}
        </Text>
      ) : (
        <Group gap={6} data-testid="selection">
          {value.map((item, i) => {
            const label = selectionLabel(data, item, t('rehearsals.selector.all'));
            return (
              <Badge
                key={`${item.kind}-${item.refId}-${item.castId}`}
                variant="light"
                size="lg"
                rightSection={
                  <ActionIcon size="xs" variant="transparent" aria-label={t('rehearsals.selector.remove', { name: label })} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                    <IconX size={12} />
                  </ActionIcon>
                }
              >
                {label}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
