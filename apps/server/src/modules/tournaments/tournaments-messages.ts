// The tournaments module's error messages in every language the API answers in, by a stable code;
// the English must stay word for word what clients and tests already match on.
import {
  messageCatalogue,
  type LocalizedMessage,
  type Translations,
} from '../../platform/http/localized-errors.js';

export const tournamentsMessage = messageCatalogue({
  // Looking things up.
  tournament_not_found: {
    en: 'Tournament not found.',
    ua: 'Турнір не знайдено.',
    cn: '未找到锦标赛。',
  },
  match_not_found: { en: 'Match not found.', ua: 'Матч не знайдено.', cn: '未找到比赛。' },
  tournament_match_not_found: {
    en: 'This tournament has no such match.',
    ua: 'У цьому турнірі немає такого матчу.',
    cn: '该锦标赛没有这场比赛。',
  },
  user_not_found: { en: 'User not found.', ua: 'Користувача не знайдено.', cn: '未找到用户。' },
  no_such_user: { en: 'No such user.', ua: 'Такого користувача немає.', cn: '该用户不存在。' },
  no_user_with_id: {
    en: 'No user has this id.',
    ua: 'Немає користувача з таким id.',
    cn: '没有该 id 的用户。',
  },
  no_team_with_id: {
    en: 'No team has this id.',
    ua: 'Немає команди з таким id.',
    cn: '没有该 id 的战队。',
  },
  no_users_with_ids: {
    en: 'No user has the id {ids}.',
    ua: 'Немає користувачів з id {ids}.',
    cn: '没有 id 为 {ids} 的用户。',
  },
  no_teams_with_ids: {
    en: 'No team has the id {ids}.',
    ua: 'Немає команд з id {ids}.',
    cn: '没有 id 为 {ids} 的战队。',
  },

  // Who may do what, and when (the creator's actions are in `creatorAction` below).
  creator_only: {
    en: "Only the tournament's creator can {action}.",
    ua: 'Лише організатор турніру може {action}.',
    cn: '只有锦标赛的创建者才能{action}。',
  },
  not_editable_status: {
    en: 'A {status} tournament can no longer be edited.',
    ua: 'Турнір зі статусом «{status}» більше не можна редагувати.',
    cn: '状态为“{status}”的锦标赛无法再编辑。',
  },
  edit_after_registration: {
    en: 'Registration has closed (start_time minus freeze_time): the tournament can no longer be edited.',
    ua: 'Реєстрацію закрито (start_time мінус freeze_time): турнір більше не можна редагувати.',
    cn: '报名已截止（start_time 减去 freeze_time）：锦标赛无法再编辑。',
  },
  already_cancelled: {
    en: 'The tournament is already cancelled.',
    ua: 'Турнір уже скасовано.',
    cn: '锦标赛已被取消。',
  },
  started_no_cancel: {
    en: 'The tournament has started: it can no longer be cancelled.',
    ua: 'Турнір уже почався: його більше не можна скасувати.',
    cn: '锦标赛已开始，无法再取消。',
  },
  tournament_frozen: {
    en: 'A {status} tournament no longer changes.',
    ua: 'Турнір зі статусом «{status}» більше не змінюється.',
    cn: '状态为“{status}”的锦标赛不能再更改。',
  },

  // The create and edit forms.
  form_changes_nothing: {
    en: 'The form changes nothing.',
    ua: 'Форма нічого не змінює.',
    cn: '表单未作任何更改。',
  },
  field_not_used: {
    en: 'This field is not used by {game} tournaments: leave it out.',
    ua: 'Це поле не використовується в турнірах {game}: не надсилайте його.',
    cn: '{game} 锦标赛不使用此字段，请勿填写。',
  },
  // "heros": the English has always been built as noun + "s"; clients match it as it is.
  heroes_no_ban: {
    en: 'With no_ban, list no heros.',
    ua: 'З no_ban не вказуйте жодного героя.',
    cn: '使用 no_ban 时不要列出英雄。',
  },
  heroes_all_but_one: {
    en: 'With all_but_one, list exactly one hero: the only one played.',
    ua: 'З all_but_one вкажіть рівно одного героя: єдиного, яким грають.',
    cn: '使用 all_but_one 时只列出一个英雄：唯一可用的那个。',
  },
  heroes_one_of_many: {
    en: 'With one_of_many, list at least {min} hero.',
    ua: 'З one_of_many вкажіть щонайменше {min} героя.',
    cn: '使用 one_of_many 时至少列出 {min} 个英雄。',
  },
  maps_no_ban: {
    en: 'With no_ban, list no maps.',
    ua: 'З no_ban не вказуйте жодної карти.',
    cn: '使用 no_ban 时不要列出地图。',
  },
  maps_all_but_one: {
    en: 'With all_but_one, list exactly one map: the only one played.',
    ua: 'З all_but_one вкажіть рівно одну карту: єдину, на якій грають.',
    cn: '使用 all_but_one 时只列出一张地图：唯一使用的那张。',
  },
  maps_one_of_many: {
    en: 'With one_of_many, list at least {min} maps.',
    ua: 'З one_of_many вкажіть щонайменше {min} карти.',
    cn: '使用 one_of_many 时至少列出 {min} 张地图。',
  },
  unknown_heroes: {
    en: 'No hero has the id {ids}.',
    ua: 'Немає героя з id {ids}.',
    cn: '没有 id 为 {ids} 的英雄。',
  },
  unknown_maps: {
    en: 'No map is called {names}.',
    ua: 'Немає карти з назвою {names}.',
    cn: '没有名为 {names} 的地图。',
  },
  start_in_future: {
    en: 'Choose a start time in the future.',
    ua: 'Виберіть час початку в майбутньому.',
    cn: '请选择一个将来的开始时间。',
  },
  start_within_days: {
    en: 'Choose a start time within {days} days.',
    ua: 'Виберіть час початку в межах {days} днів.',
    cn: '请选择 {days} 天以内的开始时间。',
  },
  registration_already_closed: {
    en: 'Registration would already be closed: start_time minus freeze_time must be in the future.',
    ua: 'Реєстрацію вже було б закрито: start_time мінус freeze_time має бути в майбутньому.',
    cn: '报名将已截止：start_time 减去 freeze_time 必须晚于当前时间。',
  },
  levels_reversed: {
    en: 'max_lvl ({max}) may not be below min_lvl ({min}).',
    ua: 'max_lvl ({max}) не може бути меншим за min_lvl ({min}).',
    cn: 'max_lvl（{max}）不能低于 min_lvl（{min}）。',
  },
  prizes_over_percent: {
    en: 'The three prizes may take at most 100% of the pool.',
    ua: 'Три призи разом можуть становити не більше 100% призового фонду.',
    cn: '三项奖金合计最多占奖池的 100%。',
  },
  no_third_place: {
    en: 'A one-level bracket (grid 1) has no third place.',
    ua: 'У сітці з одного рівня (grid 1) немає третього місця.',
    cn: '只有一层的对阵表（grid 1）没有第三名。',
  },
  prizes_over_pool: {
    en: 'The first, second and third prizes add up to more than the prize pool.',
    ua: 'Призи за перше, друге і третє місця разом перевищують призовий фонд.',
    cn: '第一、二、三名奖金之和超过了奖池。',
  },
  password_required_when: {
    en: 'This field is required when is_opened is {value}.',
    ua: 'Це поле обов’язкове, коли is_opened дорівнює {value}.',
    cn: '当 is_opened 为 {value} 时，此字段为必填项。',
  },
  players_password_unused: {
    en: 'is_opened {value} takes no players password: leave it out.',
    ua: 'З is_opened {value} пароль для гравців не потрібен: не надсилайте його.',
    cn: 'is_opened 为 {value} 时不需要选手密码，请勿填写。',
  },
  watchers_password_unused: {
    en: 'is_opened {value} takes no watchers password: leave it out.',
    ua: 'З is_opened {value} пароль для глядачів не потрібен: не надсилайте його.',
    cn: 'is_opened 为 {value} 时不需要观众密码，请勿填写。',
  },
  demo_no_donations: {
    en: 'A demo tournament takes no donations: they are real crystals.',
    ua: 'Демо-турнір не приймає донатів: це справжні кристали.',
    cn: '演示锦标赛不接受捐赠：捐赠是真实的水晶。',
  },
  demo_no_jars: {
    en: 'A demo tournament shows no jars: jars hold real crystals.',
    ua: 'Демо-турнір не показує банок: у банках справжні кристали.',
    cn: '演示锦标赛不展示罐子：罐子里是真实的水晶。',
  },
  donations_off_jars: {
    en: 'Turn donations on (donats) to show jars on the tournament.',
    ua: 'Увімкніть донати (donats), щоб показувати банки на турнірі.',
    cn: '开启捐赠（donats）后才能在锦标赛上展示罐子。',
  },
  book_fixed: {
    en: 'A tournament stays in the book it was created in.',
    ua: 'Турнір лишається на тому рахунку (демо чи справжньому), де його створено.',
    cn: '锦标赛只能留在创建时所用的账户（演示或真实）中。',
  },
  fixed_with_participants: {
    en: 'Players have registered or applied under this value; it can no longer change.',
    ua: 'Гравці вже зареєструвалися або подали заявки з цим значенням; його більше не можна змінити.',
    cn: '已有选手按此值报名或申请，无法再更改。',
  },
  percent_needs_all_prizes: {
    en: 'Send all three prizes as percents with percentage_prize.',
    ua: 'З percentage_prize надсилайте всі три призи у відсотках.',
    cn: '使用 percentage_prize 时，请以百分比发送全部三项奖金。',
  },
  bans_users_only_1_1: {
    en: 'A 1_1 tournament bans users only.',
    ua: 'У турнірі 1_1 можна блокувати лише користувачів.',
    cn: '1_1 锦标赛只能封禁用户。',
  },
  bans_users_only_1x1: {
    en: 'A 1x1 tournament bans users only.',
    ua: 'У турнірі 1x1 можна блокувати лише користувачів.',
    cn: '1x1 锦标赛只能封禁用户。',
  },
  own_banner: {
    en: 'Choose one of your own banners.',
    ua: 'Виберіть один зі своїх банерів.',
    cn: '请选择你自己的横幅。',
  },
  jars_not_own: {
    en: 'Choose your own jars that are not broken; these are not: {ids}.',
    ua: 'Виберіть свої банки, які не розбито; ці не підходять: {ids}.',
    cn: '请选择你自己且未被打破的罐子；以下不符合：{ids}。',
  },
  jars_of_users: {
    en: 'Prize jars are of types 2 to 5; these are user jars: {ids}.',
    ua: 'Призові банки мають типи від 2 до 5; ці банки користувацькі: {ids}.',
    cn: '奖金罐的类型为 2 到 5；以下是用户罐：{ids}。',
  },
  jars_elsewhere: {
    en: 'Another tournament already pays out these jars: {ids}.',
    ua: 'Ці банки вже виплачує інший турнір: {ids}.',
    cn: '以下罐子已由另一个锦标赛发放：{ids}。',
  },
  jars_both_roles: {
    en: 'A jar is either a prize or a donation jar; these are both: {ids}.',
    ua: 'Банка може бути або призовою, або для донатів; ці вказано як обидві: {ids}.',
    cn: '罐子只能是奖金罐或捐赠罐之一；以下两者都是：{ids}。',
  },
  jar_just_taken: {
    en: 'Another tournament has just taken one of these jars.',
    ua: 'Інший турнір щойно зайняв одну з цих банок.',
    cn: '另一个锦标赛刚刚占用了其中一个罐子。',
  },

  // Joining: the join data, the window, passwords and capacity.
  watcher_self_only: {
    en: 'You can only register yourself as a watcher.',
    ua: 'Глядачем можна зареєструвати лише себе.',
    cn: '你只能将自己报名为观众。',
  },
  watcher_or_player: {
    en: 'Join either as a watcher or as a player, not both.',
    ua: 'Приєднуйтеся або як глядач, або як гравець, але не обома.',
    cn: '请以观众或选手身份加入，不能同时两者。',
  },
  register_self_only: {
    en: 'You can only register yourself.',
    ua: 'Зареєструвати можна лише себе.',
    cn: '你只能为自己报名。',
  },
  players_join_alone: {
    en: 'This is a 1x1 tournament: players join alone.',
    ua: 'Це турнір 1x1: гравці приєднуються поодинці.',
    cn: '这是 1x1 锦标赛：选手单独加入。',
  },
  registration_over: {
    en: 'Registration is over: the tournament is {status}.',
    ua: 'Реєстрацію завершено: статус турніру — «{status}».',
    cn: '报名已结束：锦标赛状态为“{status}”。',
  },
  registration_closed_at: {
    en: 'Registration closed at {at}, {minutes} minutes before the start.',
    ua: 'Реєстрація закрилася о {at}, за {minutes} хв до початку.',
    cn: '报名已于 {at} 截止，即开始前 {minutes} 分钟。',
  },
  registrations_frozen: {
    en: 'The tournament has started: registrations can no longer change.',
    ua: 'Турнір уже почався: реєстрації більше не можна змінити.',
    cn: '锦标赛已开始，报名无法再更改。',
  },
  players_password_needed: {
    en: 'This tournament asks players for a password.',
    ua: 'Цей турнір вимагає від гравців пароль.',
    cn: '该锦标赛要求选手输入密码。',
  },
  watchers_password_needed: {
    en: 'This tournament asks watchers for a password.',
    ua: 'Цей турнір вимагає від глядачів пароль.',
    cn: '该锦标赛要求观众输入密码。',
  },
  wrong_password: {
    en: 'The password is not right.',
    ua: 'Пароль неправильний.',
    cn: '密码不正确。',
  },
  tournament_full: {
    en: 'The tournament is full: all {places} places are taken.',
    ua: 'Турнір заповнено: усі {places} місць зайнято.',
    cn: '锦标赛已满：{places} 个名额均已被占用。',
  },
  tournament_full_short: {
    en: 'The tournament is full.',
    ua: 'Турнір заповнено.',
    cn: '锦标赛已满。',
  },

  // Who a registration brings.
  banned_here: {
    en: '{who} is banned from this tournament.',
    ua: '{who} заблоковано в цьому турнірі.',
    cn: '{who} 已被本锦标赛封禁。',
  },
  banned_from_tournaments: {
    en: '{who} may not take part in tournaments now.',
    ua: '{who} зараз не може брати участь у турнірах.',
    cn: '{who} 目前不能参加锦标赛。',
  },
  already_registered: {
    en: '{who} is already registered in this tournament.',
    ua: '{who} уже зареєстровано в цьому турнірі.',
    cn: '{who} 已报名本锦标赛。',
  },
  organiser_cannot_play: {
    en: '{who} organises this tournament and cannot play in it.',
    ua: '{who} організовує цей турнір і не може в ньому грати.',
    cn: '{who} 是本锦标赛的组织者，不能参赛。',
  },
  level_outside: {
    en: '{who} is level {level}; this tournament admits levels {min} to {max}.',
    ua: '{who} має рівень {level}; цей турнір приймає рівні від {min} до {max}.',
    cn: '{who} 的等级为 {level}；本锦标赛只接受 {min} 到 {max} 级。',
  },
  registered_or_applied: {
    en: '{who} is already registered or has applied.',
    ua: '{who} уже зареєстровано або подано заявку.',
    cn: '{who} 已报名或已提交申请。',
  },
  starters_missing: {
    en: 'A team needs {needed} starting players to register; it has {count}.',
    ua: 'Для реєстрації команді потрібно {needed} гравців основного складу; зараз їх {count}.',
    cn: '战队需要 {needed} 名首发选手才能报名；目前只有 {count} 名。',
  },
  substitutes_hold_shares: {
    en: 'Substitutes hold prize shares ({names}): give the whole 100% to the five starting players before registering.',
    ua: 'Запасні мають частки призу ({names}): перед реєстрацією віддайте всі 100% п’ятьом гравцям основного складу.',
    cn: '替补持有奖金份额（{names}）：报名前请将全部 100% 分给五名首发选手。',
  },
  team_leader_only: {
    en: 'Only the leader of {team} can register it.',
    ua: 'Зареєструвати {team} може лише лідер команди.',
    cn: '只有 {team} 的队长才能为其报名。',
  },
  application_waiting: {
    en: 'You already have an application waiting in this tournament.',
    ua: 'У вас уже є заявка, що очікує розгляду в цьому турнірі.',
    cn: '你在本锦标赛中已有一份待处理的申请。',
  },
  lead_no_team: {
    en: 'You lead no team. Only a team’s leader can register it for a 5x5 tournament.',
    ua: 'Ви не очолюєте жодної команди. Зареєструвати команду на турнір 5x5 може лише її лідер.',
    cn: '你不是任何战队的队长。只有战队队长才能为其报名 5x5 锦标赛。',
  },
  lead_several_teams: {
    en: 'You lead several teams: choose which one registers.',
    ua: 'Ви очолюєте кілька команд: виберіть, яку з них зареєструвати.',
    cn: '你是多支战队的队长：请选择要报名的战队。',
  },
  invite_not_valid: {
    en: 'This invite is not valid for you in this tournament.',
    ua: 'Це запрошення недійсне для вас у цьому турнірі.',
    cn: '此邀请对你在本锦标赛中无效。',
  },
  invite_for_player: {
    en: 'This invite is for a player.',
    ua: 'Це запрошення для гравця.',
    cn: '此邀请是给选手的。',
  },
  invite_for_watcher: {
    en: 'This invite is for a watcher.',
    ua: 'Це запрошення для глядача.',
    cn: '此邀请是给观众的。',
  },
  calendar_clash: {
    en: 'These matches overlap matches you already play.',
    ua: 'Ці матчі збігаються в часі з матчами, які ви вже граєте.',
    cn: '这些比赛与你已参加的比赛时间重叠。',
  },
  leader_takes_team_out: {
    en: 'Only the team’s leader can take the team out of the tournament.',
    ua: 'Зняти команду з турніру може лише її лідер.',
    cn: '只有队长才能让战队退出锦标赛。',
  },
  not_registered: {
    en: 'You are not registered in this tournament.',
    ua: 'Ви не зареєстровані в цьому турнірі.',
    cn: '你没有报名本锦标赛。',
  },
  team_not_registered: {
    en: 'This team is not registered in this tournament.',
    ua: 'Ця команда не зареєстрована в цьому турнірі.',
    cn: '该战队没有报名本锦标赛。',
  },
  user_not_registered: {
    en: 'This user is not registered in this tournament (a team’s player goes with the team).',
    ua: 'Цей користувач не зареєстрований у цьому турнірі (гравець команди вибуває разом із командою).',
    cn: '该用户没有报名本锦标赛（战队的选手随战队一起移除）。',
  },

  // Applications, bans and invites.
  application_not_found: {
    en: 'Application not found.',
    ua: 'Заявку не знайдено.',
    cn: '未找到申请。',
  },
  application_decided: {
    en: 'This application is already {status}.',
    ua: 'Ця заявка вже має статус «{status}».',
    cn: '该申请已处于“{status}”状态。',
  },
  no_application_waiting: {
    en: 'You have no application waiting in this tournament.',
    ua: 'У вас немає заявки, що очікує розгляду в цьому турнірі.',
    cn: '你在本锦标赛中没有待处理的申请。',
  },
  cannot_ban_self: {
    en: 'You cannot ban yourself.',
    ua: 'Не можна заблокувати себе.',
    cn: '你不能封禁自己。',
  },
  already_banned: {
    en: 'Already banned from this tournament.',
    ua: 'Уже заблоковано в цьому турнірі.',
    cn: '已被本锦标赛封禁。',
  },
  ban_not_found: { en: 'Ban not found.', ua: 'Блокування не знайдено.', cn: '未找到封禁。' },
  invite_someone_else: {
    en: 'You organise this tournament; invite someone else.',
    ua: 'Ви організовуєте цей турнір; запросіть когось іншого.',
    cn: '你是本锦标赛的组织者，请邀请其他人。',
  },
  cannot_invite: {
    en: 'You cannot invite this user.',
    ua: 'Ви не можете запросити цього користувача.',
    cn: '你不能邀请该用户。',
  },
  lift_ban_first: {
    en: '{who} is banned from this tournament; lift the ban first.',
    ua: '{who} заблоковано в цьому турнірі; спершу зніміть блокування.',
    cn: '{who} 已被本锦标赛封禁，请先解除封禁。',
  },
  invite_not_found: {
    en: 'This invite does not exist.',
    ua: 'Такого запрошення не існує.',
    cn: '该邀请不存在。',
  },
  invite_for_other: {
    en: 'This invite is for another user.',
    ua: 'Це запрошення для іншого користувача.',
    cn: '此邀请是给其他用户的。',
  },
  invite_decided: {
    en: 'This invite is already {status}.',
    ua: 'Це запрошення вже має статус «{status}».',
    cn: '该邀请已处于“{status}”状态。',
  },

  // Matches: starting, results, disputes and forfeits.
  not_running: {
    en: 'This tournament is not running.',
    ua: 'Цей турнір зараз не триває.',
    cn: '该锦标赛未在进行中。',
  },
  creator_starts_matches: {
    en: 'Only the tournament’s creator may start its matches.',
    ua: 'Запускати матчі турніру може лише його організатор.',
    cn: '只有锦标赛的创建者才能开始其比赛。',
  },
  creator_postpones: {
    en: 'Only the tournament’s creator may postpone a match.',
    ua: 'Переносити матч може лише організатор турніру.',
    cn: '只有锦标赛的创建者才能推迟比赛。',
  },
  no_match_ready: {
    en: 'No match is ready to start yet.',
    ua: 'Жоден матч ще не готовий до початку.',
    cn: '还没有可以开始的比赛。',
  },
  match_started: {
    en: 'This match has already started.',
    ua: 'Цей матч уже почався.',
    cn: '这场比赛已经开始。',
  },
  postpone_later: {
    en: 'Choose a time later than now and than the match’s current start.',
    ua: 'Виберіть час, пізніший і за теперішній, і за поточний початок матчу.',
    cn: '请选择晚于当前时间且晚于比赛当前开始时间的时间。',
  },
  players_report: {
    en: 'Only a player of this match (a team’s captain in 5x5) may report its result.',
    ua: 'Повідомити результат може лише гравець цього матчу (у 5x5 — капітан команди).',
    cn: '只有本场比赛的选手（5x5 中为战队队长）才能提交结果。',
  },
  match_has_result: {
    en: 'This match already has a result.',
    ua: 'Цей матч уже має результат.',
    cn: '这场比赛已有结果。',
  },
  match_not_started: {
    en: 'This match has not started yet.',
    ua: 'Цей матч ще не почався.',
    cn: '这场比赛尚未开始。',
  },
  creator_sets_result: {
    en: 'Only the tournament’s creator may set a result.',
    ua: 'Встановити результат може лише організатор турніру.',
    cn: '只有锦标赛的创建者才能设定结果。',
  },
  match_waiting: {
    en: 'This match is still waiting for its players.',
    ua: 'Цей матч ще чекає на своїх гравців.',
    cn: '这场比赛仍在等待选手。',
  },
  no_bracket_match: {
    en: 'There is no such match in this bracket.',
    ua: 'У цій сітці немає такого матчу.',
    cn: '该对阵表中没有这场比赛。',
  },
  match_no_players: {
    en: 'This match has no players.',
    ua: 'У цьому матчі немає гравців.',
    cn: '这场比赛没有选手。',
  },
  match_has_winner: {
    en: 'This match already has a winner.',
    ua: 'Цей матч уже має переможця.',
    cn: '这场比赛已有胜者。',
  },
  participant_gone: {
    en: 'This participant is no longer registered.',
    ua: 'Цей учасник більше не зареєстрований.',
    cn: '该参赛者已不在报名名单中。',
  },
  nothing_to_forfeit: {
    en: 'This participant has no match to forfeit now (none ready or in game against an opponent).',
    ua: 'У цього учасника зараз немає матчу, який можна зарахувати як поразку (жодного готового чи поточного матчу із суперником).',
    cn: '该参赛者目前没有可判负的比赛（没有已就绪或正在进行且有对手的比赛）。',
  },
  not_disputed: {
    en: 'This match is not disputed: its players report it.',
    ua: 'Щодо цього матчу немає спору: результат повідомляють його гравці.',
    cn: '这场比赛没有争议：由其选手提交结果。',
  },

  // Ownership transfers.
  no_such_offer: {
    en: 'No such transfer offer.',
    ua: 'Такої пропозиції передачі немає.',
    cn: '没有这个转让请求。',
  },
  no_change_hands: {
    en: 'A {status} tournament can no longer change hands.',
    ua: 'Турнір зі статусом «{status}» більше не можна передати.',
    cn: '状态为“{status}”的锦标赛无法再转让。',
  },
  already_organise: {
    en: 'You already organise this tournament.',
    ua: 'Ви вже організовуєте цей турнір.',
    cn: '你已经是本锦标赛的组织者。',
  },
  offer_pending: {
    en: 'An offer is already pending: withdraw it first.',
    ua: 'Уже є пропозиція, що очікує відповіді: спершу відкличте її.',
    cn: '已有一个待处理的转让请求：请先撤回它。',
  },
  offer_for_other: {
    en: 'This offer was made to another user.',
    ua: 'Цю пропозицію зроблено іншому користувачеві.',
    cn: '这个请求是发给其他用户的。',
  },
  answer_own_offer: {
    en: 'Send your own id: only you can answer your offer.',
    ua: 'Надішліть свій id: відповісти на вашу пропозицію можете лише ви.',
    cn: '请发送你自己的 id：只有你能回复发给你的请求。',
  },
  offer_answered: {
    en: 'This offer has already been answered or withdrawn.',
    ua: 'На цю пропозицію вже відповіли або її відкликано.',
    cn: '该请求已被回复或撤回。',
  },
  only_pending_withdrawn: {
    en: 'Only a pending offer can be withdrawn.',
    ua: 'Відкликати можна лише пропозицію, що очікує відповіді.',
    cn: '只能撤回待处理的请求。',
  },

  // Reviews, jars and banner, casters.
  reviews_after_finish: {
    en: 'Comments and stars open when the tournament has finished.',
    ua: 'Коментарі та зірки відкриваються, коли турнір завершиться.',
    cn: '锦标赛结束后才能评论和打星。',
  },
  reviews_by_participants: {
    en: 'Only the tournament’s players and watchers can comment and rate it.',
    ua: 'Коментувати й оцінювати турнір можуть лише його гравці та глядачі.',
    cn: '只有本锦标赛的选手和观众才能评论和评分。',
  },
  jars_frozen: {
    en: "A {status} tournament's jars can no longer change.",
    ua: 'Банки турніру зі статусом «{status}» більше не можна змінити.',
    cn: '状态为“{status}”的锦标赛的罐子无法再更改。',
  },
  banner_frozen: {
    en: "A {status} tournament's banner can no longer change.",
    ua: 'Банер турніру зі статусом «{status}» більше не можна змінити.',
    cn: '状态为“{status}”的锦标赛的横幅无法再更改。',
  },
  jar_not_shown: {
    en: 'The tournament does not show this jar.',
    ua: 'Турнір не показує цю банку.',
    cn: '该锦标赛没有展示这个罐子。',
  },
  jar_keeps_type: {
    en: 'A jar the tournament shows keeps its type.',
    ua: 'Банка, яку показує турнір, зберігає свій тип.',
    cn: '锦标赛展示的罐子不能更改类型。',
  },
  no_banner_yet: {
    en: 'The tournament has no banner yet: POST makes one.',
    ua: 'У турніру ще немає банера: створіть його запитом POST.',
    cn: '该锦标赛还没有横幅：请用 POST 创建。',
  },
  no_caster_invitation: {
    en: 'No such commentator invitation.',
    ua: 'Такого запрошення коментатора немає.',
    cn: '没有这个解说邀请。',
  },
  organiser_invites_casters: {
    en: 'Only the tournament’s organiser invites casters.',
    ua: 'Запрошувати коментаторів може лише організатор турніру.',
    cn: '只有锦标赛的组织者才能邀请解说。',
  },
  nothing_to_cast: {
    en: 'This match is over: there is nothing left to cast.',
    ua: 'Цей матч завершено: коментувати вже нічого.',
    cn: '这场比赛已结束：没有可解说的内容了。',
  },
  already_caster: {
    en: 'This user is already invited to cast the match.',
    ua: 'Цього користувача вже запрошено коментувати матч.',
    cn: '该用户已被邀请解说这场比赛。',
  },
  invited_answers: {
    en: 'Only the invited user answers the invitation.',
    ua: 'Відповісти на запрошення може лише запрошений користувач.',
    cn: '只有受邀用户才能回复邀请。',
  },
  invitation_answered: {
    en: 'This invitation has already been answered.',
    ua: 'На це запрошення вже відповіли.',
    cn: '该邀请已被回复。',
  },
  end_caster_invitation: {
    en: 'Only the organiser or the caster can end a commentator invitation.',
    ua: 'Завершити запрошення коментатора може лише організатор або сам коментатор.',
    cn: '只有组织者或解说本人才能结束解说邀请。',
  },
  change_stream: {
    en: 'Only the organiser or the match’s caster can change its stream.',
    ua: 'Змінити трансляцію може лише організатор або коментатор матчу.',
    cn: '只有组织者或本场比赛的解说才能更改其直播。',
  },
});

