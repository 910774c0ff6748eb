// The quick-match module's error messages in every language the API answers in, by a stable code.
// Field and value names of the API (game_time, snap_game, all_but_one, ...) stay as they are sent.
import { messageCatalogue } from '../../platform/http/localized-errors.js';

export const quickmatchMessage = messageCatalogue({
  no_such_lobby: {
    en: 'No quick match has this id.',
    ua: 'Швидкого матчу з таким id немає.',
    cn: '没有该 id 的快速比赛。',
  },
  no_such_user: {
    en: 'No such user.',
    ua: 'Такого користувача немає.',
    cn: '该用户不存在。',
  },
  not_seated: {
    en: 'You do not play in this lobby.',
    ua: 'Ви не граєте в цьому лобі.',
    cn: '你不在这个房间里。',
  },
  started_cannot_leave: {
    en: 'The match has started or ended: you can no longer leave.',
    ua: 'Матч уже почався або завершився: вийти більше не можна.',
    cn: '比赛已开始或已结束：你不能再退出。',
  },
  started_cannot_remove: {
    en: 'The match has started or ended: you can no longer remove players.',
    ua: 'Матч уже почався або завершився: вилучати гравців більше не можна.',
    cn: '比赛已开始或已结束：你不能再移除玩家。',
  },
  started_cannot_ready: {
    en: 'The match has started or ended: you can no longer change your ready flag.',
    ua: 'Матч уже почався або завершився: змінити готовність більше не можна.',
    cn: '比赛已开始或已结束：你不能再更改准备状态。',
  },
  started_cannot_restart: {
    en: 'The match has started or ended: you can no longer start it again.',
    ua: 'Матч уже почався або завершився: запустити його ще раз не можна.',
    cn: '比赛已开始或已结束：不能再次开始。',
  },
  period_booked: {
    en: 'This period is fully booked: choose another one.',
    ua: 'Цей час уже повністю зайнято: виберіть інший.',
    cn: '该时段已约满：请选择其他时段。',
  },
  clashes: {
    en: 'These matches overlap matches you already play.',
    ua: 'Ці матчі накладаються на матчі, які ви вже граєте.',
    cn: '这些比赛与你已参加的比赛时间重叠。',
  },
  no_longer_joinable: {
    en: 'This lobby no longer takes players.',
    ua: 'Це лобі більше не приймає гравців.',
    cn: '该房间已不再接收玩家。',
  },
  invitation_only: {
    en: 'This lobby is closed: join it with its invitation link.',
    ua: 'Це лобі закрите: приєднайтеся за посиланням-запрошенням.',
    cn: '该房间不公开：请通过邀请链接加入。',
  },
  already_seated: {
    en: 'You already play in this lobby.',
    ua: 'Ви вже граєте в цьому лобі.',
    cn: '你已在这个房间里。',
  },
  seats_fixed: {
    en: 'Seats are fixed once every seat is taken.',
    ua: 'Коли всі місця зайнято, місця вже не змінюються.',
    cn: '所有位置坐满后就不能再换位置。',
  },
  name_other_side: {
    en: 'Name the other side of this lobby, or none.',
    ua: 'Вкажіть іншу сторону цього лобі або жодної.',
    cn: '请指定该房间的另一方阵营，或不指定。',
  },
  other_side_team: {
    en: 'A team holds the other side: its players take its seats.',
    ua: 'Іншу сторону займає команда: її місця — для її гравців.',
    cn: '另一方阵营属于一支战队：其位置只给该战队的玩家。',
  },
  other_side_full: {
    en: 'The other side has no free seat.',
    ua: 'На іншій стороні немає вільних місць.',
    cn: '另一方阵营没有空位。',
  },
  only_creator_removes: {
    en: 'Only the lobby’s creator removes players.',
    ua: 'Вилучати гравців може лише творець лобі.',
    cn: '只有房间创建者可以移除玩家。',
  },
  nobody_at_position: {
    en: 'Nobody sits at this position.',
    ua: 'На цьому місці нікого немає.',
    cn: '该位置没有玩家。',
  },
  cannot_remove_self: {
    en: 'You cannot remove yourself: leave the lobby to close it.',
    ua: 'Ви не можете вилучити себе: вийдіть із лобі, щоб закрити його.',
    cn: '你不能移除自己：退出房间即可关闭它。',
  },
  only_creator_starts: {
    en: 'Only the lobby’s creator starts the game.',
    ua: 'Почати гру може лише творець лобі.',
    cn: '只有房间创建者可以开始游戏。',
  },
  seats_free: {
    en: 'Every seat must be taken: {missing} still free.',
    ua: 'Мають бути зайняті всі місця: вільних ще {missing}.',
    cn: '所有位置都必须坐满：还有 {missing} 个空位。',
  },
  players_not_ready: {
    en: 'Every player must be ready; waiting for {names}.',
    ua: 'Усі гравці мають бути готові; чекаємо на {names}.',
    cn: '所有玩家都必须准备；正在等待 {names}。',
  },
  veto_finished: {
    en: 'The pick-and-ban is not running.',
    ua: 'Піки й бани зараз не тривають.',
    cn: '选禁目前未在进行。',
  },
  veto_not_your_turn: {
    en: 'It is not your side’s turn.',
    ua: 'Зараз не хід вашої сторони.',
    cn: '现在不是你方的回合。',
  },
  veto_unknown_item: {
    en: 'This is not in the pool.',
    ua: 'Цього немає в пулі.',
    cn: '这不在可选池中。',
  },
  veto_not_available: {
    en: 'This was already banned or picked.',
    ua: 'Це вже забанили або обрали.',
    cn: '它已被禁用或选择。',
  },
  veto_over: {
    en: 'The pick-and-ban is over.',
    ua: 'Піки й бани завершено.',
    cn: '选禁已结束。',
  },
  already_finished: {
    en: 'This lobby is already finished.',
    ua: 'Це лобі вже завершено.',
    cn: '该房间已结束。',
  },
  already_cancelled: {
    en: 'This lobby is already cancelled.',
    ua: 'Це лобі вже скасовано.',
    cn: '该房间已取消。',
  },
  staff_remove_started: {
    en: 'The match has started or ended: players can be removed only while the lobby waits.',
    ua: 'Матч уже почався або завершився: вилучати гравців можна лише, поки лобі чекає.',
    cn: '比赛已开始或已结束：只能在房间等待时移除玩家。',
  },
  player_not_here: {
    en: 'This user does not play here.',
    ua: 'Цей користувач тут не грає.',
    cn: '该用户不在这里比赛。',
  },
  cannot_invite_self: {
    en: 'You cannot invite yourself.',
    ua: 'Ви не можете запросити себе.',
    cn: '你不能邀请自己。',
  },
  not_in_waiting_lobby: {
    en: 'You are not in a lobby that waits for players.',
    ua: 'Ви не в лобі, яке чекає на гравців.',
    cn: '你不在正在等待玩家的房间中。',
  },
  cannot_invite_user: {
    en: 'You cannot invite this user.',
    ua: 'Ви не можете запросити цього користувача.',
    cn: '你不能邀请该用户。',
  },
  invitee_seated: {
    en: 'This user already plays in your lobby.',
    ua: 'Цей користувач уже грає у вашому лобі.',
    cn: '该用户已在你的房间里。',
  },
  not_in_match: {
    en: 'You do not play in this match.',
    ua: 'Ви не граєте в цьому матчі.',
    cn: '你没有参加这场比赛。',
  },
  match_not_running: {
    en: 'The match is not running.',
    ua: 'Матч зараз не триває.',
    cn: '比赛未在进行。',
  },
  steam_not_linked: {
    en: 'Link your Steam account in your profile before you join a real match: the game server seats players by it.',
    ua: 'Прив’яжіть акаунт Steam у профілі, перш ніж приєднатися до справжнього матчу: ігровий сервер впускає гравців за ним.',
    cn: '加入真实比赛前，请先在个人资料中绑定 Steam 账号：游戏服务器按它安排玩家入座。',
  },
  ready_check_cooldown: {
    en: 'You missed a ready check: you can join a quick match again at {when}.',
    ua: 'Ви пропустили перевірку готовності: знову приєднатися до швидкого матчу можна з {when}.',
    cn: '你错过了准备确认：可在 {when} 后再次加入快速比赛。',
  },
  in_another_lobby: {
    en: 'You already play in another quick match: leave it first.',
    ua: 'Ви вже граєте в іншому швидкому матчі: спершу вийдіть із нього.',
    cn: '你已在另一场快速比赛中：请先退出。',
  },
  in_tournament_match: {
    en: 'You are playing a tournament match right now.',
    ua: 'Ви зараз граєте матч турніру.',
    cn: '你正在进行一场锦标赛比赛。',
  },
  side_held_by_team: {
    en: 'A team holds this side: only its players sit there.',
    ua: 'Цю сторону займає команда: там сидять лише її гравці.',
    cn: '该阵营属于一支战队：只有其玩家可以入座。',
  },
  name_a_side: {
    en: 'Name one of this lobby’s two sides.',
    ua: 'Вкажіть одну з двох сторін цього лобі.',
    cn: '请指定该房间两方阵营之一。',
  },
  not_team_member: {
    en: 'You do not play for this team.',
    ua: 'Ви не граєте за цю команду.',
    cn: '你不是该战队的队员。',
  },
  both_sides_taken: {
    en: 'Both sides are taken: your team cannot hold one.',
    ua: 'Обидві сторони зайнято: ваша команда не може зайняти жодну.',
    cn: '双方阵营都已被占用：你的战队无法占据其中一方。',
  },
  side_full: {
    en: 'No free seat is left on that side.',
    ua: 'На цій стороні не лишилося вільних місць.',
    cn: '该阵营已没有空位。',
  },
  seat_race: {
    en: 'That seat was just taken, or you already play in another quick match.',
    ua: 'Це місце щойно зайняли, або ви вже граєте в іншому швидкому матчі.',
    cn: '该位置刚被占用，或你已在另一场快速比赛中。',
  },
  other_game_field: {
    en: 'Game {game} lobbies do not take {field}.',
    ua: 'Лобі гри {game} не приймають {field}.',
    cn: '游戏 {game} 的房间不接受 {field}。',
  },
  unknown_heroes: {
    en: 'Unknown hero ids: {ids}.',
    ua: 'Невідомі id героїв: {ids}.',
    cn: '未知的英雄 id：{ids}。',
  },
  hero_twice: {
    en: 'List each hero once.',
    ua: 'Вкажіть кожного героя лише раз.',
    cn: '每个英雄只能列出一次。',
  },
  all_but_one_hero: {
    en: 'all_but_one plays exactly one hero.',
    ua: 'all_but_one грають рівно одним героєм.',
    cn: 'all_but_one 只能使用一个英雄。',
  },
  hero_pool_size: {
    en: 'one_of_many needs {min} to {max} heroes.',
    ua: 'Для one_of_many потрібно від {min} до {max} героїв.',
    cn: 'one_of_many 需要 {min} 到 {max} 个英雄。',
  },
  unknown_maps: {
    en: 'Unknown maps: {maps}.',
    ua: 'Невідомі мапи: {maps}.',
    cn: '未知的地图：{maps}。',
  },
  map_twice: {
    en: 'List each map once.',
    ua: 'Вкажіть кожну мапу лише раз.',
    cn: '每张地图只能列出一次。',
  },
  all_but_one_map: {
    en: 'all_but_one plays exactly one listed map.',
    ua: 'all_but_one грають рівно на одній вказаній мапі.',
    cn: 'all_but_one 只能使用列出的一张地图。',
  },
  map_pool_size: {
    en: 'one_of_many needs 2 to {max} maps.',
    ua: 'Для one_of_many потрібно від 2 до {max} мап.',
    cn: 'one_of_many 需要 2 到 {max} 张地图。',
  },
  snap_no_time: {
    en: 'A snap_game lobby starts when it fills: send no game_time.',
    ua: 'Лобі snap_game починається, щойно заповниться: не надсилайте game_time.',
    cn: 'snap_game 房间坐满即开始：请不要发送 game_time。',
  },
  timed_needs_time: {
    en: 'A timed lobby needs game_time, one of the free periods.',
    ua: 'Лобі з часом старту потребує game_time — одного з вільних часів.',
    cn: '定时房间需要 game_time，即一个可用时段。',
  },
  period_start: {
    en: 'Choose the start of a {minutes}-minute period.',
    ua: 'Виберіть початок {minutes}-хвилинного проміжку.',
    cn: '请选择某个 {minutes} 分钟时段的开始时间。',
  },
  time_in_past: {
    en: 'Choose a time in the future.',
    ua: 'Виберіть час у майбутньому.',
    cn: '请选择将来的时间。',
  },
  // Answers to a lobby's players.
  left_lobby: {
    en: 'You left the lobby.',
    ua: 'Ви вийшли з лобі.',
    cn: '您已离开大厅。',
  },
  invitation_sent: {
    en: 'Invitation sent.',
    ua: 'Запрошення надіслано.',
    cn: '邀请已发送。',
  },
  invitation_resent: {
    en: 'The invitation was sent again.',
    ua: 'Запрошення надіслано ще раз.',
    cn: '邀请已重新发送。',
  },
  lobby_invitation_resent: {
    en: 'The invitation to {lobby} was sent again.',
    ua: 'Запрошення до {lobby} надіслано ще раз.',
    cn: '{lobby} 的邀请已重新发送。',
  },
  lobby_invitation_none: {
    en: 'Join {lobby} with its name and password: there is no invitation to send.',
    ua: 'Приєднуйтеся до {lobby} за назвою та паролем: запрошення тут не надсилається.',
    cn: '请使用名称和密码加入 {lobby}：没有可发送的邀请。',
  },
  the_lobby: {
    en: 'the lobby',
    ua: 'лобі',
    cn: '该大厅',
  },
});

export type QuickmatchMessageCode = Parameters<typeof quickmatchMessage>[0];
