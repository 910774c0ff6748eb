// Posts on a user's profile and their likes and dislikes.
import { z } from 'zod';
import {
  IdParamsSchema,
  PageQuerySchema,
  TimestampSchema,
  UserBriefSchema,
  pageOf,
} from './common.js';
import { endpoint } from './endpoint.js';

export const POSTS_PER_PAGE = 10;
export const POST_MAX_LENGTH = 2000;

/** The caller's reaction: true liked, false disliked, null none. */
export const UserActionSchema = z.boolean().nullable();
export type UserAction = z.infer<typeof UserActionSchema>;

export const PostSchema = z.object({
  id: z.number().int(),
  author: UserBriefSchema,
  content: z.string(),
  created: TimestampSchema,
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  user_action: UserActionSchema,
});
export type Post = z.infer<typeof PostSchema>;

export const CreatePostBodySchema = z.object({
  content: z.string().trim().min(1).max(POST_MAX_LENGTH),
});

export const ReactionSchema = z.enum(['like', 'dislike']);
export type Reaction = z.infer<typeof ReactionSchema>;
export const ReactBodySchema = z.object({ action: ReactionSchema });

/** The server's counts after a reaction; they replace the client's optimistic ones. */
export const ReactionResultSchema = z.object({
  id: z.number().int(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  user_action: UserActionSchema,
});
export type ReactionResult = z.infer<typeof ReactionResultSchema>;

export const postsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: 'profile/:id/posts/',
    auth: 'required',
    tag: 'posts',
    summary: 'A user’s posts, newest first, with the caller’s reaction to each',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: pageOf(PostSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: 'profile/create-post/',
    auth: 'required',
    tag: 'posts',
    summary: 'Post on the own profile',
    body: CreatePostBodySchema,
    response: PostSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'profile/post/:id/',
    auth: 'required',
    tag: 'posts',
    summary: 'Delete an own post',
    params: IdParamsSchema,
    response: z.null(),
    status: 204,
  }),
  react: endpoint({
    method: 'POST',
    path: 'profile/post/:id/react/',
    auth: 'required',
    tag: 'posts',
    summary:
      'Like or dislike: the same reaction again clears it, the other one switches; answers the counts',
    params: IdParamsSchema,
    body: ReactBodySchema,
    response: ReactionResultSchema,
  }),
} as const;
