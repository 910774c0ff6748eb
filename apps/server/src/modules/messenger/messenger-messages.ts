// The messenger's messages in every language the API answers in, by a stable code.
import { FILE_TOO_LARGE_MESSAGE } from '@clutch/contract/messenger';
import { messageCatalogue } from '../../platform/http/localized-errors.js';

export const messengerMessage = messageCatalogue({
  not_found: {
    en: 'Not found.',
    ua: 'Не знайдено.',
    cn: '未找到。',
  },
  chat_not_found: {
    en: 'Chat not found.',
    ua: 'Чат не знайдено.',
    cn: '未找到该聊天。',
  },
  message_not_found: {
    en: 'Message not found.',
    ua: 'Повідомлення не знайдено.',
    cn: '未找到该消息。',
  },
  user_not_found: {
    en: 'User not found.',
    ua: 'Користувача не знайдено.',
    cn: '未找到该用户。',
  },
  the_user_not_found: {
    en: 'The user was not found.',
    ua: 'Користувача не знайдено.',
    cn: '未找到该用户。',
  },
  banned_here: {
    en: 'You are banned from this chat.',
    ua: 'Вас заблоковано в цьому чаті.',
    cn: '你已在此聊天中被封禁。',
  },
  muted_here: {
    en: 'You are muted in this chat.',
    ua: 'Вас заглушено в цьому чаті.',
    cn: '你已在此聊天中被禁言。',
  },
  not_member: {
    en: 'You are not a member of this chat.',
    ua: 'Ви не учасник цього чату.',
    cn: '你不是此聊天的成员。',
  },
  account_chat_banned: {
    en: 'Your account may not send chat messages at the moment.',
    ua: 'Вашому обліковому запису зараз не можна надсилати повідомлення в чатах.',
    cn: '你的账号目前无法发送聊天消息。',
  },
  archived_read_only: {
    en: 'This chat is archived: it is read-only.',
    ua: 'Цей чат заархівовано: його можна лише читати.',
    cn: '此聊天已归档，只能查看。',
  },
  banned_by_other: {
    en: 'This user has banned you in this chat.',
    ua: 'Цей користувач заблокував вас у цьому чаті.',
    cn: '该用户已在此聊天中屏蔽了你。',
  },
  you_banned_other: {
    en: 'You have banned this user: unban them to write.',
    ua: 'Ви заблокували цього користувача: розблокуйте його, щоб писати.',
    cn: '你已屏蔽该用户：取消屏蔽后才能发消息。',
  },
  cannot_write: {
    en: 'You cannot write in this chat.',
    ua: 'Ви не можете писати в цьому чаті.',
    cn: '你无法在此聊天中发消息。',
  },
  channel_staff_only: {
    en: 'Only admins and moderators post in this channel.',
    ua: 'У цьому каналі пишуть лише адміністратори й модератори.',
    cn: '只有管理员和版主可以在此频道发帖。',
  },
  send_as_json_or_multipart: {
    en: 'Send the message as JSON or multipart/form-data.',
    ua: 'Надішліть повідомлення як JSON або multipart/form-data.',
    cn: '请以 JSON 或 multipart/form-data 格式发送消息。',
  },
  send_only_as_yourself: {
    en: 'You can send messages only as yourself.',
    ua: 'Надсилати повідомлення можна лише від власного імені.',
    cn: '你只能以自己的身份发送消息。',
  },
  empty_message: {
    en: 'Write a message or attach a file.',
    ua: 'Напишіть повідомлення або прикріпіть файл.',
    cn: '请输入消息或添加附件。',
  },
  too_many_files: {
    en: 'Attach at most {max} files.',
    ua: 'Можна прикріпити не більше {max} файлів.',
    cn: '最多可添加 {max} 个文件。',
  },
  file_too_large: {
    en: FILE_TOO_LARGE_MESSAGE,
    ua: 'Файл перевищує максимальний розмір для завантаження.',
    cn: '文件超过了上传大小上限。',
  },
  message_not_in_chat: {
    en: 'This message is not in this chat.',
    ua: 'Цього повідомлення немає в цьому чаті.',
    cn: '此消息不在该聊天中。',
  },
  cannot_join: {
    en: 'This chat cannot be joined.',
    ua: 'До цього чату не можна приєднатися.',
    cn: '无法加入此聊天。',
  },
  invite_not_valid: {
    en: 'This invitation link is not valid.',
    ua: 'Це посилання-запрошення недійсне.',
    cn: '此邀请链接无效。',
  },
  archived: {
    en: 'This chat is archived.',
    ua: 'Цей чат заархівовано.',
    cn: '此聊天已归档。',
  },
  cannot_leave: {
    en: 'You cannot leave this chat.',
    ua: 'Ви не можете вийти з цього чату.',
    cn: '你无法退出此聊天。',
  },
  cannot_manage: {
    en: 'You cannot manage this chat.',
    ua: 'Ви не можете керувати цим чатом.',
    cn: '你无法管理此聊天。',
  },
  cannot_edit: {
    en: 'You cannot edit this chat.',
    ua: 'Ви не можете редагувати цей чат.',
    cn: '你无法编辑此聊天。',
  },
  cannot_add_members: {
    en: 'You cannot add members to this chat.',
    ua: 'Ви не можете додавати учасників до цього чату.',
    cn: '你无法向此聊天添加成员。',
  },
  friends_only: {
    en: 'Only your friends can be added.',
    ua: 'Додати можна лише своїх друзів.',
    cn: '只能添加你的好友。',
  },
  banned_unban_first: {
    en: 'Banned from this chat, unban first: {names}.',
    ua: 'Заблоковані в цьому чаті, спершу розблокуйте: {names}.',
    cn: '已在此聊天中被封禁，请先解除封禁：{names}。',
  },
  until_required: {
    en: 'Choose when it ends, or make it permanent.',
    ua: 'Оберіть, коли це закінчиться, або зробіть назавжди.',
    cn: '请选择结束时间，或设为永久。',
  },
  until_not_a_time: {
    en: 'This date and time does not exist.',
    ua: 'Такої дати й часу не існує.',
    cn: '该日期和时间不存在。',
  },
  until_in_past: {
    en: 'Choose a time in the future.',
    ua: 'Виберіть час у майбутньому.',
    cn: '请选择将来的时间。',
  },
  member_missing: {
    en: 'This user is not a member of this chat.',
    ua: 'Цей користувач не учасник цього чату.',
    cn: '该用户不是此聊天的成员。',
  },
  not_allowed_on_member: {
    en: 'You do not have permission to do this to this member.',
    ua: 'Ви не маєте права робити це з цим учасником.',
    cn: '你无权对该成员执行此操作。',
  },
  only_group_mute: {
    en: 'Only members of a group can be muted.',
    ua: 'Заглушити можна лише учасників групи.',
    cn: '只有群组成员可以被禁言。',
  },
  neither_banned_nor_muted: {
    en: 'This member is neither banned nor muted.',
    ua: 'Цього учасника не заблоковано й не заглушено.',
    cn: '该成员既未被封禁，也未被禁言。',
  },
  create_as_yourself: {
    en: 'You can only create a chat as yourself.',
    ua: 'Створити чат можна лише від власного імені.',
    cn: '你只能以自己的身份创建聊天。',
  },
  chat_with_self: {
    en: 'You cannot start a chat with yourself.',
    ua: 'Не можна почати чат із самим собою.',
    cn: '不能和自己开始聊天。',
  },
  chat_blocked: {
    en: 'You cannot start a chat with this user.',
    ua: 'З цим користувачем не можна почати чат.',
    cn: '无法与该用户开始聊天。',
  },
  try_again: {
    en: 'Try again.',
    ua: 'Спробуйте ще раз.',
    cn: '请重试。',
  },
  only_group_private: {
    en: 'Only a group can be private.',
    ua: 'Приватною може бути лише група.',
    cn: '只有群组可以设为私密。',
  },
  // Answers to the one who acted.
  left_chat: {
    en: 'You left the chat.',
    ua: 'Ви вийшли з чату.',
    cn: '您已退出聊天。',
  },
  member_removed: {
    en: 'The member was removed.',
    ua: 'Учасника видалено.',
    cn: '成员已被移除。',
  },
});
