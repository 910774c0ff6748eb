// The messenger (spelt "messanger" in its paths, as the spec writes them): private chats, groups and
// channels, their members with roles, bans and mutes, messages with files and reactions, unread
// markers. A chat is addressed as the spec's client does, by `receiver_content_type` and
// `receiver_object_id`: a group or channel by its chat id, a private chat by the other user's id
// (so the caller's own view of "the chat with user 7" is `user`/7).
import { z } from 'zod';
import { IdSchema, PageQuerySchema, TimestampSchema, UserBriefSchema, pageOf } from './common.js';
import { endpointGroup } from './endpoint.js';

export const CHAT_TYPES = ['private', 'group', 'channel'] as const;
export const ChatTypeSchema = z.enum(CHAT_TYPES);
export type ChatType = z.infer<typeof ChatTypeSchema>;

/** How a message or request names its chat: `user` is a private chat with that user. */
export const RECEIVER_CONTENT_TYPES = ['user', 'group', 'channel'] as const;
export const ReceiverContentTypeSchema = z.enum(RECEIVER_CONTENT_TYPES);
export type ReceiverContentType = z.infer<typeof ReceiverContentTypeSchema>;

/** Who made a chat: users, or the platform for a team's chat and a match room (not editable, not leavable by hand). */
export const CHAT_KINDS = ['user', 'team', 'match'] as const;
export const ChatKindSchema = z.enum(CHAT_KINDS);
export type ChatKind = z.infer<typeof ChatKindSchema>;

/** 1 admin, 2 moderator, 3 user (spec 2 section 6; 0 is read as able to edit a group). */
export const CHAT_ROLES = { admin: 1, moderator: 2, user: 3 } as const;
export const ChatRoleSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ChatRole = z.infer<typeof ChatRoleSchema>;

export const REACTION_TYPES = ['L', 'D'] as const;
export const ReactionTypeSchema = z.enum(REACTION_TYPES);
export type ReactionType = z.infer<typeof ReactionTypeSchema>;

export const CHAT_MESSAGES_PER_PAGE = 25;
export const CHAT_BAR_PER_PAGE = 100;
export const CHAT_MEMBERS_PER_PAGE = 100;
/** A file whose size in MB (bytes / 1048576) is at or above this is refused (spec 2: max_uplaod_size). */
export const CHAT_MAX_UPLOAD_MB = 20;
export const CHAT_MAX_FILES_PER_MESSAGE = 10;
export const CHAT_MAX_TEXT_LENGTH = 4000;
export const CHAT_NAME_MAX = 100;
export const CHAT_DESCRIPTION_MAX = 500;
/** The most messages one catch-up answers; a client further behind reloads the first page. */
export const CHAT_CATCH_UP_LIMIT = 500;
export const FILE_TOO_LARGE_MESSAGE = 'The file exceeds the maximum upload size.';

export const ChatAddressSchema = z.object({
  receiver_content_type: ReceiverContentTypeSchema,
  receiver_object_id: IdSchema,
});
export type ChatAddress = z.infer<typeof ChatAddressSchema>;

export const ChatFileSchema = z.object({
  /** image and video open in the media viewer; anything else downloads. */
  type: z.enum(['image', 'video', 'file']),
  file: z.string(),
  name: z.string(),
  size: z.number().int(),
});
export type ChatFile = z.infer<typeof ChatFileSchema>;

export const ReactionsSchema = z.object({
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  user_has_reacted: z.boolean(),
  user_reaction_type: ReactionTypeSchema.nullable(),
});
export type Reactions = z.infer<typeof ReactionsSchema>;

