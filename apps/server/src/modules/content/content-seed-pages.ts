// First-start static pages in en, ua and cn: about, games, privacy and terms. The footer links to
// them by slug (`/static-page/<slug>`), so every one exists from the first start.
import type { Texts } from './content.repository.js';

export interface SeedPage {
  slug: string;
  texts: Texts<{ title: string; body: string }>;
}

const about: SeedPage = {
  slug: 'about',
  texts: {
    en: {
      title: 'About Clutch',
      body: `Clutch is an esports platform for **Dota 2** and **CS2** players.

## What you can do here

- Play **quick matches** with an entry fee and a prize, alone or with your team.
- Join or organise **tournaments** with brackets, prize pools and casters.
- Build a **team**, chat with friends and keep every match in your **calendar**.
- Practise with **demo crystals** before you play for real ones.

## Fair play

Real-crystal matches run on servers and lobby bots the platform controls, and results come from the game itself. Read the [FAQ](/static-page/faq) and the [terms of use](/static-page/terms) to see the rules we play by.

Questions? Write to support@clutch.gg.`,
    },
    ua: {
      title: 'Про Clutch',
      body: `Clutch — кіберспортивна платформа для гравців **Dota 2** і **CS2**.

## Що тут можна робити

- Грати **швидкі матчі** з внеском і призом — самостійно або з командою.
- Брати участь в **турнірах** або організовувати їх: сітки, призові фонди, коментатори.
- Створити **команду**, спілкуватися з друзями й бачити всі матчі в **календарі**.
- Тренуватися на **демо-кристалах**, перш ніж грати на реальні.

## Чесна гра

Матчі на реальні кристали проходять на серверах і в лобі ботів, якими керує платформа, а результати надходять із самої гри. Правила описані в [FAQ](/static-page/faq) та [умовах використання](/static-page/terms).

Питання? Пишіть на support@clutch.gg.`,
    },
    cn: {
      title: '关于 Clutch',
      body: `Clutch 是面向 **Dota 2** 和 **CS2** 玩家的电竞平台。

## 你可以在这里

- 独自或与战队一起参加带报名费和奖金的**快速比赛**。
- 参加或组织**锦标赛**：对阵表、奖金池和解说。
- 组建**战队**，与好友聊天，在**日历**中查看所有比赛。
- 先用**演示水晶**练习，再用真实水晶比赛。

## 公平竞技

真实水晶比赛在平台控制的服务器和房间机器人上进行，结果直接来自游戏。规则请见[常见问题](/static-page/faq)和[使用条款](/static-page/terms)。

有问题？请发邮件至 support@clutch.gg。`,
    },
  },
};

const games: SeedPage = {
  slug: 'games',
  texts: {
    en: {
      title: 'Dota 2 and CS2 on Clutch',
      body: `## Dota 2

Quick matches and tournaments in 1x1 and 5x5. Before a match the sides ban heroes in turns. Real-crystal matches are hosted by our Dota 2 lobby bots: the bot creates a password-protected practice lobby in your region, invites every player by Steam account, starts the game when both sides are complete and reports the winner and each player's statistics.

## CS2

Quick matches and tournaments in 1x1 and 5x5. The sides ban maps until one is left, then a side is chosen. Real-crystal matches run on our CS2 servers with MatchZy: you get a \`connect\` line with the server's password, and the result and statistics come straight from the server.

## Demo and real

Demo matches are played out by the simulator, so you can try every screen without risk. Real matches need a linked Steam account.`,
    },
    ua: {
      title: 'Dota 2 і CS2 на Clutch',
      body: `## Dota 2

Швидкі матчі й турніри 1x1 та 5x5. Перед матчем сторони по черзі банять героїв. Матчі на реальні кристали проводять наші лобі-боти Dota 2: бот створює захищене паролем лобі у вашому регіоні, запрошує кожного гравця за акаунтом Steam, запускає гру, коли обидві сторони в зборі, і повідомляє переможця та статистику кожного гравця.

## CS2

Швидкі матчі й турніри 1x1 та 5x5. Сторони банять карти, доки не залишиться одна, потім обирається сторона. Матчі на реальні кристали проходять на наших серверах CS2 з MatchZy: ви отримуєте рядок \`connect\` з паролем сервера, а результат і статистика надходять прямо із сервера.

## Демо і реал

Демо-матчі розігрує симулятор, тож можна спробувати все без ризику. Для реальних матчів потрібен привʼязаний акаунт Steam.`,
    },
    cn: {
      title: 'Clutch 上的 Dota 2 与 CS2',
      body: `## Dota 2

支持 1x1 和 5x5 的快速比赛与锦标赛。赛前双方轮流禁用英雄。真实水晶比赛由我们的 Dota 2 房间机器人主持：机器人在你的地区创建带密码的练习房间，按 Steam 账户邀请每位玩家，双方到齐后开始游戏，并上报胜者和每位玩家的数据。

## CS2

支持 1x1 和 5x5 的快速比赛与锦标赛。双方轮流禁用地图直到只剩一张，然后选择阵营。真实水晶比赛在装有 MatchZy 的 CS2 服务器上进行：你会收到带服务器密码的 \`connect\` 命令，结果和数据直接来自服务器。

## 演示与真实

演示比赛由模拟器完成，可以无风险地体验所有功能。真实比赛需要绑定 Steam 账户。`,
    },
  },
};