export type TournamentsMessageCode = Parameters<typeof tournamentsMessage>[0];

/** What only a tournament's creator may do, as `creator_only` words it ("can {action}"). */
const CREATOR_ACTIONS = {
  edit: { en: 'edit it', ua: 'редагувати його', cn: '编辑它' },
  cancel: { en: 'cancel it', ua: 'скасувати його', cn: '取消它' },
  hand_over: { en: 'hand it over', ua: 'передати його', cn: '转让它' },
  see_transfer_offers: {
    en: 'see its transfer offers',
    ua: 'бачити його пропозиції передачі',
    cn: '查看其转让请求',
  },
  withdraw_transfer_offers: {
    en: 'withdraw its transfer offers',
    ua: 'відкликати його пропозиції передачі',
    cn: '撤回其转让请求',
  },
  add_jars: { en: 'add jars', ua: 'додавати банки', cn: '添加罐子' },
  edit_jars: { en: 'edit its jars', ua: 'редагувати його банки', cn: '编辑其罐子' },
  set_banner: { en: 'set its banner', ua: 'встановлювати його банер', cn: '设置其横幅' },
  edit_banner: { en: 'edit its banner', ua: 'редагувати його банер', cn: '编辑其横幅' },
  see_applications: { en: 'see its applications', ua: 'бачити його заявки', cn: '查看其申请' },
  decide_applications: {
    en: 'decide on applications',
    ua: 'розглядати заявки',
    cn: '处理申请',
  },
  ban: { en: 'ban users and teams', ua: 'блокувати користувачів і команди', cn: '封禁用户和战队' },
  lift_bans: { en: 'lift bans', ua: 'знімати блокування', cn: '解除封禁' },
  see_bans: { en: 'see its bans', ua: 'бачити його блокування', cn: '查看其封禁' },
  remove_participants: {
    en: 'remove participants',
    ua: 'видаляти учасників',
    cn: '移除参赛者',
  },
  invite: {
    en: 'invite players and watchers',
    ua: 'запрошувати гравців і глядачів',
    cn: '邀请选手和观众',
  },
} as const satisfies Record<string, Translations>;