/** What a system message records; the client words it in the viewer's language. */
export const SYSTEM_EVENTS = [
  'created',
  'joined',
  'left',
  'added',
  'removed',
  'role_changed',
  'banned',
  'muted',
  'unbanned',
  'archived',
] as const;
export const SystemAttributesSchema = z.object({
  event: z.enum(SYSTEM_EVENTS),
  /** The member the event is about. */
  user: UserBriefSchema.nullable(),
  role: ChatRoleSchema.nullable(),
  until: TimestampSchema.nullable(),
});
export type SystemAttributes = z.infer<typeof SystemAttributesSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  /** Position in its chat from 1, without gaps: a client that sees a jump has missed messages. */
  seq: z.number().int(),
  chat_id: z.number().int(),
  sender: UserBriefSchema.nullable(),
  receiver_content_type: ReceiverContentTypeSchema,
  receiver_object_id: z.number().int(),
  content_text: z.string(),
  files: z.array(ChatFileSchema),
  timestamp: TimestampSchema,
  /** Someone other than the sender has read it. */
  seen: z.boolean(),
  is_system: z.boolean(),
  attributes: SystemAttributesSchema.nullable(),
  reactions: ReactionsSchema,
  /** The sender's own id for a send, so a retried send is answered with the message it made. */
  txn_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

const ChatPictureSchema = z.object({ name: z.string(), avatar_url: z.string().nullable() });

export const ChatBarItemSchema = z.object({
  id: z.number().int(),
  chat_type: ChatTypeSchema,
  kind: ChatKindSchema,
  receiver_content_type: ReceiverContentTypeSchema,
  receiver_object_id: z.number().int(),
  unread_count: z.number().int(),
  last_read_message_id: z.number().int(),
  /** The last message's time, or the chat's creation time when it has none. */
  timestamp: TimestampSchema,
  sender: UserBriefSchema.nullable(),
  content_text: z.string(),
  is_system: z.boolean(),
  /** The last message's system attributes, so the list words it in the viewer's language. */
  attributes: SystemAttributesSchema.nullable().optional(),
  has_files: z.boolean(),
  group: ChatPictureSchema.nullable(),
  channel: ChatPictureSchema.nullable(),
  interlocutor: UserBriefSchema.nullable(),
  archived: z.boolean(),
});
export type ChatBarItem = z.infer<typeof ChatBarItemSchema>;

export const MemberRestrictionSchema = z.object({
  is_banned: z.boolean(),
  is_mute: z.boolean(),
  /** null with a restriction: forever. */
  until: TimestampSchema.nullable(),
});
export type MemberRestriction = z.infer<typeof MemberRestrictionSchema>;

export const ChatInfoSchema = z.object({
  id: z.number().int(),
  chat_type: ChatTypeSchema,
  kind: ChatKindSchema,
  receiver_content_type: ReceiverContentTypeSchema,
  receiver_object_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  avatar_url: z.string().nullable(),
  private: z.boolean(),
  creator: z.number().int().nullable(),
  /** Ids of the first 100 members. */
  members: z.array(z.number().int()),
  members_count: z.number().int(),
  /** The caller's role; null when the caller is not a member. */
  role: ChatRoleSchema.nullable(),
  is_member: z.boolean(),
  /** The caller's own ban or mute in this chat. */
  mute: z.boolean(),
  ban: MemberRestrictionSchema,
  can_post: z.boolean(),
  can_manage: z.boolean(),
  can_edit: z.boolean(),
  /** Private chats: the other user, and whether the caller has banned them here. */
  recipient: UserBriefSchema.nullable(),
  interlocutor: UserBriefSchema.nullable(),
  interlocutor_banned: z.boolean(),
  /** Shown to members only. */
  invitation: z.object({ id: z.number().int(), token: z.string() }).nullable(),
  unread_count: z.number().int(),
  last_read_message_id: z.number().int(),
  max_uplaod_size: z.number().int(),
  /** Read-only: the platform archived it (a match room after its match). */
  archived: z.boolean(),
  /** Where a team chat or match room belongs (the web app's pages): /team/{id}/overview, /match/{id}, /tournaments/{id}. */
  link: z.string().nullable(),
});
export type ChatInfo = z.infer<typeof ChatInfoSchema>;

