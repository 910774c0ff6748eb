// The friends module's messages in every language the API answers in, by a stable code.
import { messageCatalogue } from '../../platform/http/localized-errors.js';

export const friendsMessage = messageCatalogue({
  user_not_found: {
    en: 'User not found.',
    ua: 'Користувача не знайдено.',
    cn: '未找到该用户。',
  },
  not_found: {
    en: 'Not found.',
    ua: 'Не знайдено.',
    cn: '未找到。',
  },
  request_blocked: {
    en: 'You cannot send a friend request to this user.',
    ua: 'Цьому користувачу не можна надіслати запит у друзі.',
    cn: '无法向该用户发送好友请求。',
  },
  already_friends: {
    en: 'You are already friends.',
    ua: 'Ви вже друзі.',
    cn: '你们已经是好友了。',
  },
  request_already_sent: {
    en: 'You have already sent a friend request to this user.',
    ua: 'Ви вже надіслали цьому користувачу запит у друзі.',
    cn: '你已经向该用户发送过好友请求。',
  },
  request_to_self: {
    en: 'You cannot send a friend request to yourself.',
    ua: 'Не можна надіслати запит у друзі самому собі.',
    cn: '不能向自己发送好友请求。',
  },
  request_not_found: {
    en: 'Friend request not found.',
    ua: 'Запит у друзі не знайдено.',
    cn: '未找到该好友请求。',
  },
  only_asked_accepts: {
    en: 'Only the user who was asked can accept.',
    ua: 'Прийняти запит може лише той, кому його надіслали.',
    cn: '只有收到请求的用户才能接受。',
  },
  not_friends: {
    en: 'You are not friends with this user.',
    ua: 'Ви не друзі з цим користувачем.',
    cn: '你和该用户不是好友。',
  },
  block_self: {
    en: 'You cannot block yourself.',
    ua: 'Не можна заблокувати самого себе.',
    cn: '不能屏蔽自己。',
  },
  unblocked: {
    en: 'The user is no longer blocked.',
    ua: 'Користувача розблоковано.',
    cn: '已取消屏蔽该用户。',
  },
});
