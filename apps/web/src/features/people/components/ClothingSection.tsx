import { heightRequiredRule, SIZE_FIELDS, SIZE_RANGES, type SizeField } from '@coulisse/shared/rules/sizes';
import { sizesBody, type SizesBody } from '@coulisse/shared/schemas/people/profile';
import { Alert, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '../../../components/ui/useFieldError';
import type { UserProfile } from '../api/get-user';
import { useSaveProfileSection } from '../api/save-profile-section';
import { ProfileCard } from './ProfileCard';
import { ProfileFacts } from './ProfileFacts';
import { SectionForm } from './SectionForm';
import { ShirtSizeSelect } from '../../../components/ui/ShirtSizeSelect';
import { formResolver } from '../../../lib/formResolver';

type SizesValues = z.input<typeof sizesBody>;

/** The server's rule too: a stored height cannot be emptied (spec 1 §5 "required if a stored height exists"). */
const sizesSchema = (storedHeight: number | null) =>
  sizesBody.superRefine((body, ctx) => {
    const key = heightRequiredRule(storedHeight, body.height);
    if (key) ctx.addIssue({ code: 'custom', path: ['height'], message: key });
  });

function SizeInput({ field }: { field: SizeField }) {
  const { t } = useTranslation();
  const { control } = useFormContext<SizesValues>();
  const error = useFieldError<SizesValues>();
  const { min, max } = SIZE_RANGES[field];
  return (
    <Controller
      control={control}
      name={field}
      render={({ field: input }) => (
        <NumberInput
          label={t(`profileScreen.sizes.${field}`)}
          description={t('profileScreen.sizeRange', { min, max })}
          suffix=" cm"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={typeof input.value === 'number' ? input.value : ''}
          onChange={(value) => input.onChange(value === '' ? null : value)}
          onBlur={input.onBlur}
          ref={input.ref}
          name={input.name}
          error={error(field)}
        />
      )}
    />
  );
}

function SizesFields() {
  const { t } = useTranslation();
  const { control, register } = useFormContext<SizesValues>();
  const error = useFieldError<SizesValues>();
  return (
    <>
      <Controller control={control} name="shirtSize" render={({ field }) => <ShirtSizeSelect field={field} error={error('shirtSize')} />} />
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        {SIZE_FIELDS.map((field) => (
          <SizeInput key={field} field={field} />
        ))}
      </SimpleGrid>
      <TextInput label={t('profileScreen.sizes.clothingSize')} error={error('clothingSize')} {...register('clothingSize')} />
    </>
  );
}

function SizesForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const save = useSaveProfileSection<SizesBody>(profile.id, 'clothing');
  const schema = useMemo(() => sizesSchema(profile.height), [profile.height]);
  const form = useForm<SizesValues, unknown, SizesBody>({
    resolver: formResolver(schema),
    mode: 'onBlur',
    defaultValues: {
      shirtSize: (profile.tShirt ?? undefined) as SizesValues['shirtSize'],
      height: profile.height,
      chest: profile.chest,
      waist: profile.waist,
      hipSize: profile.hipSize,
      headSize: profile.headSize,
      clothingSize: profile.clothingSize ?? '',
    },
  });
  return (
    <SectionForm form={form} save={save} onDone={onDone}>
      <SizesFields />
    </SectionForm>
  );
}

interface Props {
  profile: UserProfile;
  editable: boolean;
  /** The person looks at their own sizes (the notice speaks to them). */
  own: boolean;
}

/**
 * Column 3: clothing sizes (spec 1 §5). Frozen sizes show a notice (level 1 with the clothing
 * right may still change them); a participant whose sizes are locked gets the orange notice.
 */
export function ClothingSection({ profile, editable, own }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const cm = (value: number | null) => (value === null ? null : `${value} cm`);
  const notice = profile.clothingFrozen
    ? t(editable ? 'profileScreen.sizesFrozenAdmin' : 'profileScreen.sizesFrozen')
    : own && !editable
      ? t('profileScreen.sizesLocked')
      : null;
  return (
    <ProfileCard title={t('profile.clothing')} onEdit={editable && !editing ? () => setEditing(true) : undefined}>
      <Stack gap="md">
        {notice && (
          <Alert color="orange" icon={<IconLock aria-hidden />}>
            {notice}
          </Alert>
        )}
        {editing ? (
          <SizesForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ProfileFacts
            columns={2}
            facts={[
              { label: t('signup.shirtSize'), value: profile.tShirt },
              ...SIZE_FIELDS.map((field) => ({ label: t(`profileScreen.sizes.${field}`), value: cm(profile[field]) })),
              { label: t('profileScreen.sizes.clothingSize'), value: profile.clothingSize },
            ]}
          />
        )}
      </Stack>
    </ProfileCard>
  );
}
