import type { Flag } from '@coulisse/shared/access/flags';
import { holdsFlagIn } from '../../platform/access/projectRights';
import { registerRelation, registerResolver } from '../../platform/access/resolvers';
import { registerFileOwner, type FileOwnerRule } from '../../platform/files/owners';
import type { AccessRule } from '../../platform/access/rules';
import { messagesAddressedTo, projectsOfMessages } from './messages.repository';

declare module '../../platform/files/owners' {
  interface FileOwnerKinds {
    /** An attachment of a project message: its owner id is the message id. */
    messageAttachment: true;
  }
}

/** A message's attachments: its recipients and the project's readers of messages. */
const attachmentRule: FileOwnerRule = {
  mayRead: async (db, auth, messageId) => {
    if (!auth) return false;
    if ((await messagesAddressedTo(db, auth.user.id, [messageId])).size) return true;
    const projectId = (await projectsOfMessages(db, [messageId])).get(messageId);
    return projectId !== undefined && holdsFlagIn(db, auth, projectId, 'canReadMessages');
  },
};

declare module '../../platform/access/resolvers' {
  interface RecordKinds {
    /** A project message: its project_id. */
    message: true;
  }
  interface Relations {
    /** The message is addressed to the caller (they have a read row). */
    messageRecipient: true;
  }
}

/** Lets routes name messages in their access rules; called before the routes are declared. */
export function registerMessagesAccess(): void {
  registerResolver('message', projectsOfMessages);
  registerRelation('messageRecipient', messagesAddressedTo);
  registerFileOwner('messageAttachment', attachmentRule);
}

/** A flag in the project of the message in the path (`:id`): 404 for a missing message and a refused one alike. */
export const onMessage = (flag: Flag): AccessRule => ({ flag, project: { param: 'id', via: 'message' } });

/** The recipients of the message in the path, acting for themselves. */
export const addressedToCaller: AccessRule = { self: { param: 'id', via: 'messageRecipient' } };
