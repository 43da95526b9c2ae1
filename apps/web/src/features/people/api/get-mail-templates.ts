import type { MailTemplatesAnswer } from '@coulisse/shared/schemas/communication';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { mailTemplatesKey } from './keys';

/** GET /api/mail/templates: the templates a mail can start from (kept by level 1 on /mail-sjablonen). */
const getMailTemplates = (): Promise<MailTemplatesAnswer> => apiRequest<MailTemplatesAnswer>('/mail/templates');

const mailTemplatesQuery = () => queryOptions({ queryKey: mailTemplatesKey, queryFn: getMailTemplates });

export const useMailTemplates = () => useQuery(mailTemplatesQuery());
