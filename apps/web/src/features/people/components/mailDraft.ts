import { LIST_PATH } from './BackToListHeader';

/** The mail being written on /medewerkers/mail, kept for the tab so a reload loses nothing. */
export interface MailDraft {
  /** User ids, as POST /api/mail takes them. */
  to: number[];
  subject: string;
  /** HTML with placeholders; the server sanitises it. */
  html: string;
  /** Sent from a project: its reply-to and name. */
  projectId?: number;
  /**
   * Handed over by a project list's Mail action: the mail goes through that list's call, which
   * mails only people in it (registered in the project, called by the rehearsal).
   */
  scope?: MailScope;
}

export interface MailScope {
  kind: 'project' | 'repetition';
  id: number;
}

/** The call that sends a draft, and the list the screen returns to afterwards. */
export const scopeCall = (scope: MailScope | undefined): { path: string; back: string } =>
  !scope
    ? { path: '/mail', back: LIST_PATH }
    : scope.kind === 'project'
      ? { path: `/project/${scope.id}/mail`, back: `/projecten/${scope.id}/inschrijvingen` }
      : { path: `/repetition/${scope.id}/mail`, back: `/repetities/${scope.id}/aanwezigheid` };


export const MAIL_PATH = '/medewerkers/mail';
const KEY = 'coulisse.mailDraft';
const EMPTY_DRAFT: MailDraft = { to: [], subject: '', html: '' };

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isId);
const asScope = (value: unknown): MailScope | undefined => {
  const scope = value as Partial<MailScope> | null | undefined;
  return scope && (scope.kind === 'project' || scope.kind === 'repetition') && isId(scope.id) ? { kind: scope.kind, id: scope.id } : undefined;
};

export function readDraft(): MailDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<MailDraft> | null;
    if (!stored) return EMPTY_DRAFT;
    return {
      to: isIdList(stored.to) ? stored.to : [],
      subject: typeof stored.subject === 'string' ? stored.subject : '',
      html: typeof stored.html === 'string' ? stored.html : '',
      ...(isId(stored.projectId) ? { projectId: stored.projectId } : {}),
      ...(asScope(stored.scope) ? { scope: asScope(stored.scope) } : {}),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export const saveDraft = (draft: MailDraft): void => sessionStorage.setItem(KEY, JSON.stringify(draft));
export const clearDraft = (): void => sessionStorage.removeItem(KEY);

/**
 * A selection handed over by a list's Mail action becomes the draft's recipients, with the
 * project it was sent from and the list's scope (or none); the text stays.
 */
export function withRecipients(draft: MailDraft, handedOver: unknown, projectId?: unknown, scope?: unknown): MailDraft {
  if (!isIdList(handedOver)) return draft;
  const { projectId: _previous, scope: _previousScope, ...rest } = draft;
  const listScope = asScope(scope);
  return { ...rest, to: [...new Set(handedOver)], ...(isId(projectId) ? { projectId } : {}), ...(listScope ? { scope: listScope } : {}) };
}