const privacy: SeedPage = {
  slug: 'privacy',
  texts: {
    en: {
      title: 'Privacy policy',
      body: `## What we keep

- Your account: e-mail address, username, password (stored only as a hash), and your Steam or Twitch link if you add one.
- What you do on the platform: matches, tournaments, teams, messages, wallet history.
- Payout details you enter for withdrawals.

## Why

To run your account, matches and payments, to keep play fair, and to answer support requests. We do not sell your data.

## Who else sees it

Other players see your public profile, your matches and what you post. Payment providers receive what they need to process a purchase or payout.

## Your choices

Change your profile, notification and privacy settings at any time. To get a copy of your data or close your account, write to support@clutch.gg.`,
    },
    ua: {
      title: 'Політика конфіденційності',
      body: `## Що ми зберігаємо

- Ваш обліковий запис: адресу пошти, імʼя користувача, пароль (лише у вигляді хешу), привʼязку Steam або Twitch, якщо ви її додали.
- Ваші дії на платформі: матчі, турніри, команди, повідомлення, історію гаманця.
- Платіжні дані, які ви вказуєте для виведення.

## Навіщо

Щоб обслуговувати ваш обліковий запис, матчі й платежі, забезпечувати чесну гру та відповідати на звернення. Ми не продаємо ваші дані.

## Хто ще їх бачить

Інші гравці бачать ваш публічний профіль, матчі та ваші дописи. Платіжні провайдери отримують те, що потрібно для покупки чи виплати.

## Ваш вибір

Змінюйте профіль, сповіщення й налаштування приватності будь-коли. Щоб отримати копію даних або закрити обліковий запис, напишіть на support@clutch.gg.`,
    },
    cn: {
      title: '隐私政策',
      body: `## 我们保存哪些信息

- 你的账户：电子邮箱、用户名、密码（仅以哈希形式保存），以及你绑定的 Steam 或 Twitch。
- 你在平台上的活动：比赛、锦标赛、战队、消息、钱包记录。
- 你为提现填写的收款信息。

## 用途

用于维护你的账户、比赛和支付，保障公平竞技，以及回复支持请求。我们不会出售你的数据。

## 谁能看到

其他玩家可以看到你的公开资料、比赛和发布的内容。支付服务商会收到处理购买或提现所需的信息。

## 你的选择

你可以随时修改个人资料、通知和隐私设置。如需获取数据副本或注销账户，请发邮件至 support@clutch.gg。`,
    },
  },
};

const terms: SeedPage = {
  slug: 'terms',
  texts: {
    en: {
      title: 'Terms of use',
      body: `## Your account

One person, one account. Keep your password to yourself; you are responsible for what is done with your account.

## Crystals

Real crystals are bought through our payment providers and can be withdrawn under the limits shown in your wallet. Demo crystals have no value and cannot be withdrawn. Entry fees are held until a match or tournament is settled and come back when it is cancelled.

## Fair play

No cheating, smurfing for someone else, match fixing or abuse of other players. Missing ready checks leads to growing cooldowns. Breaking the rules can lead to a warning, cooldowns, a timed ban or a permanent ban, and prizes won by cheating are not paid.

## Disputes

If a result looks wrong, report it from the match page. Our staff decide disputes from the match data the platform recorded.`,
    },
    ua: {
      title: 'Умови використання',
      body: `## Ваш обліковий запис

Одна людина — один обліковий запис. Не передавайте пароль іншим; ви відповідаєте за дії, виконані з вашого облікового запису.

## Кристали

Реальні кристали купуються через наших платіжних провайдерів і виводяться в межах лімітів, показаних у гаманці. Демо-кристали не мають цінності й не виводяться. Внески утримуються до підсумків матчу чи турніру й повертаються, якщо його скасовано.

## Чесна гра

Заборонено читерство, гра за чужий акаунт, договірні матчі та образи гравців. Пропуск перевірок готовності веде до дедалі довших обмежень. Порушення правил може призвести до попередження, обмежень, тимчасового або постійного бану, а призи, виграні нечесно, не виплачуються.

## Суперечки

Якщо результат здається неправильним, поскаржтеся зі сторінки матчу. Наші співробітники вирішують суперечки за даними матчу, які записала платформа.`,
    },
    cn: {
      title: '使用条款',
      body: `## 你的账户

一人一个账户。请勿泄露密码；你对通过你的账户进行的一切操作负责。

## 水晶

真实水晶通过我们的支付服务商购买，可在钱包显示的限额内提现。演示水晶没有价值，不能提现。报名费在比赛或锦标赛结算前冻结，取消时退还。

## 公平竞技

禁止作弊、代打、操纵比赛和辱骂其他玩家。错过准备确认会导致越来越长的冷却时间。违反规则可能导致警告、冷却、限时封禁或永久封禁，作弊赢得的奖金不予发放。

## 争议

如果结果看起来有误，请在比赛页面提交举报。我们的工作人员根据平台记录的比赛数据处理争议。`,
    },
  },
};

export const SEED_PAGES: readonly SeedPage[] = [about, games, privacy, terms];
