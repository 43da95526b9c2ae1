/** The mail being written on /medewerkers/mail, kept for the tab so a reload loses nothing. */
export interface MailDraft {
  /** User ids, as POST /api/mail takes them. */
  to: number[];
  subject: string;
  body: string;
}

export const MAIL_PATH = '/medewerkers/mail';
const KEY = 'coulisse.mailDraft';
export const EMPTY_DRAFT: MailDraft = { to: [], subject: '', body: '' };

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);

export function readDraft(): MailDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<MailDraft> | null;
    if (!stored) return EMPTY_DRAFT;
    return {
      to: isIdList(stored.to) ? stored.to : [],
      subject: typeof stored.subject === 'string' ? stored.subject : '',
      body: typeof stored.body === 'string' ? stored.body : '',
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export const saveDraft = (draft: MailDraft): void => sessionStorage.setItem(KEY, JSON.stringify(draft));
export const clearDraft = (): void => sessionStorage.removeItem(KEY);

/** A selection handed over by the list's Mail action becomes the draft's recipients; the text stays. */
export function withRecipients(draft: MailDraft, handedOver: unknown): MailDraft {
  if (!isIdList(handedOver)) return draft;
  return { ...draft, to: [...new Set(handedOver)] };
}
