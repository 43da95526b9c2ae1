import { remarksBody, type RemarksBody } from '@coulisse/shared/schemas/people/profile';
import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldError } from '../../../components/ui/useFieldError';
import type { UserProfile } from '../api/get-user';
import { useSaveProfileSection } from '../api/save-profile-section';
import { ProfileCard } from './ProfileCard';
import { ProfileFacts } from './ProfileFacts';
import { SectionForm } from './SectionForm';
import { formResolver } from '../../../lib/formResolver';

type RemarksValues = z.input<typeof remarksBody>;
/** `remarks` is the person's own remark, `ownerRemarks` the organisation's (spec 1 §3). */
type RemarkField = 'remarks' | 'ownerRemarks';

function RemarkField({ field, label }: { field: RemarkField; label: string }) {
  const { register } = useFormContext<RemarksValues>();
  const error = useFieldError<RemarksValues>();
  return <Textarea label={label} autosize minRows={3} maxRows={10} error={error(field)} {...register(field)} />;
}

function RemarkForm({ profile, field, label, onDone }: { profile: UserProfile; field: RemarkField; label: string; onDone: () => void }) {
  const save = useSaveProfileSection<RemarksBody>(profile.id, 'remarks');
  // Only this section's field is sent: the other one may not be the caller's to write.
  const form = useForm<RemarksValues, unknown, RemarksBody>({
    resolver: formResolver(remarksBody),
    mode: 'onBlur',
    defaultValues: { [field]: profile[field] ?? '' },
  });
  return (
    <SectionForm form={form} save={save} onDone={onDone}>
      <RemarkField field={field} label={label} />
    </SectionForm>
  );
}

interface Props {
  profile: UserProfile;
  field: RemarkField;
  title: string;
  label: string;
  editable: boolean;
}

/** A free-text remark: the person's own (column 2, other info) or the organisation's (column 3). */
export function RemarkSection({ profile, field, title, label, editable }: Props) {
  const [editing, setEditing] = useState(false);
  return (
    <ProfileCard title={title} onEdit={editable && !editing ? () => setEditing(true) : undefined}>
      {editing ? (
        <RemarkForm profile={profile} field={field} label={label} onDone={() => setEditing(false)} />
      ) : (
        <ProfileFacts facts={[{ label, value: profile[field] }]} />
      )}
    </ProfileCard>
  );
}