export const ChatMemberSchema = z.object({
  id: z.number().int(),
  user: UserBriefSchema,
  role: ChatRoleSchema,
  ban: MemberRestrictionSchema,
  /** Private chats: this party is banned by the other. */
  is_banned: z.boolean(),
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

export const ChatSearchSchema = z.object({
  chats: z.array(ChatBarItemSchema),
  users: z.array(UserBriefSchema),
});

/** A form's list of ids: `[1,2]` in JSON, `1,2` or repeated in forms. */
export const IdListSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : typeof value === 'number'
        ? [value]
        : value,
  z.array(IdSchema).max(100),
);

const FormBooleanSchema = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === 1
      ? true
      : value === 'false' || value === '0' || value === 0 || value === ''
        ? false
        : value,
  z.boolean(),
);

const NameSchema = z.string().trim().min(1).max(CHAT_NAME_MAX);
const DescriptionSchema = z.string().trim().max(CHAT_DESCRIPTION_MAX);

export const CreateGroupSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema.default(''),
  private: FormBooleanSchema.default(false),
  /** Must be the caller when given. */
  creator: IdSchema.optional(),
  /** Friends of the caller to add at once. */
  users: IdListSchema.default([]),
});
export const CreateChannelSchema = z.object({
  name: NameSchema,
  description: DescriptionSchema.default(''),
  creator: IdSchema.optional(),
});
export const CreatePrivateSchema = z.object({
  /** Must be the caller when given. */
  initiator: IdSchema.optional(),
  recipient: IdSchema,
});
export const CreateChatBodySchema = z.union([
  CreateGroupSchema,
  CreateChannelSchema,
  CreatePrivateSchema,
]);
export const CreateChatParamsSchema = z.object({ type: ChatTypeSchema });

export const EditChatParamsSchema = z.object({
  chatType: z.enum(['group', 'channel']),
  id: IdSchema,
});
export const EditChatFieldsSchema = z.object({
  name: NameSchema.optional(),
  description: DescriptionSchema.optional(),
  /** Groups only. */
  private: FormBooleanSchema.optional(),
  /** An image address of ours (from profile/upload-image/), or empty to remove the avatar. */
  avatar_url: z.string().max(500).optional(),
});

export const CreateMessageFieldsSchema = ChatAddressSchema.extend({
  /** Must be the caller when given. */
  sender: IdSchema.optional(),
  content_text: z.string().max(CHAT_MAX_TEXT_LENGTH).default(''),
  /** A client's id for this send (up to 64 characters): sending it again answers the same message. */
  txn_id: z.string().trim().min(1).max(64).optional(),
});

export const AddChatUsersSchema = ChatAddressSchema.extend({
  users_id: IdListSchema.refine((ids) => ids.length > 0, 'Choose at least one friend.'),
  /** Part of creating the group: no "added" system messages. */
  is_create: FormBooleanSchema.default(false),
});

/** 'YYYY-MM-DD HH:MM', UTC. */
export const BanUntilSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "Use the form 'YYYY-MM-DD HH:MM' (UTC).");

export const BanMemberSchema = ChatAddressSchema.extend({
  user: IdSchema,
  /** 1: forever; 0: until `until`. */
  permanent: z.coerce.number().int().min(0).max(1),
  until: BanUntilSchema.optional(),
  /** 1: a mute (groups only) rather than a ban. */
  is_mute: z.coerce.number().int().min(0).max(1).default(0),
});
export const MemberTargetSchema = ChatAddressSchema.extend({ user: IdSchema });
export const ChangeRoleSchema = MemberTargetSchema.extend({
  role: z.coerce.number().pipe(ChatRoleSchema),
});

