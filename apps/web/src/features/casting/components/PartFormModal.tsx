import { roleBody } from '@coulisse/shared/schemas/casting';
import { Alert, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useAllParts } from '../api/get-all-parts';
import type { PartKind } from '../api/keys';
import { useSavePart } from '../api/save-part';
import { LinkedGroupsControl } from './LinkedGroupsControl';
import { formResolver } from '../../../lib/formResolver';
import { FormActions } from '../../../components/ui/FormActions';

/** One form for roles, groups, scenes and scene groups (spec 2 §5: identifier and name required). */
const form = z.object({
  identifier: roleBody.shape.identifier,
  name: roleBody.shape.name,
  description: z.string().max(1000, { error: 'validation.length?min=0&max=1000' }),
  speaking: z.boolean(),
  forExtended: z.boolean(),
  sceneGroupId: z.string().nullable(),
});
type Values = z.infer<typeof form>;

export interface PartInitial {
  id: number;
  identifier: string;
  name: string;
  description: string | null;
  speaking?: boolean;
  forExtended?: boolean;
  sceneGroupId?: number | null;
}

interface Props {
  projectId: number;
  kind: PartKind;
  /** The part to edit; null creates one. */
  initial: PartInitial | null;
  opened: boolean;
  onClose: () => void;
}

const TITLES: Record<PartKind, [string, string]> = {
  role: ['casting.roles.new', 'casting.roles.edit'],
  group: ['casting.groups.new', 'casting.groups.edit'],
  scene: ['casting.scenes.new', 'casting.scenes.edit'],
  sceneGroup: ['casting.scenes.newGroup', 'casting.scenes.editGroup'],
};

export function PartFormModal({ projectId, kind, initial, opened, onClose }: Props) {
  const { t } = useTranslation();
  const sceneGroups = useAllParts<{ id: number; identifier: string; name: string }>(projectId, 'sceneGroup', kind === 'scene' && opened);
  const { register, control, handleSubmit, formState, reset, setError } = useForm<Values>({
    resolver: formResolver(form),
    mode: 'onBlur',
    defaultValues: { identifier: '', name: '', description: '', speaking: false, forExtended: false, sceneGroupId: null },
  });
  useEffect(() => {
    if (opened)
      reset({
        identifier: initial?.identifier ?? '',
        name: initial?.name ?? '',
        description: initial?.description ?? '',
        speaking: initial?.speaking ?? false,
        forExtended: initial?.forExtended ?? false,
        sceneGroupId: initial?.sceneGroupId ? String(initial.sceneGroupId) : null,
      });
  }, [opened, initial, reset]);
  const save = useSavePart(projectId, kind, initial ? initial.id : null);
  const bodyOf = (values: Values) => ({
    identifier: values.identifier,
    name: values.name,
    description: values.description || null,
    ...(kind === 'role' ? { speaking: values.speaking, forExtended: values.forExtended } : {}),
    ...(kind === 'scene' ? { sceneGroupId: values.sceneGroupId ? Number(values.sceneGroupId) : null } : {}),
  });
  const error = (name: keyof Values) => translateMessage(t, formState.errors[name]?.message) || undefined;
  const submit = (values: Values) =>
    save.mutate(bodyOf(values), {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiError) for (const [field, message] of Object.entries(e.fields)) if (field in form.shape) setError(field as keyof Values, { type: 'server', message });
      },
    });
  const general = save.error instanceof ApiError && !Object.keys(save.error.fields).some((f) => f in form.shape) ? save.error.message : null;

  return (
    <Modal opened={opened} onClose={onClose} title={t(TITLES[kind][initial ? 1 : 0])} size="lg">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="md">
          {general && <Alert color="red">{general}</Alert>}
          <TextInput label={t('casting.fields.identifier')} required maxLength={30} error={error('identifier')} {...register('identifier')} data-autofocus />
          <TextInput label={t('casting.fields.name')} required error={error('name')} {...register('name')} />
          <Textarea label={t('casting.fields.description')} autosize minRows={2} maxRows={6} error={error('description')} {...register('description')} />
          {kind === 'role' && (
            <Group gap="lg">
              <Checkbox label={t('casting.fields.speaking')} {...register('speaking')} />
              <Checkbox label={t('casting.fields.forExtended')} {...register('forExtended')} />
            </Group>
          )}
          {kind === 'scene' && (
            <Controller
              control={control}
              name="sceneGroupId"
              render={({ field }) => (
                <Select
                  label={t('casting.fields.sceneGroup')}
                  placeholder={t('casting.scenes.noGroup')}
                  clearable
                  data={(sceneGroups.data ?? []).map((g) => ({ value: String(g.id), label: `${g.identifier} – ${g.name}` }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          )}
          {kind === 'group' && initial && <LinkedGroupsControl projectId={projectId} groupId={initial.id} />}
          <FormActions onCancel={onClose} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
