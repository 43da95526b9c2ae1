import { Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { transferTargetsQuery } from '../../api/get-users';

interface Props {
  /** The person being deleted: never offered as the receiver. */
  ignore: number;
  value: number | null;
  onChange: (user: { id: number; name: string } | null) => void;
  disabled: boolean;
}

/** Searches the volunteer who receives the project data (spec 1 §4 transfer window), 300 ms after typing. */
export function TransferTargetPicker({ ignore, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const found = useQuery(transferTargetsQuery(search, ignore));
  const users = search ? (found.data ?? []) : [];
  const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('userAdmin.transferSearch')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={found.isFetching ? <Loader size="xs" aria-label={t('app.loading')} /> : undefined}
        disabled={disabled}
        data-autofocus
      />
      {search && found.data && users.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('userAdmin.transferNoResults')}
        </Text>
      )}
      {users.length > 0 && (
        <Radio.Group
          label={t('userAdmin.transferTo')}
          value={value === null ? null : String(value)}
          onChange={(id) => {
            const user = users.find((u) => String(u.id) === id);
            onChange(user ? { id: user.id, name: nameOf(user) } : null);
          }}
        >
          <Stack gap="xs" mt={4}>
            {users.map((user) => (
              <Radio key={user.id} value={String(user.id)} label={nameOf(user)} description={user.email ?? undefined} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
