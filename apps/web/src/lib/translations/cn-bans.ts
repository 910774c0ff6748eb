// Chinese texts of the ban banner. Part of cn.ts.
import type { Messages } from './en';

export const cnBans: Pick<Messages, 'banBanner'> = {
  banBanner: {
    title: '您的账户受到限制',
    kinds: {
      withdrawal: '提现',
      tournament: '锦标赛',
      quick_match: '快速比赛',
      chat: '聊天',
    },
    until: '至 {{date}}',
    forever: '永久',
    reason: '原因：{{reason}}',
  },
};
