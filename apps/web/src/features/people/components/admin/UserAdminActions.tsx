import { mayManageAccount } from '@coulisse/shared/rules/accountAdmin';
import type { TransferAnswer } from '@coulisse/shared/schemas/userAdmin';
import { Badge, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLink, IconMailCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../../app/auth/useAuth';
import { useHomePath, useScreenAvailable } from '../../../../app/screens/ScreenRegistry';
import { refusal } from './refusal';
import { useConfirmUser } from '../../api/confirm-user';
import { useCreateResetLink } from '../../api/create-reset-link';
import { DeleteUserDialog } from './DeleteUserDialog';
import { ResetLinkDialog } from './ResetLinkDialog';

interface AdministeredPerson {
  id: number;
  firstName: string | null;
  lastName: string | null;
  /** Null when the caller may not read it. */
  confirmed?: boolean | null;
  /** The account's level: none of these buttons works on an account above the caller's. */
  level?: number;
}

interface Props {
  person: AdministeredPerson;
  /** Not offered when the profile is shown inside a registration (spec 1 §2). */
  context?: 'profile' | 'registration';
}

const USERS_PATH = '/medewerkers';

/**
 * The admin buttons of the profile screen (spec 1 §2): confirm the e-mail address and make a
 * reset link (canUpdateUsers), delete with the data-transfer window (canDeleteUsers). Not shown on
 * one's own profile, where none of them makes sense, nor on an account of a higher level than the
 * caller's, where the server refuses them all (`mayManageAccount`).
 */
export function UserAdminActions({ person, context = 'profile' }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const available = useScreenAvailable();
  const home = useHomePath();
  const confirm = useConfirmUser();
  const resetLink = useCreateResetLink();
  const [showLink, setShowLink] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!user || context === 'registration' || person.id === user.id) return null;
  if (person.level !== undefined && !mayManageAccount(user, { level: person.level })) return null;
  const mayUpdate = user.flags.canUpdateUsers === true;
  const mayDelete = user.flags.canDeleteUsers === true;
  if (!mayUpdate && !mayDelete) return null;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');

  const deleted = (transfer: (TransferAnswer & { to: string }) | null) => {
    setDeleting(false);
    notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('userAdmin.deleted') });
    if (transfer?.kept.length) {
      notifications.show({
        color: 'orange',
        autoClose: false,
        message: t('userAdmin.transferKept', { name: transfer.to, projects: transfer.kept.map((p) => p.projectName).join(', ') }),
      });
    }
    void navigate(available(USERS_PATH) ? USERS_PATH : home, { replace: true });
  };

  return (
    <>
      <Group role="group" aria-label={t('userAdmin.actions')} gap="xs">
        {mayUpdate &&
          (person.confirmed === true ? (
            <Badge color="teal" variant="light" size="lg" tt="none" leftSection={<IconMailCheck size={14} aria-hidden />}>
              {t('userAdmin.emailConfirmed')}
            </Badge>
          ) : (
            <Button
              variant="light"
              size="sm"
              leftSection={<IconMailCheck size={16} aria-hidden />}
              loading={confirm.isPending}
              onClick={() =>
                confirm.mutate(person.id, {
                  onSuccess: () => notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t('userAdmin.confirmed') }),
                })
              }
            >
              {t('userAdmin.confirmEmail')}
            </Button>
          ))}
        {mayUpdate && (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => {
              resetLink.reset();
              resetLink.mutate(person.id);
              setShowLink(true);
            }}
          >
            {t('userAdmin.resetLink')}
          </Button>
        )}
        {mayDelete && (
          <Button variant="light" color="red" size="sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
            {t('userAdmin.deleteUser')}
          </Button>
        )}
      </Group>
      <ResetLinkDialog
        opened={showLink}
        name={name}
        link={resetLink.data}
        pending={resetLink.isPending}
        error={resetLink.isError ? refusal(t, resetLink.error) : null}
        onClose={() => setShowLink(false)}
      />
      {mayDelete && <DeleteUserDialog opened={deleting} person={{ id: person.id, name }} onClose={() => setDeleting(false)} onDeleted={deleted} />}
    </>
  );
}
