// First-start news in en, ua and cn, oldest first.
import type { Texts } from './content.repository.js';

export interface SeedNews {
  /** ISO date the item is shown as written. */
  createdAt: string;
  texts: Texts<{ title: string; body: string }>;
}

export const SEED_NEWS: readonly SeedNews[] = [
  {
    createdAt: '2026-09-01T10:00:00Z',
    texts: {
      en: {
        title: 'Clutch is open',
        body: 'Clutch is open for **Dota 2** and **CS2** players. Sign up with e-mail or Steam, get 1,000 demo crystals to practise with, and play your first quick match today. See [the games page](/static-page/games) for how matches are hosted.',
      },
      ua: {
        title: 'Clutch відкрито',
        body: 'Clutch відкрито для гравців **Dota 2** і **CS2**. Зареєструйтеся через пошту або Steam, отримайте 1 000 демо-кристалів для тренувань і зіграйте свій перший швидкий матч уже сьогодні. Як проводяться матчі — на [сторінці ігор](/static-page/games).',
      },
      cn: {
        title: 'Clutch 正式上线',
        body: 'Clutch 现已向 **Dota 2** 和 **CS2** 玩家开放。使用邮箱或 Steam 注册，获得 1,000 演示水晶用于练习，今天就来打你的第一场快速比赛。比赛如何主持请见[游戏页面](/static-page/games)。',
      },
    },
  },
  {
    createdAt: '2026-10-05T12:00:00Z',
    texts: {
      en: {
        title: 'Real CS2 matches on our own servers',
        body: 'Real-crystal CS2 quick matches and tournaments now run on Clutch servers with MatchZy. After the map veto you get a `connect` line with the server password; the score and every player’s statistics come straight from the server. Link your Steam account in the profile settings to take a seat.',
      },
      ua: {
        title: 'Реальні матчі CS2 на наших серверах',
        body: 'Швидкі матчі й турніри CS2 на реальні кристали тепер проходять на серверах Clutch з MatchZy. Після вето карт ви отримуєте рядок `connect` з паролем сервера; рахунок і статистика кожного гравця надходять прямо із сервера. Привʼяжіть Steam у налаштуваннях профілю, щоб зайняти місце.',
      },
      cn: {
        title: '真实 CS2 比赛在我们自己的服务器上进行',
        body: '真实水晶的 CS2 快速比赛和锦标赛现已在装有 MatchZy 的 Clutch 服务器上运行。地图禁选后你会收到带服务器密码的 `connect` 命令；比分和每位玩家的数据直接来自服务器。请在个人资料设置中绑定 Steam 账户以占据席位。',
      },
    },
  },
  {
    createdAt: '2026-11-10T09:00:00Z',
    texts: {
      en: {
        title: 'Your matches in one calendar',
        body: 'Every match you play, organise, cast or watch now appears in your calendar, in your own time zone. Overlapping matches are marked, and you can subscribe to your calendar from Google Calendar, Outlook or Apple Calendar.',
      },
      ua: {
        title: 'Усі ваші матчі в одному календарі',
        body: 'Кожен матч, який ви граєте, організовуєте, коментуєте чи дивитеся, тепер зʼявляється у вашому календарі у вашому часовому поясі. Матчі, що перетинаються, позначено, а календар можна підписати в Google Calendar, Outlook або Apple Calendar.',
      },
      cn: {
        title: '所有比赛尽在一个日历',
        body: '你参赛、组织、解说或观看的每场比赛现在都会按你所在的时区显示在日历中。时间重叠的比赛会被标记，你还可以在 Google 日历、Outlook 或 Apple 日历中订阅你的日历。',
      },
    },
  },
];
