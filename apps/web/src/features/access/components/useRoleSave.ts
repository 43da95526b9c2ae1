import type { AccessRoleBody } from '@coulisse/shared/schemas/access';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSaveError } from './saveFeedback';

const NO_FIELDS: Record<string, string> = {};

/**
 * The save flow both role screens share: clear old field errors, save, show the generic success
 * text of spec 1 §8 ('Toegangsrol werd succesvol aangemaakt/gewijzigd') and go back to the list;
 * a refusal puts its messages on their fields.
 */
export function useRoleSave<T>(mutation: UseMutationResult<T, Error, AccessRoleBody>, successKey: 'success.created' | 'success.updated') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [serverFields, setServerFields] = useState(NO_FIELDS);
  const save = (body: AccessRoleBody) => {
    setServerFields(NO_FIELDS);
    mutation.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t(successKey, { resource: t('accessRoles.resourceSingle') }) });
        void navigate('/toegangsrollen');
      },
      onError: (error) => showSaveError(t, error, setServerFields),
    });
  };
  return { save, serverFields };
}
