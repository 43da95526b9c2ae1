import { useAuth } from '../../../../app/auth/useAuth';
import { useCertificateStatus } from '../../api/get-certificate';
import { CertificatePanel } from './CertificatePanel';

/**
 * The signed-in user's own certificate of good conduct on /profiel, shown once there is one or the
 * organisation asked for one: view, replace or remove it.
 */
export function OwnCertificate() {
  const { user } = useAuth();
  const status = useCertificateStatus(user?.id ?? 0);
  if (!user || !(status.data?.hasCertificate || status.data?.shouldUploadCertificate || user.shouldUploadCertificate)) return null;
  return <CertificatePanel person={user} />;
}