export const MessagesQuerySchema = PageQuerySchema.extend(ChatAddressSchema.shape);
export const MembersQuerySchema = PageQuerySchema.extend(ChatAddressSchema.shape);
export const MissedQuerySchema = ChatAddressSchema.extend({
  after_id: z.coerce.number().int().min(0),
});
export const MissedMessagesSchema = z.object({
  results: z.array(ChatMessageSchema),
  /** More than CHAT_CATCH_UP_LIMIT were missed: reload the first page instead. */
  has_more: z.boolean(),
});

export const ReadMarkerSchema = ChatAddressSchema.extend({
  /** The newest message the caller has now seen (the spec's client sends it twice, as both names). */
  message: z.coerce.number().int().min(0).optional(),
  last_read_message_id: z.coerce.number().int().min(0).optional(),
});
export const ReadMarkerAnswerSchema = z.object({
  read_message: z.number().int(),
  unread_count: z.number().int(),
});

export const AddReactionSchema = z.object({ message_id: IdSchema, type: ReactionTypeSchema });
export const DeleteReactionSchema = z.object({ message_id: IdSchema });
export const ReactionAnswerSchema = z.object({
  message_id: z.number().int(),
  reactions: ReactionsSchema,
});

/**
 * The platform's own chats, by what they belong to: a team's chat, a quick-match lobby's room, a
 * tournament match's room. Only the owner's roster opens one (anyone else: 404).
 */
export const PLATFORM_ROOM_KINDS = ['team', 'quickmatch', 'tournament-match'] as const;
export const PlatformRoomKindSchema = z.enum(PLATFORM_ROOM_KINDS);
export type PlatformRoomKind = z.infer<typeof PlatformRoomKindSchema>;
export const RoomParamsSchema = z.object({ kind: PlatformRoomKindSchema, id: IdSchema });

export const InviteQuerySchema = z.object({ invite_token: z.string().trim().min(1).max(100) });
export const DetailAnswerSchema = z.object({ detail: z.string() });

const api = endpointGroup({ tag: 'messenger', auth: 'required' });

