import { countryName } from '@coulisse/shared/rules/lookups';
import { personalBody, type PersonalBody } from '@coulisse/shared/schemas/people/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import type { UserProfile } from '../api/get-user';
import { useSaveProfileSection } from '../api/save-profile-section';
import { PersonalFields } from '../../../components/ui/PersonalFields';
import { ProfileCard } from './ProfileCard';
import { ProfileFacts } from './ProfileFacts';
import { SectionForm } from './SectionForm';
import { formResolver } from '../../../lib/formResolver';

type PersonalValues = z.input<typeof personalBody>;

function PersonalForm({ profile, onDone }: { profile: UserProfile; onDone: () => void }) {
  const save = useSaveProfileSection<PersonalBody>(profile.id, 'personal');
  const form = useForm<PersonalValues, unknown, PersonalBody>({
    resolver: formResolver(personalBody),
    mode: 'onBlur',
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dateOfBirth: profile.dateOfBirth ?? '',
      sex: (profile.sex ?? undefined) as PersonalValues['sex'],
      nationality: profile.nationality ?? '',
      origin: profile.origin ?? undefined,
    },
  });
  return (
    <SectionForm form={form} save={save} onDone={onDone}>
      <PersonalFields />
    </SectionForm>
  );
}

/** Column 1: names, birth date, sex, nationality and country of birth (spec 1 §2, §5). */
export function PersonalSection({ profile, editable }: { profile: UserProfile; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const title = t('profile.personal');
  return (
    <ProfileCard title={title} onEdit={editable && !editing ? () => setEditing(true) : undefined}>
      {editing ? (
        <PersonalForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <ProfileFacts
          facts={[
            { label: t('signup.firstName'), value: profile.firstName },
            { label: t('signup.lastName'), value: profile.lastName },
            { label: t('signup.dateOfBirth'), value: formatDate(profile.dateOfBirth) },
            { label: t('signup.sex'), value: profile.sex === null ? null : t(`signup.sexes.${profile.sex}`) },
            { label: t('signup.nationality'), value: profile.nationality },
            { label: t('signup.origin'), value: profile.origin ? countryName(profile.origin, currentLocale(i18n.language)) : null },
          ]}
        />
      )}
    </ProfileCard>
  );
}
