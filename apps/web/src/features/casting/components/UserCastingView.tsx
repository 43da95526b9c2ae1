import type { UserCastingAnswer } from '@coulisse/shared/schemas/casting';
import { Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  casting: UserCastingAnswer;
  /** Scenes per item instead of the roles (employee scenes tab). */
  scenesOnly?: boolean;
  /** Checkbox per item for the cast switch: key `r<id>@<castId>` / `g<id>@<castId>`. */
  selected?: Set<string>;
  onToggle?: (key: string, checked: boolean) => void;
}

const itemKey = (i: { type: 'role' | 'group'; id: number; castId: number }) => `${i.type === 'role' ? 'r' : 'g'}${i.id}@${i.castId}`;

/** A person's roles and groups in one project, per cast, with the scenes they play in (spec 1 §2, spec 2 §2). */
export function UserCastingView({ casting, scenesOnly = false, selected, onToggle }: Props) {
  const { t } = useTranslation();
  const byCast = casting.casts.map((c) => ({ cast: c, items: casting.items.filter((i) => i.castId === c.id) })).filter((g) => g.items.length > 0);
  return (
    <Stack gap="md">
      {byCast.map(({ cast, items }) => (
        <Paper key={cast.id} withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="xs">
            {/^cast\b/i.test(cast.name) ? cast.name : t('casting.own.inCast', { cast: cast.name })}
          </Title>
          <Stack gap="xs">
            {scenesOnly
              ? [...new Map(items.flatMap((i) => i.scenes).map((s) => [s.id, s])).values()].map((s) => (
                  <Text key={s.id}>
                    <b>{s.identifier}</b> {s.name}
                  </Text>
                ))
              : items.map((i) => {
                  const label = (
                    <Group gap="xs" wrap="wrap">
                      <Badge variant="light" color={i.type === 'role' ? 'blue' : 'grape'}>
                        {t(i.type === 'role' ? 'casting.fields.role' : 'casting.fields.groupType')}
                      </Badge>
                      <Text fw={500}>
                        {i.identifier} – {i.name}
                      </Text>
                      {i.speaking && <Text c="dimmed">({t('casting.own.speaking')})</Text>}
                      {i.scenes.length > 0 && (
                        <Text c="dimmed" fz="sm">
                          {t('casting.own.scenes')}: {i.scenes.map((s) => s.identifier).join(', ')}
                        </Text>
                      )}
                    </Group>
                  );
                  return onToggle ? (
                    <Checkbox key={itemKey(i)} checked={selected?.has(itemKey(i)) ?? false} onChange={(e) => onToggle(itemKey(i), e.currentTarget.checked)} label={label} aria-label={t('casting.switch.select', { name: `${i.identifier} ${i.name}` })} />
                  ) : (
                    <div key={itemKey(i)}>{label}</div>
                  );
                })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
