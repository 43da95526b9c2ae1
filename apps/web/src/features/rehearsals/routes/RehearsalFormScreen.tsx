import { repetitionFormComplete, setRegister } from '@coulisse/shared/rules/rehearsals';
import type { RepetitionBody, SelectionItemDto } from '@coulisse/shared/schemas/rehearsals';
import { Alert, Button, Checkbox, Group, Loader, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';
import { useSettingsLists } from '../../../app/project/api/get-settings-lists';
import { useRehearsal } from '../api/get-rehearsal';
import { useRehearsalCopy } from '../api/get-rehearsal-copy';
import { useSelectorData } from '../api/get-selector-data';
import { useSaveRehearsal } from '../api/save-rehearsal';
import { ParticipantSelector } from '../../../components/ui/ParticipantSelector';

interface FormState {
  identifier: string;
  name: string;
  description: string;
  date: string;
  start: string;
  end: string;
  locationId: string | null;
  typeId: string | null;
  register: boolean;
  sendMail: boolean;
  selection: SelectionItemDto[];
}
const EMPTY: FormState = { identifier: '', name: '', description: '', date: '', start: '', end: '', locationId: null, typeId: null, register: false, sendMail: false, selection: [] };

function fromBody(b: RepetitionBody): FormState {
  return {
    identifier: b.identifier,
    name: b.name,
    description: b.description ?? '',
    date: b.date,
    start: b.start,
    end: b.end,
    locationId: String(b.locationId),
    typeId: String(b.typeId),
    register: b.register ?? false,
    sendMail: b.sendMail ?? false,
    selection: (b.selection ?? []) as SelectionItemDto[],
  };
}

/**
 * `/repetities/nieuw?projectId=…[&copy=id]` and `/repetities/{id}/bewerk` (spec 2 §2 §5): every field,
 * save disabled until the required ones are filled in, register ticks sendMail, the participant
 * selector; saving returns to the project's rehearsal list.
 */
export function RehearsalFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : null;
  const copyId = search.get('copy') ? Number(search.get('copy')) : null;
  const existing = useRehearsal(id);
  const copy = useRehearsalCopy(copyId);
  const projectId: number | null = id ? (existing.data?.projectId ?? null) : Number(search.get('projectId')) || Number(copy.data?.projectId) || null;
  const lists = useSettingsLists(projectId);
  const selector = useSelectorData(projectId, id);
  const save = useSaveRehearsal(id);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (loaded) return;
    if (id && existing.data) {
      const d = existing.data;
      setForm(fromBody({ ...d, selection: d.selection }));
      setLoaded(true);
    } else if (copyId && copy.data) {
      setForm(fromBody(copy.data));
      setLoaded(true);
    }
  }, [id, copyId, existing.data, copy.data, loaded]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const err = (name: string) => (fields[name] ? translateMessage(t, fields[name]) : undefined);
  const complete = repetitionFormComplete({ ...form, locationId: form.locationId ? Number(form.locationId) : null, typeId: form.typeId ? Number(form.typeId) : null });

  const submit = async () => {
    if (!projectId) return;
    await save.mutateAsync({
      projectId,
      identifier: form.identifier,
      name: form.name,
      description: form.description || null,
      date: form.date,
      start: form.start,
      end: form.end,
      locationId: Number(form.locationId),
      typeId: Number(form.typeId),
      register: form.register,
      sendMail: form.sendMail,
      selection: form.selection,
    });
    void navigate(`/projecten/${projectId}/repetities`);
  };

  if ((id && existing.isPending) || !projectId || lists.isPending || selector.isPending) return <Loader aria-label={t('app.loading')} />;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t(id ? 'rehearsals.edit' : 'rehearsals.new')}
      </Title>
      <Paper withBorder p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit().catch(() => undefined);
          }}
        >
          <Stack gap="md">
            {save.error && !Object.keys(fields).length && <Alert color="red">{save.error.message}</Alert>}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('rehearsals.identifier')} required maxLength={10} value={form.identifier} onChange={(e) => set('identifier', e.currentTarget.value)} error={err('identifier')} />
              <TextInput label={t('rehearsals.name')} required maxLength={70} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} error={err('name')} />
            </SimpleGrid>
            <Textarea label={t('rehearsals.description')} maxLength={255} autosize minRows={2} value={form.description} onChange={(e) => set('description', e.currentTarget.value)} error={err('description')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput type="date" label={t('rehearsals.date')} required value={form.date} onChange={(e) => set('date', e.currentTarget.value)} error={err('date')} />
              <TextInput type="time" label={t('rehearsals.start')} required value={form.start} onChange={(e) => set('start', e.currentTarget.value)} error={err('start')} />
              <TextInput type="time" label={t('rehearsals.end')} required value={form.end} onChange={(e) => set('end', e.currentTarget.value)} error={err('end')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('rehearsals.location')}
                required
                data={(lists.data?.locations ?? []).map((l) => ({ value: String(l.id), label: `${l.identifier} ${l.name}` }))}
                value={form.locationId}
                onChange={(v) => set('locationId', v)}
                error={err('locationId')}
              />
              <Select label={t('rehearsals.type')} required data={(lists.data?.types ?? []).map((x) => ({ value: String(x.id), label: x.name }))} value={form.typeId} onChange={(v) => set('typeId', v)} error={err('typeId')} />
            </SimpleGrid>
            <Group>
              <Checkbox label={t('rehearsals.register')} checked={form.register} onChange={(e) => setForm((f) => ({ ...f, ...setRegister(e.currentTarget.checked) }))} />
              {form.register && <Checkbox label={t('rehearsals.sendMail')} checked={form.sendMail} onChange={(e) => set('sendMail', e.currentTarget.checked)} />}
            </Group>
            {selector.data && <ParticipantSelector data={selector.data} value={form.selection} onChange={(v) => set('selection', v)} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(`/projecten/${projectId}/repetities`)}>
                {t('rehearsals.cancel')}
              </Button>
              {id && (
                <Button variant="default" onClick={() => void navigate(`/repetities/nieuw?copy=${id}`)}>
                  {t('rehearsals.copy')}
                </Button>
              )}
              <Button type="submit" disabled={!complete} loading={save.isPending}>
                {t('rehearsals.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
