// The matches module's messages that reach players, in every language the API answers in, by a
// stable code. What only game servers and bots are told (hosting secrets, bot frames) stays English.
import { messageCatalogue } from '../../platform/http/localized-errors.js';

export const matchesMessage = messageCatalogue({
  not_in_running_match: {
    en: 'You play in no running match with this id.',
    ua: 'Ви не граєте в жодному поточному матчі з таким id.',
    cn: '你没有参加该 id 的进行中的比赛。',
  },
  stream_not_a_link: {
    en: 'Enter a Twitch channel name or a https:// web address.',
    ua: 'Введіть назву каналу Twitch або вебадресу https://.',
    cn: '请输入 Twitch 频道名称或 https:// 网址。',
  },
  stream_not_https: {
    en: 'The stream’s address must start with https://.',
    ua: 'Адреса трансляції має починатися з https://.',
    cn: '直播地址必须以 https:// 开头。',
  },
  stream_wrong_site: {
    en: 'Link a stream on twitch.tv or youtube.com.',
    ua: 'Додайте посилання на трансляцію на twitch.tv або youtube.com.',
    cn: '请链接 twitch.tv 或 youtube.com 上的直播。',
  },
  stream_front_page: {
    en: 'Link the channel or video, not the site’s front page.',
    ua: 'Додайте посилання на канал чи відео, а не на головну сторінку сайту.',
    cn: '请链接频道或视频，而不是网站首页。',
  },
});
