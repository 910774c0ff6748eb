// First-start FAQ in en, ua and cn: how Clutch works, from the rules the README publishes.
import type { Texts } from './content.repository.js';

export interface SeedFaqCategory {
  slug: string;
  names: Texts<{ name: string }>;
  items: Texts<{ question: string; answer: string }>[];
}

const account: SeedFaqCategory = {
  slug: 'account',
  names: { en: { name: 'Account' }, ua: { name: 'Обліковий запис' }, cn: { name: '账户' } },
  items: [
    {
      en: {
        question: 'How do I sign up?',
        answer:
          'Sign up with your e-mail address and a password, or sign in with **Steam**. An e-mail account is confirmed by the link we send you; the link works for two days. You can link Steam later in your profile settings.',
      },
      ua: {
        question: 'Як зареєструватися?',
        answer:
          'Зареєструйтеся за адресою електронної пошти та паролем або увійдіть через **Steam**. Обліковий запис з пошти підтверджується посиланням, яке ми надсилаємо; воно діє два дні. Steam можна привʼязати пізніше в налаштуваннях профілю.',
      },
      cn: {
        question: '如何注册？',
        answer:
          '使用电子邮箱和密码注册，或通过 **Steam** 登录。邮箱账户需要点击我们发送的确认链接，链接两天内有效。之后也可以在个人资料设置中绑定 Steam。',
      },
    },
    {
      en: {
        question: 'Why do I need to link Steam?',
        answer:
          'Real-crystal matches are played on servers and lobby bots that know players by their SteamID64. Without a linked Steam account you can still play demo matches, but you cannot take a seat in a real lobby.',
      },
      ua: {
        question: 'Навіщо привʼязувати Steam?',
        answer:
          'Матчі на реальні кристали проходять на серверах і в лобі ботів, які впізнають гравців за SteamID64. Без привʼязаного Steam можна грати демо-матчі, але не можна зайняти місце в реальному лобі.',
      },
      cn: {
        question: '为什么需要绑定 Steam？',
        answer:
          '真实水晶比赛在通过 SteamID64 识别玩家的服务器和房间机器人上进行。未绑定 Steam 时仍可参加演示比赛，但不能在真实房间中占据席位。',
      },
    },
    {
      en: {
        question: 'I forgot my password. What now?',
        answer:
          'Use “Forgot password” on the sign-in form. The reset link we e-mail you works once and for one hour. Resetting the password signs you out on every device.',
      },
      ua: {
        question: 'Я забув пароль. Що робити?',
        answer:
          'Натисніть «Забули пароль» у формі входу. Посилання для скидання, яке ми надішлемо, діє один раз і протягом години. Після зміни пароля всі ваші сеанси на інших пристроях завершуються.',
      },
      cn: {
        question: '忘记密码怎么办？',
        answer:
          '在登录表单中点击“忘记密码”。我们发送的重置链接只能使用一次，有效期一小时。重置密码后，所有设备上的登录都会退出。',
      },
    },
  ],
};

