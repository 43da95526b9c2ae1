import { certificateLink } from '../../api/certificate-link';

/**
 * Opens the PDF in a new tab. The tab is opened at the click, before the single-use link is
 * fetched, so popup blockers allow it; it then goes to the link (never to the session token).
 */
export async function openCertificate(userId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await certificateLink(userId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
