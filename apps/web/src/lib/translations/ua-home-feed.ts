// Ukrainian texts of the signed-in home. Part of ua.ts.
import type { Messages } from './en';

export const uaHomeFeed: Pick<Messages, 'homeFeed'> = {
  homeFeed: {
    title: 'З поверненням, {{username}}',
    subtitle: 'Ваші матчі, команди й турніри, що йдуть просто зараз.',
    nextMatch: 'Ваш наступний матч',
    noNextMatch: 'Матчів попереду немає. Приєднайтеся до турніру чи швидкого матчу.',
    findTournament: 'Знайти турнір',
    openMatch: 'Відкрити',
    startsAt: 'Початок {{time}}',
    round: 'Раунд {{round}}',
    live: 'Турніри наживо',
    noLive: 'Зараз не грається жоден турнір.',
    players_one: '{{count}} гравець',
    players_few: '{{count}} гравці',
    players_many: '{{count}} гравців',
    players_other: '{{count}} гравця',
    allTournaments: 'Усі турніри',
    teams: 'Ваші команди',
    noTeams: 'Ви ще не в команді.',
    createTeam: 'Знайти чи створити команду',
    captain: 'Капітан',
    results: 'Останні результати',
    noResults: 'Ще не зіграно жодного матчу.',
    win: 'Перемога',
    loss: 'Поразка',
    kinds: { quickmatch: 'Швидкий матч', tournament: 'Матч турніру' },
    allResults: 'Усі результати',
    loadFailed: 'Не вдалося завантажити.',
  },
};
