import { Badge, Button, CloseButton, Group, Input, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usersByIdsQuery, useUserSearch } from '../api/get-users';

/** Recipients shown at first and added per "show more"; their names come in one call per batch. */
const SHOWN = 30;

interface Props {
  value: readonly number[];
  onChange(ids: number[]): void;
  error?: string;
  disabled?: boolean;
}

/**
 * The recipients of a staff mail: the selection from the list, plus people found by name or
 * address. Only the shown recipients are looked up (at most 100 names per call), so a selection
 * of thousands costs nothing until it is opened.
 */
export function RecipientsField({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(SHOWN);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const visible = value.slice(0, shown);
  const names = useRecipientNames(visible);
  const found = useUserSearch(debounced);
  const choices = (found.data ?? []).filter((u) => !value.includes(u.id)).map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName} · ${u.email ?? ''}` }));

  const remove = (id: number) => onChange(value.filter((v) => v !== id));
  const add = (id: string | null) => {
    if (!id) return;
    onChange([...value, Number(id)]);
    setSearch('');
  };

  return (
    <Input.Wrapper label={t('mailUsers.recipients')} required error={error} description={t('mailUsers.fromList')}>
      <Stack gap="sm" mt={6}>
        <Paper withBorder radius="md" p="sm" bg={value.length ? undefined : 'gray.0'}>
          {value.length === 0 ? (
            <Group gap="xs" wrap="nowrap">
              <IconUsers size={18} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text c="dimmed" fz="sm">
                {t('mailUsers.noRecipients')}
              </Text>
            </Group>
          ) : (
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fz="sm" fw={600} role="status" aria-live="polite">
                  {t('mailUsers.recipientCount', { count: value.length })}
                </Text>
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => onChange([])} disabled={disabled}>
                  {t('mailUsers.clear')}
                </Button>
              </Group>
              <Group component="ul" gap={6} p={0} m={0} aria-label={t('mailUsers.recipients')} style={{ listStyle: 'none' }}>
                {visible.map((id) => {
                  const person = names.get(id);
                  const name = person?.name ?? '…';
                  return (
                    <Badge
                      component="li"
                      key={id}
                      variant="light"
                      color="coulisse"
                      size="lg"
                      radius="sm"
                      tt="none"
                      fw={500}
                      title={person?.email ?? undefined}
                      rightSection={
                        disabled ? undefined : <CloseButton size="xs" variant="transparent" aria-label={t('mailUsers.remove', { name: person?.name ?? `#${id}` })} onClick={() => remove(id)} />
                      }
                    >
                      {name}
                    </Badge>
                  );
                })}
              </Group>
              {value.length > shown && (
                <Button variant="subtle" size="compact-sm" onClick={() => setShown((n) => n + 100)} style={{ alignSelf: 'flex-start' }}>
                  {t('mailUsers.showMore', { count: Math.min(100, value.length - shown) })}
                </Button>
              )}
            </Stack>
          )}
        </Paper>
        <Select
          aria-label={t('mailUsers.addRecipient')}
          placeholder={t('mailUsers.searchRecipient')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={choices}
          value={null}
          onChange={add}
          // The server already filtered on the text (accents, e-mail, phone).
          filter={({ options }) => options}
          nothingFoundMessage={debounced.trim().length >= 2 && !found.isFetching ? t('mailUsers.noMatches') : undefined}
          leftSection={<IconSearch size={16} aria-hidden />}
          disabled={disabled}
          maw={520}
        />
      </Stack>
    </Input.Wrapper>
  );
}

/** Names and addresses of the shown recipients, fetched 100 at a time. */
function useRecipientNames(ids: readonly number[]) {
  const batches = useMemo(() => Array.from({ length: Math.ceil(ids.length / 100) }, (_, i) => ids.slice(i * 100, i * 100 + 100)), [ids]);
  return useQueries({
    queries: batches.map((batch) => usersByIdsQuery(batch)),
    combine: (results) => {
      const map = new Map<number, { name: string; email: string | null }>();
      for (const result of results) for (const u of result.data ?? []) map.set(u.id, { name: `${u.firstName} ${u.lastName}`, email: u.email });
      return map;
    },
  });
}