const tournaments: SeedFaqCategory = {
  slug: 'tournaments',
  names: { en: { name: 'Tournaments' }, ua: { name: 'Турніри' }, cn: { name: '锦标赛' } },
  items: [
    {
      en: {
        question: 'How do I join a tournament?',
        answer:
          'Open the tournament and register while registration is open. In a 1x1 tournament you register yourself; in a 5x5 tournament the team leader registers the team, whose five starting players must hold the whole 100% of the prize shares and meet the level limits. The entry fee is held from your balance and comes back if you leave, are removed or the tournament is cancelled.',
      },
      ua: {
        question: 'Як узяти участь у турнірі?',
        answer:
          'Відкрийте турнір і зареєструйтеся, поки триває реєстрація. У турнірі 1x1 ви реєструєтеся самі; у 5x5 лідер реєструє команду, пʼятеро основних гравців якої мають разом тримати 100% призових часток і відповідати обмеженням за рівнем. Внесок утримується з балансу й повертається, якщо ви вийдете, вас виключать або турнір скасують.',
      },
      cn: {
        question: '如何参加锦标赛？',
        answer:
          '在报名开放期间打开锦标赛页面报名。1x1 锦标赛由本人报名；5x5 锦标赛由队长为战队报名，五名首发队员的奖金份额合计必须为 100%，且符合等级限制。报名费会从余额中冻结，若退出、被移除或锦标赛取消，将退还。',
      },
    },
    {
      en: {
        question: 'How is the bracket built?',
        answer:
          'Single elimination with 2, 4, 8 … slots. Players are seeded by level (then at random), so seeds 1 and 2 can only meet in the final; free places give byes to the top seeds. When there are semifinals, a match for third place is played too.',
      },
      ua: {
        question: 'Як будується сітка?',
        answer:
          'Олімпійська система на 2, 4, 8 … місць. Гравців розставляють за рівнем (далі випадково), тож перший і другий посів можуть зустрітися лише у фіналі; вільні місця дають найсильнішим прохід далі без гри. Якщо є півфінали, грається й матч за третє місце.',
      },
      cn: {
        question: '对阵表如何生成？',
        answer:
          '单败淘汰制，席位为 2、4、8……个。选手按等级（其次随机）排列种子，因此 1 号和 2 号种子只可能在决赛相遇；空位让高位种子直接晋级。若有半决赛，还会进行季军赛。',
      },
    },
    {
      en: {
        question: 'How are prizes paid?',
        answer:
          'When the final ends, the prize pool and any prize jars are paid to the winners automatically. The platform keeps a fee of 5% of the entry and watcher fees. A team’s prize is split by the team’s prize percentages.',
      },
      ua: {
        question: 'Як виплачуються призи?',
        answer:
          'Після фіналу призовий фонд і призові банки автоматично виплачуються переможцям. Платформа утримує комісію 5% від внесків учасників і глядачів. Приз команди ділиться за її призовими відсотками.',
      },
      cn: {
        question: '奖金如何发放？',
        answer:
          '决赛结束后，奖金池和奖金罐会自动发放给获胜者。平台收取参赛费和观赛费的 5% 作为服务费。战队奖金按战队设定的奖金比例分配。',
      },
    },
  ],
};

const quickMatches: SeedFaqCategory = {
  slug: 'quick-matches',
  names: { en: { name: 'Quick matches' }, ua: { name: 'Швидкі матчі' }, cn: { name: '快速比赛' } },
  items: [
    {
      en: {
        question: 'What is the ready check?',
        answer:
          'When a lobby fills up, every player has 30 seconds to confirm. Missing it frees your seat (your entry fee comes back) and bars you from joining any quick match for 1 minute. Each further miss within 24 hours doubles the wait: 1, 2, 4, 8, 16, 32, then at most 60 minutes. A day without a miss starts again from 1 minute.',
      },
      ua: {
        question: 'Що таке перевірка готовності?',
        answer:
          'Коли лобі заповнюється, кожен гравець має 30 секунд, щоб підтвердити готовність. Якщо пропустити, ваше місце звільняється (внесок повертається), і ви не можете приєднатися до жодного швидкого матчу 1 хвилину. Кожен наступний пропуск протягом 24 годин подвоює очікування: 1, 2, 4, 8, 16, 32, далі не більше 60 хвилин. Доба без пропусків починає відлік знову з 1 хвилини.',
      },
      cn: {
        question: '什么是准备确认？',
        answer:
          '房间满员后，每位玩家有 30 秒确认准备。错过确认会释放你的席位（报名费退还），并在 1 分钟内无法加入任何快速比赛。24 小时内每多错过一次，等待时间翻倍：1、2、4、8、16、32 分钟，最多 60 分钟。一天内没有错过则重新从 1 分钟开始。',
      },
    },
    {
      en: {
        question: 'How does the pick-and-ban work?',
        answer:
          'In Dota 2 the sides take turns banning heroes; in CS2 they ban maps until one is left and then a side is chosen. Each turn lasts 30 seconds; if a side does not move in time, the server makes a random legal move for it.',
      },
      ua: {
        question: 'Як працюють піки та бани?',
        answer:
          'У Dota 2 сторони по черзі банять героїв; у CS2 — карти, доки не залишиться одна, після чого обирається сторона. Кожен хід триває 30 секунд; якщо сторона не встигла, сервер робить за неї випадковий дозволений хід.',
      },
      cn: {
        question: '禁选是如何进行的？',
        answer:
          '在 Dota 2 中双方轮流禁用英雄；在 CS2 中双方轮流禁用地图直到只剩一张，然后选择阵营。每回合 30 秒；若一方未及时操作，服务器会替其随机执行一个合法操作。',
      },
    },
    {
      en: {
        question: 'Who gets the prize of a quick match?',
        answer:
          'The winning side shares the pot (entry fees plus the creator’s prize) less the platform fee. A single player takes it whole; a Clutch team splits it by its prize percentages; a mixed side splits it evenly. If the lobby is cancelled, every fee comes back.',
      },
      ua: {
        question: 'Хто отримує приз швидкого матчу?',
        answer:
          'Сторона-переможець ділить банк (внески плюс приз творця) за вирахуванням комісії платформи. Один гравець забирає все; команда Clutch ділить за своїми призовими відсотками; змішана сторона — порівну. Якщо лобі скасовано, усі внески повертаються.',
      },
      cn: {
        question: '快速比赛的奖金归谁？',
        answer:
          '获胜方分享奖池（报名费加创建者的奖金），扣除平台服务费。单人独得全部；Clutch 战队按奖金比例分配；混合阵营平均分配。若房间取消，所有报名费都会退还。',
      },
    },
  ],
};

