import { ActionIcon, Button, Card, Group, Modal, SegmentedControl, Skeleton, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useCreateSettingsItem } from '../api/create-settings-item';
import { useDeleteSettingsItem } from '../api/delete-settings-item';
import type { SettingsKind } from '../api/settings-kinds';
import { useUpdateSettingsItem } from '../api/update-settings-item';
import { formResolver } from '../../../lib/formResolver';
import { FormActions } from '../../../components/ui/FormActions';

type ItemField =
  | { name: string; label: string; kind: 'text'; required?: boolean; maxLength?: number }
  | { name: string; label: string; kind: 'switch' }
  | { name: string; label: string; kind: 'segmented'; options: { value: string; label: string }[] };

interface ItemColumn<T> {
  key: string;
  label: string;
  cell: (item: T) => ReactNode;
}

interface Props<T extends { id: number; name: string }> {
  projectId: number;
  kind: SettingsKind;
  /** Singular noun for the generic success texts ('Cast werd succesvol aangemaakt'). */
  noun: string;
  /** Plural noun for the empty sentence. */
  plural: string;
  items: T[] | undefined;
  columns: ItemColumn<T>[];
  fields: ItemField[];
  schema: z.ZodType;
  empty: Record<string, unknown>;
  toValues: (item: T) => Record<string, unknown>;
  fromValues?: (values: Record<string, unknown>) => Record<string, unknown>;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/**
 * One list of the project settings (spec 2 §2: choices, casts, rehearsal types, locations): a
 * table from 960 px and cards below, add and edit in a dialog checked with the server's schema,
 * delete after confirmation. Buttons follow the caller's rights in the project.
 */
export function SettingsItemsTab<T extends { id: number; name: string }>(props: Props<T>) {
  const { t } = useTranslation();
  const { projectId, kind, noun, plural, items, columns, canCreate, canUpdate, canDelete } = props;
  const mobile = useMediaQuery('(max-width: 959px)', false, { getInitialValueInEffect: false });
  const create = useCreateSettingsItem(projectId, kind);
  const update = useUpdateSettingsItem(projectId, kind);
  const remove = useDeleteSettingsItem(projectId, kind);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);

  if (!items) return <Skeleton h={160} radius="lg" />;
  const actions = (item: T) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {canUpdate && (
        <ActionIcon variant="subtle" aria-label={t('projectSettings.edit', { name: item.name })} onClick={() => setEditing(item)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      )}
      {canDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={t('projectSettings.remove', { name: item.name })} onClick={() => setRemoving(item)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      {canCreate && (
        <Button w="fit-content" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('projectSettings.add')}
        </Button>
      )}
      {items.length === 0 ? (
        <Text c="dimmed">{t('empty.resource', { resource: plural })}</Text>
      ) : mobile ? (
        <Stack gap="sm">
          {items.map((item) => (
            <Card key={item.id} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  {columns.map((column, index) => (
                    <Text key={column.key} fw={index === 0 ? 600 : undefined} size={index === 0 ? 'md' : 'sm'} c={index === 0 ? undefined : 'dimmed'}>
                      {index === 0 ? null : `${column.label}: `}
                      {column.cell(item)}
                    </Text>
                  ))}
                </Stack>
                {actions(item)}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
              {(canUpdate || canDelete) && <Table.Th aria-label={t('list.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <Table.Th key={column.key} scope="row" fw={500}>
                      {column.cell(item)}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.key}>{column.cell(item)}</Table.Td>
                  ),
                )}
                {(canUpdate || canDelete) && <Table.Td>{actions(item)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <ItemDialog
          {...props}
          item={editing === 'new' ? null : editing}
          saving={create.isPending || update.isPending}
          onClose={() => setEditing(null)}
          onSave={(body, setFieldErrors) => {
            const options = {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t(editing === 'new' ? 'success.created' : 'success.updated', { resource: noun }) });
                setEditing(null);
              },
              onError: (error: Error) => {
                if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
                else notifications.show({ color: 'red', message: error.message });
              },
            };
            if (editing === 'new') create.mutate(body as never, options);
            else update.mutate({ itemId: editing.id, body: body as never }, options);
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('projectSettings.confirmRemoveTitle')}
        message={t('projectSettings.confirmRemove', { name: removing?.name ?? '' })}
        confirmLabel={t('app.delete')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            removing.id,
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('success.deleted', { resource: noun }) });
                setRemoving(null);
              },
              onError: (error) => {
                notifications.show({ color: 'red', message: error.message });
                setRemoving(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}

function ItemDialog<T extends { id: number; name: string }>({
  item,
  noun,
  fields,
  schema,
  empty,
  toValues,
  fromValues,
  saving,
  onClose,
  onSave,
}: Props<T> & {
  item: T | null;
  saving: boolean;
  onClose: () => void;
  onSave: (body: Record<string, unknown>, setFieldErrors: (fields: Record<string, string>) => void) => void;
}) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState, setError } = useForm<Record<string, unknown>>({
    resolver: formResolver(schema as never) as never,
    mode: 'onBlur',
    defaultValues: item ? toValues(item) : empty,
  });
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  useEffect(() => {
    for (const [name, message] of Object.entries(serverFields)) setError(name, { type: 'server', message }, { shouldFocus: true });
  }, [serverFields, setError]);
  const error = (name: string) => translateMessage(t, formState.errors[name]?.message) || undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      title={item ? t('projectSettings.edit', { name: item.name }) : `${noun}: ${t('projectSettings.add').toLowerCase()}`}
      centered
    >
      <form noValidate onSubmit={handleSubmit((values) => onSave(fromValues ? fromValues(values) : values, setServerFields))}>
        <Stack gap="md">
          {fields.map((field) =>
            field.kind === 'text' ? (
              <TextInput
                key={field.name}
                label={field.label}
                required={field.required}
                maxLength={field.maxLength}
                disabled={saving}
                error={error(field.name)}
                {...register(field.name)}
              />
            ) : (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: f }) =>
                  field.kind === 'switch' ? (
                    <Switch label={field.label} checked={Boolean(f.value)} onChange={(e) => f.onChange(e.currentTarget.checked)} disabled={saving} />
                  ) : (
                    <Stack gap={4}>
                      <Text size="sm" fw={500}>
                        {field.label}
                      </Text>
                      <SegmentedControl aria-label={field.label} data={field.options} value={String(f.value)} onChange={f.onChange} disabled={saving} />
                    </Stack>
                  )
                }
              />
            ),
          )}
          <FormActions onCancel={onClose} busy={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
