import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/get-user';
import { CertificatePanel } from './CertificatePanel';

/** The level-1 tab 'certificaat' of `/medewerker/{id}` (spec 1 §2). */
export function CertificateTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const profile = useUser(userId);
  if (!profile.data) return <Loader aria-label={t('app.loading')} />;
  return <CertificatePanel person={profile.data} />;
}
