// Chinese texts of the signed-in home. Part of cn.ts.
import type { Messages } from './en';

export const cnHomeFeed: Pick<Messages, 'homeFeed'> = {
  homeFeed: {
    title: '欢迎回来，{{username}}',
    subtitle: '你的比赛、战队和正在进行的锦标赛。',
    nextMatch: '你的下一场比赛',
    noNextMatch: '暂无比赛。加入锦标赛或快速比赛吧。',
    findTournament: '查找锦标赛',
    openMatch: '打开',
    startsAt: '{{time}} 开始',
    round: '第 {{round}} 轮',
    live: '进行中的锦标赛',
    noLive: '目前没有正在进行的锦标赛。',
    players_one: '{{count}} 名选手',
    players_other: '{{count}} 名选手',
    allTournaments: '全部锦标赛',
    teams: '你的战队',
    noTeams: '你还没有加入战队。',
    createTeam: '查找或创建战队',
    captain: '队长',
    results: '最近战绩',
    noResults: '还没有比赛记录。',
    win: '胜',
    loss: '负',
    kinds: { quickmatch: '快速比赛', tournament: '锦标赛比赛' },
    allResults: '全部战绩',
    loadFailed: '无法加载。',
  },
};