export const messengerEndpoints = {
  search: api({
    method: 'GET',
    path: 'messanger/search/',
    summary:
      'The caller’s chats and public groups and channels whose name matches, and people by username',
    query: z.object({ q: z.string().trim().max(100).default('') }),
    response: ChatSearchSchema,
  }),
  messagesBar: api({
    method: 'GET',
    path: 'messanger/get-messages-bar/',
    summary: 'The caller’s chats, each with its last message and unread count, newest first',
    query: PageQuerySchema,
    response: pageOf(ChatBarItemSchema),
  }),
  getChat: api({
    method: 'GET',
    path: 'messanger/get-chat/',
    summary: 'One chat as the caller sees it; a private chat not started yet is a 404',
    query: ChatAddressSchema,
    response: ChatInfoSchema,
  }),
  messages: api({
    method: 'GET',
    path: 'messanger/messages/',
    summary: 'A chat’s messages, 25 a page, newest first; page N costs what page 1 costs',
    query: MessagesQuerySchema,
    response: pageOf(ChatMessageSchema),
  }),
  missed: api({
    method: 'GET',
    path: 'messanger/messages/missed/',
    summary: 'Messages after `after_id`, oldest first (a reconnecting client’s catch-up)',
    query: MissedQuerySchema,
    response: MissedMessagesSchema,
  }),
  createMessage: api({
    method: 'POST',
    path: 'messanger/create-message/',
    summary: 'Send a message: text, files (upload_files) or both. JSON or multipart.',
    // A multipart request reaches validation with a null body; readMultipartFiles checks its parts.
    body: CreateMessageFieldsSchema.nullish(),
    multipart: { fields: CreateMessageFieldsSchema, files: ['upload_files'] },
    response: ChatMessageSchema,
    status: 201,
  }),
  addChatUsers: api({
    method: 'POST',
    path: 'messanger/add-chat-users/',
    summary: 'Add friends of the caller to a group or channel',
    body: AddChatUsersSchema,
    response: z.object({ added: z.array(UserBriefSchema) }),
  }),
  createChat: api({
    method: 'POST',
    path: 'messanger/:type/',
    summary: 'Start a private chat ({initiator, recipient}), a group or a channel',
    params: CreateChatParamsSchema,
    body: CreateChatBodySchema,
    response: ChatInfoSchema,
    status: 201,
  }),
  leave: api({
    method: 'DELETE',
    path: 'messanger/leave/',
    summary: 'Leave a group or channel',
    body: ChatAddressSchema,
    response: DetailAnswerSchema,
  }),
  join: api({
    method: 'POST',
    path: 'messanger/join/',
    summary: 'Join a public group or channel',
    body: ChatAddressSchema,
    response: ChatInfoSchema,
  }),
  edit: api({
    method: 'PATCH',
    path: 'messanger/:chatType/:id/',
    summary: 'Edit a group or channel: name, description, private (groups), avatar (232x232)',
    params: EditChatParamsSchema,
    body: EditChatFieldsSchema,
    multipart: { fields: EditChatFieldsSchema, files: ['avatar', 'avatar_url'] },
    response: ChatInfoSchema,
  }),
  joinByInvite: api({
    method: 'POST',
    path: 'messanger/invite/',
    summary: 'Join a group or channel by its invitation token',
    query: InviteQuerySchema,
    response: ChatInfoSchema,
  }),
  regenerateInvite: api({
    method: 'PATCH',
    path: 'messanger/invite/regenerate/:id/',
    summary: 'A new invitation token for chat `id`; the old link stops working',
    params: z.object({ id: IdSchema }),
    response: z.object({ id: z.number().int(), token: z.string() }),
  }),
  members: api({
    method: 'GET',
    path: 'messanger/get-chat-members/',
    summary: 'A chat’s members, admins first, 100 a page',
    query: MembersQuerySchema,
    response: pageOf(ChatMemberSchema),
  }),
  banMember: api({
    method: 'POST',
    path: 'messanger/ban-chat-member/',
    summary: 'Ban (or, in a group, mute) a member forever or until a UTC time',
    body: BanMemberSchema,
    response: ChatMemberSchema,
  }),
  unbanMember: api({
    method: 'PATCH',
    path: 'messanger/unban-chat-member/',
    summary: 'Lift a member’s ban or mute',
    body: MemberTargetSchema,
    response: ChatMemberSchema,
  }),
  changeRole: api({
    method: 'PATCH',
    path: 'messanger/change-user-role/',
    summary: 'Make a member admin (1), moderator (2) or user (3)',
    body: ChangeRoleSchema,
    response: ChatMemberSchema,
  }),
  removeMember: api({
    method: 'DELETE',
    path: 'messanger/delete-chat-member/',
    summary: 'Remove a member from a group',
    body: MemberTargetSchema,
    response: DetailAnswerSchema,
  }),
  markRead: api({
    method: 'POST',
    path: 'messanger/add-unread-message/',
    summary:
      'Move the caller’s read marker forward (never back); answers the marker and what stays unread',
    body: ReadMarkerSchema,
    response: ReadMarkerAnswerSchema,
  }),
  addReaction: api({
    method: 'POST',
    path: 'messanger/messages/add_reaction/',
    summary: 'Like (L) or dislike (D) a message; a second reaction replaces the first',
    body: AddReactionSchema,
    response: ReactionAnswerSchema,
  }),
  deleteReaction: api({
    method: 'DELETE',
    path: 'messanger/messages/delete_reaction/',
    summary: 'Take the caller’s reaction back',
    body: DeleteReactionSchema,
    response: ReactionAnswerSchema,
  }),
  room: api({
    method: 'GET',
    path: 'messanger/rooms/:kind/:id/',
    summary:
      'The chat of a team, a quick-match lobby or a tournament match, made on first use; for its roster only',
    params: RoomParamsSchema,
    response: ChatInfoSchema,
  }),
};
