// The data of each group-chat-updates push, parsed on receipt with schemas built from the contract's
// own (a frame that does not match is ignored); `satisfies` keeps them in step with its types.
import { UserBriefSchema } from '@clutch/contract/common';
import {
  ChatRoleSchema,
  MemberRestrictionSchema,
  MissedMessagesSchema,
  ReactionTypeSchema,
} from '@clutch/contract/messenger';
import type {
  ChatCatchUpData,
  ChatChangedData,
  ChatMemberData,
  ChatReactionData,
  ChatSeenData,
} from '@clutch/contract/messenger-live';
import { z } from 'zod';

const id = z.number().int();

export const SeenDataSchema = z.object({
  chat_id: id,
  user_id: id,
  message_id: id,
}) satisfies z.ZodType<ChatSeenData>;

export const ReactionDataSchema = z.object({
  chat_id: id,
  message_id: id,
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  user_id: id,
  type: ReactionTypeSchema.nullable(),
}) satisfies z.ZodType<ChatReactionData>;

export const MemberDataSchema = z.object({
  chat_id: id,
  change: z.enum(['joined', 'left', 'added', 'removed', 'role', 'restriction']),
  user: UserBriefSchema,
  role: ChatRoleSchema.nullable(),
  ban: MemberRestrictionSchema.nullable(),
  members_count: z.number().int(),
}) satisfies z.ZodType<ChatMemberData>;

export const ChatChangedDataSchema = z.object({
  chat_id: id,
  name: z.string(),
  description: z.string(),
  avatar_url: z.string().nullable(),
  private: z.boolean(),
  archived: z.boolean(),
}) satisfies z.ZodType<ChatChangedData>;

export const RemovedDataSchema = z.object({ chat_id: id });

export const CatchUpDataSchema = MissedMessagesSchema.extend({
  chat_id: id,
}) satisfies z.ZodType<ChatCatchUpData>;
