import type { RegistrationDto, RegistrationInput } from '@coulisse/shared/schemas/registrations';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ApiError } from '../../../lib/api';
import { describeError } from '../../../lib/errors';
import { useRegistrationForm } from '../api/get-registration-form';
import { useUnregister } from '../api/unregister';
import { useUpdateRegistration } from '../api/update-registration';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationView } from './RegistrationView';

/** The values of a registration as the form edits them. */
const initialOf = (r: RegistrationDto): RegistrationInput => ({
  location: (r.general?.location ?? 0) as 0 | 1,
  choices: r.preferences?.choices.map((c) => c.id) ?? [],
  auditioning: r.preferences?.auditioning ?? false,
  partOfTown: r.other?.partOfTown?.value ?? null,
  talents: r.other?.talents ?? '',
  remarks: r.other?.remarks ?? '',
  diet: r.other?.diet ?? '',
  ...(r.abilities.updateOwnerRemarks ? { ownerRemarks: r.other?.ownerRemarks ?? '' } : {}),
});

/**
 * The Gegevens tab (spec 1 §2): the registration as a form for who may change it (spec 1 §4), read-
 * only otherwise; actions unregister (with confirmation) and back.
 */
export function DataTab({ registration, backTo }: { registration: RegistrationDto; backTo: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const own = registration.user.id === user?.id;
  // Editing needs every section: a form without them would send empty values back.
  const editable = registration.abilities.update && registration.general !== null && registration.preferences !== null && registration.other !== null;
  const form = useRegistrationForm(editable ? registration.projectId : null, own ? null : registration.user.id);
  const save = useUpdateRegistration(registration.id);
  const remove = useUnregister();
  const [confirming, setConfirming] = useState(false);
  const name = `${registration.user.firstName} ${registration.user.lastName}`;

  const actions = (
    <>
      <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {t('registrations.detail.back')}
      </Button>
      {registration.abilities.unregister && (
        <Button color="red" variant="light" leftSection={<IconUserMinus size={16} aria-hidden />} onClick={() => setConfirming(true)}>
          {t('registrations.detail.unregister')}
        </Button>
      )}
    </>
  );
  const onSubmit = (body: RegistrationInput) => save.mutate(body, { onSuccess: (result) => notifications.show({ color: 'green', message: result.message }) });
  const serverError = save.error instanceof ApiError ? { message: save.error.message, fields: save.error.fields } : save.error ? { message: describeError(t, save.error), fields: {} } : null;

  return (
    <Stack gap="lg">
      {remove.error && <Alert color="red">{describeError(t, remove.error)}</Alert>}
      {editable && form.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : editable && form.data ? (
        <RegistrationForm
          form={form.data}
          initial={initialOf(registration)}
          currentLocation={registration.general!.location as 0 | 1}
          mayWriteOwnerRemarks={registration.abilities.updateOwnerRemarks}
          submitLabel={t('registrations.form.save')}
          busy={save.isPending}
          serverError={serverError}
          onSubmit={onSubmit}
          actions={actions}
        />
      ) : (
        <>
          <RegistrationView registration={registration} />
          <div style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', flexWrap: 'wrap' }}>{actions}</div>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('registrations.detail.unregisterTitle')}
        message={own ? t('registrations.detail.unregisterConfirmSelf', { project: registration.projectName }) : t('registrations.detail.unregisterConfirm', { name, project: registration.projectName })}
        confirmLabel={t('registrations.detail.unregister')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(registration.id, {
            onSuccess: (result) => {
              setConfirming(false);
              notifications.show({ color: 'green', message: result.message });
              void navigate(backTo);
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </Stack>
  );
}