export type CreatorAction = keyof typeof CREATOR_ACTIONS;

// Statuses a message names: the tournament's, an application's, an invite's.
const STATUS_NAMES: Readonly<Record<string, Translations>> = {
  registration: { en: 'registration', ua: 'реєстрація', cn: '报名中' },
  running: { en: 'running', ua: 'триває', cn: '进行中' },
  finished: { en: 'finished', ua: 'завершено', cn: '已结束' },
  cancelled: { en: 'cancelled', ua: 'скасовано', cn: '已取消' },
  pending: { en: 'pending', ua: 'очікує', cn: '待处理' },
  confirmed: { en: 'confirmed', ua: 'підтверджено', cn: '已确认' },
  declined: { en: 'declined', ua: 'відхилено', cn: '已拒绝' },
  accepted: { en: 'accepted', ua: 'прийнято', cn: '已接受' },
};

type Part = string | number | LocalizedMessage;

/**
 * A catalogue message whose params may themselves be messages (a status, an action), each worded
 * in the same language as the sentence around it.
 */
export const tournamentsText =
  (code: TournamentsMessageCode, params: Readonly<Record<string, Part>> = {}): LocalizedMessage =>
  (language) =>
    tournamentsMessage(
      code,
      Object.fromEntries(
        Object.entries(params).map(([name, part]) => [
          name,
          typeof part === 'function' ? part(language) : part,
        ]),
      ),
    )(language);

/** A status word in the request's language; one this file does not know stays as it is. */
export const statusName =
  (status: string): LocalizedMessage =>
  (language) =>
    Object.hasOwn(STATUS_NAMES, status) ? (STATUS_NAMES[status]?.[language] ?? status) : status;

export const creatorOnly = (action: CreatorAction) =>
  tournamentsText('creator_only', { action: (language) => CREATOR_ACTIONS[action][language] });

/** Several messages as one answer, in the order given (Chinese runs sentences on without spaces). */
export const joinedMessages =
  (messages: readonly LocalizedMessage[]): LocalizedMessage =>
  (language) =>
    messages.map((message) => message(language)).join(language === 'cn' ? '' : ' ');

/** Field messages by field, as a tournament form collects them before `localizedFields`. */
export type TournamentFieldMessages = Record<string, LocalizedMessage[]>;
