/** The mail being written on /medewerkers/mail, kept for the tab so a reload loses nothing. */
export interface MailDraft {
  /** User ids, as POST /api/mail takes them. */
  to: number[];
  subject: string;
  /** HTML with placeholders; the server sanitises it. */
  html: string;
  /** Sent from a project (the registration list's Mail action): its reply-to and name. */
  projectId?: number;
}

export const MAIL_PATH = '/medewerkers/mail';
const KEY = 'coulisse.mailDraft';
const EMPTY_DRAFT: MailDraft = { to: [], subject: '', html: '' };

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);

export function readDraft(): MailDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<MailDraft> | null;
    if (!stored) return EMPTY_DRAFT;
    return {
      to: isIdList(stored.to) ? stored.to : [],
      subject: typeof stored.subject === 'string' ? stored.subject : '',
      html: typeof stored.html === 'string' ? stored.html : '',
      ...(Number.isInteger(stored.projectId) && stored.projectId! > 0 ? { projectId: stored.projectId } : {}),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export const saveDraft = (draft: MailDraft): void => sessionStorage.setItem(KEY, JSON.stringify(draft));
export const clearDraft = (): void => sessionStorage.removeItem(KEY);

/**
 * A selection handed over by a list's Mail action becomes the draft's recipients, with the
 * project it was sent from (or none); the text stays.
 */
export function withRecipients(draft: MailDraft, handedOver: unknown, projectId?: unknown): MailDraft {
  if (!isIdList(handedOver)) return draft;
  const { projectId: _previous, ...rest } = draft;
  return { ...rest, to: [...new Set(handedOver)], ...(Number.isInteger(projectId) && (projectId as number) > 0 ? { projectId: projectId as number } : {}) };
}
