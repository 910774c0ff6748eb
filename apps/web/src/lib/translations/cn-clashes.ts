// Simplified Chinese texts of the calendar clash warning. Part of cn.ts.
import type { Messages } from './en';

export const cnClashes: Pick<Messages, 'clashWarning'> = {
  clashWarning: {
    title: '比赛时间冲突',
    intro: '你在同一时间已有以下比赛：',
    kinds: { tournament_match: '锦标赛比赛', tournament: '锦标赛', quick_match: '快速比赛' },
    joinAnyway: '仍然加入',
    cancel: '取消',
  },
};
