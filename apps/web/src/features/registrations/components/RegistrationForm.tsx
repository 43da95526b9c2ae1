import { partOfTownChoices } from '@coulisse/shared/rules/lookups';
import { DIET_SUGGESTIONS, offeredChoices } from '@coulisse/shared/rules/registration';
import { SIZE_FIELDS, SIZE_RANGES } from '@coulisse/shared/rules/sizes';
import { registrationSchema, type RegistrationBody, type RegistrationFormAnswer, type RegistrationInput } from '@coulisse/shared/schemas/registrations';
import { Alert, Autocomplete, Badge, Button, Checkbox, Group, NumberInput, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { translateMessage } from '../../../lib/i18n';
import { ShirtSizeSelect } from '../../../components/ui/ShirtSizeSelect';
import { formResolver } from '../../../lib/formResolver';

export interface RegistrationFormProps {
  form: RegistrationFormAnswer;
  /** Values of an existing registration (edit); absent for a new one. */
  initial?: RegistrationInput;
  /** The side the registration has now: it stays offered when its window closed. */
  currentLocation?: 0 | 1;
  mayWriteOwnerRemarks?: boolean;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal: its message and per-field messages. */
  serverError?: { message: string; fields: Record<string, string> } | null;
  onSubmit: (body: RegistrationInput) => void;
  /** Extra actions beside the submit button (unregister, back). */
  actions?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

type SizesInput = NonNullable<RegistrationInput['sizes']>;

const emptySizes = (form: RegistrationFormAnswer): SizesInput | undefined =>
  form.sizes
    ? {
        shirtSize: (form.sizes.shirtSize ?? undefined) as SizesInput['shirtSize'],
        height: form.sizes.height,
        chest: form.sizes.chest,
        waist: form.sizes.waist,
        hipSize: form.sizes.hipSize,
        headSize: form.sizes.headSize,
        clothingSize: form.sizes.clothingSize ?? '',
      }
    : undefined;

/**
 * The registration form (spec 1 §2 "Registration detail screen"): general data (on or off stage,
 * only the sides still open), preferences (the choices of that side, the audition with its hint),
 * other data (part of town, required in an extended project; talents; remarks; diet when the
 * project asks for it) and the clothing sizes the form carries. Checked on blur with the project's
 * rules, the same as the server's.
 */
export function RegistrationForm({ form: answer, initial, currentLocation, mayWriteOwnerRemarks = false, submitLabel, busy, serverError, onSubmit, actions }: RegistrationFormProps) {
  const { t } = useTranslation();
  const { project, window } = answer;
  const schema = useMemo(
    () => registrationSchema({ extended: project.extended, auditionsEnabled: project.auditionsEnabled, dietEnabled: project.dietEnabled, choices: answer.choices }),
    [project, answer.choices],
  );
  const sides = ([1, 0] as const).filter((side) => answer.ignoresWindow || side === currentLocation || (side === 1 ? window.onStage : window.offStage));
  const sizes = answer.mayEditSizes ? emptySizes(answer) : undefined;
  // An existing registration carries no sizes: the form shows (and sends back) the profile's.
  const defaults: DefaultValues<RegistrationInput> = initial ? { ...initial, sizes } : {
    location: sides.length === 1 ? sides[0] : undefined,
    choices: [],
    auditioning: false,
    partOfTown: null,
    talents: '',
    remarks: '',
    diet: '',
    sizes,
  };
  const { control, handleSubmit, register, watch, setValue, setError, getValues, formState } = useForm<RegistrationInput, unknown, RegistrationBody>({
    resolver: formResolver(schema),
    mode: 'onBlur',
    defaultValues: defaults,
  });
  const message = (error: { message?: string } | undefined) => (error?.message ? translateMessage(t, error.message) : undefined);
  const location = watch('location');
  const offered = location === 0 || location === 1 ? offeredChoices(answer.choices, location, project.extended) : [];

  // Switching sides switches the options (spec 1 §4): drop the choices of the other side.
  useEffect(() => {
    const ids = new Set(offered.map((c) => c.id));
    const kept = (getValues('choices') ?? []).filter((id) => ids.has(id));
    if (kept.length !== (getValues('choices') ?? []).length) setValue('choices', kept);
  }, [location]); // eslint-disable-line react-hooks/exhaustive-deps

  // The server's field messages land on their fields.
  useEffect(() => {
    for (const [field, text] of Object.entries(serverError?.fields ?? {})) setError(field as keyof RegistrationInput, { type: 'server', message: text });
  }, [serverError, setError]);

  const submit = handleSubmit((body) => onSubmit({ ...body, sizes: answer.mayEditSizes && answer.sizes ? body.sizes : undefined }));
  const sideLabel = (side: 0 | 1) => t(side === 1 ? 'registrations.form.onStage' : 'registrations.form.offStage');
  const sizeErrors = formState.errors.sizes;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="lg">
        {serverError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {serverError.message}
          </Alert>
        )}
        <Section title={t('registrations.form.general')}>
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <Radio.Group
                label={t('registrations.form.location')}
                required
                value={field.value === undefined || field.value === null ? '' : String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                error={message(formState.errors.location)}
              >
                <Group mt="xs" gap="lg">
                  {sides.map((side) => (
                    <Radio key={side} value={String(side)} label={sideLabel(side)} onBlur={field.onBlur} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {!window.onStage && project.closedFrom && <Text c="dimmed" fz="sm">{t('registrations.form.onStageClosedHint', { date: formatDate(project.closedFrom) })}</Text>}
          {answer.ignoresWindow && window.mode === 'none' && (
            <Alert color="orange" icon={<IconLock aria-hidden />}>
              {t('registrations.form.adminOutsideWindow')}
            </Alert>
          )}
        </Section>

        <Section title={t('registrations.form.preferences')}>
          {location !== 0 && location !== 1 ? null : offered.length === 0 ? (
            <Text c="dimmed">{t('registrations.form.noChoices')}</Text>
          ) : (
            <Controller
              control={control}
              name="choices"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('registrations.form.choices')}
                  description={t('registrations.form.choicesHint')}
                  required
                  value={(field.value ?? []).map(String)}
                  onChange={(values) => field.onChange(values.map(Number))}
                  error={message(formState.errors.choices)}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                    {offered.map((choice) => (
                      <Checkbox
                        key={choice.id}
                        value={String(choice.id)}
                        onBlur={field.onBlur}
                        label={
                          <Group gap={6} wrap="nowrap">
                            <span>{choice.name}</span>
                            <Badge size="xs" variant="light" color={choice.role ? 'blue' : 'gray'}>
                              {t(choice.role ? 'registrations.form.role' : 'registrations.form.task')}
                            </Badge>
                          </Group>
                        }
                      />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            />
          )}
          {project.auditionsEnabled && location === 1 && (
            <Checkbox {...register('auditioning')} label={t('registrations.form.auditioning')} description={project.auditionHint ?? undefined} />
          )}
        </Section>

        <Section title={t('registrations.form.other')}>
          <Controller
            control={control}
            name="partOfTown"
            render={({ field }) => (
              <Select
                label={t('registrations.form.partOfTown')}
                placeholder={t('register.choose')}
                required={project.extended}
                clearable={!project.extended}
                searchable
                data={partOfTownChoices().map((p) => ({ value: String(p.value), label: p.label }))}
                value={field.value === null || field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                onBlur={field.onBlur}
                error={message(formState.errors.partOfTown)}
              />
            )}
          />
          <Textarea {...register('talents')} label={t('registrations.form.talents')} description={t('registrations.form.talentsHint')} autosize minRows={2} error={message(formState.errors.talents)} />
          <Textarea {...register('remarks')} label={t('registrations.form.remarks')} autosize minRows={2} error={message(formState.errors.remarks)} />
          {project.dietEnabled && (
            <Controller
              control={control}
              name="diet"
              render={({ field }) => (
                <Autocomplete
                  label={t('registrations.form.diet')}
                  placeholder={t('registrations.form.dietHint')}
                  data={[...DIET_SUGGESTIONS]}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={message(formState.errors.diet)}
                />
              )}
            />
          )}
          {mayWriteOwnerRemarks && <Textarea {...register('ownerRemarks')} label={t('registrations.form.ownerRemarks')} autosize minRows={2} error={message(formState.errors.ownerRemarks)} />}
        </Section>

        {answer.sizes && (
          <Section title={t('registrations.form.sizes')}>
            {!answer.mayEditSizes ? (
              <>
                <Alert color="orange" icon={<IconLock aria-hidden />}>
                  {t('registrations.form.sizesLocked')}
                </Alert>
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  <Text fz="sm">
                    {t('signup.shirtSize')}: <b>{answer.sizes.shirtSize ?? '–'}</b>
                  </Text>
                  {SIZE_FIELDS.map((field) => (
                    <Text fz="sm" key={field}>
                      {t(`profileScreen.sizes.${field}`)}: <b>{answer.sizes?.[field] ?? '–'}</b>
                    </Text>
                  ))}
                </SimpleGrid>
              </>
            ) : (
              <>
                <Controller
                  control={control}
                  name="sizes.shirtSize"
                  render={({ field }) => <ShirtSizeSelect field={field} error={message(sizeErrors?.shirtSize)} />}
                />
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  {SIZE_FIELDS.map((name) => (
                    <Controller
                      key={name}
                      control={control}
                      name={`sizes.${name}`}
                      render={({ field }) => (
                        <NumberInput
                          label={t(`profileScreen.sizes.${name}`)}
                          description={t('profileScreen.sizeRange', SIZE_RANGES[name])}
                          suffix=" cm"
                          allowDecimal={false}
                          allowNegative={false}
                          hideControls
                          value={typeof field.value === 'number' ? field.value : ''}
                          onChange={(value) => field.onChange(value === '' ? null : value)}
                          onBlur={field.onBlur}
                          error={message(sizeErrors?.[name])}
                        />
                      )}
                    />
                  ))}
                </SimpleGrid>
              </>
            )}
          </Section>
        )}

        <Group justify="space-between" gap="sm">
          <Group gap="sm">{actions}</Group>
          <Button type="submit" ml="auto" loading={busy} disabled={sides.length === 0}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