const wallet: SeedFaqCategory = {
  slug: 'wallet',
  names: {
    en: { name: 'Wallet and crystals' },
    ua: { name: 'Гаманець і кристали' },
    cn: { name: '钱包与水晶' },
  },
  items: [
    {
      en: {
        question: 'What are crystals?',
        answer:
          'Crystals are the platform’s currency, shown with up to two decimals. **Real** crystals are bought and can be withdrawn; **demo** crystals are for practice: your demo balance starts at 1,000 and can be topped back up. Switch between demo and real in the header.',
      },
      ua: {
        question: 'Що таке кристали?',
        answer:
          'Кристали — валюта платформи, показуються з точністю до двох знаків після коми. **Реальні** кристали купуються і їх можна вивести; **демо**-кристали — для тренування: демо-баланс починається з 1 000, і його можна поповнити знову. Перемикач демо/реал — у шапці сайту.',
      },
      cn: {
        question: '什么是水晶？',
        answer:
          '水晶是平台货币，最多显示两位小数。**真实**水晶通过购买获得，可以提现；**演示**水晶用于练习：演示余额初始为 1,000，可随时补回。在页面顶部切换演示/真实模式。',
      },
    },
    {
      en: {
        question: 'How do I withdraw?',
        answer:
          'Fill in your payment settings, then choose a network (TRC20, ERC20 or BEP20) and an address. One withdrawal is 10 to 10,000 crystals including the network fee, and at most 20,000 crystals in any 24 hours. The amount is held at once; withdrawals above 1,000 crystals are checked by an operator first.',
      },
      ua: {
        question: 'Як вивести кристали?',
        answer:
          'Заповніть платіжні дані, оберіть мережу (TRC20, ERC20 або BEP20) та адресу. Один вивід — від 10 до 10 000 кристалів разом із комісією мережі, і не більше 20 000 кристалів за будь-які 24 години. Сума одразу утримується; виводи понад 1 000 кристалів спершу перевіряє оператор.',
      },
      cn: {
        question: '如何提现？',
        answer:
          '先填写收款设置，然后选择网络（TRC20、ERC20 或 BEP20）并填写地址。单笔提现为 10 至 10,000 水晶（含网络手续费），任意 24 小时内最多 20,000 水晶。金额会立即冻结；超过 1,000 水晶的提现需先经运营人员审核。',
      },
    },
    {
      en: {
        question: 'Can I send crystals to a friend?',
        answer:
          'Yes: real crystals can be sent to another user, but not to yourself and not between users where either has blocked the other. The recipient may send a transfer back once.',
      },
      ua: {
        question: 'Чи можна надіслати кристали другові?',
        answer:
          'Так: реальні кристали можна надіслати іншому користувачу, але не собі й не між користувачами, один з яких заблокував іншого. Отримувач може один раз повернути переказ.',
      },
      cn: {
        question: '可以给朋友转水晶吗？',
        answer:
          '可以：真实水晶可以转给其他用户，但不能转给自己，也不能在任一方屏蔽了对方的用户之间转账。收款人可以将一笔转账退回一次。',
      },
    },
  ],
};

export const SEED_FAQ: readonly SeedFaqCategory[] = [account, tournaments, quickMatches, wallet];
