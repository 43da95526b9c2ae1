/** Every outbox query starts with this key; a retry refreshes list and preview together. */
export const mailsKey = ['mails'] as const;

export const mailKey = (id: number) => [...mailsKey, 'mail', id] as const;
