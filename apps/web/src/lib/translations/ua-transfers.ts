// Ukrainian texts of transfers. Part of ua.ts.
import type { Messages } from './en';
import type { enTransfersConfirm } from './en-transfers';

export const uaTransfers: Pick<Messages, 'transfers'> = {
  transfers: {
    send: {
      open: 'Надіслати кристали',
      title: 'Надіслати кристали',
      to: 'Кому',
      amount: 'Сума (кристали)',
      balance: 'Ваш реальний баланс: {{amount}} кристалів',
      realOnly: 'Перекази завжди робляться реальними кристалами.',
      realInDemo: 'Ви в демо-режимі, але перекази завжди робляться реальними кристалами.',
      submit: 'Надіслати',
      sent: 'Надіслано {{amount}} кристалів гравцю {{name}}.',
      invalid: 'Введіть суму більшу за нуль, не більше двох знаків після коми.',
    },
    list: {
      title: 'Перекази',
      list: 'Ваші перекази',
      subtitle:
        'Кристали, які ви надіслали гравцям і отримали від них. Отриманий переказ можна повернути один раз.',
      empty: 'Переказів ще немає.',
      sentTo: 'Надіслано гравцю',
      receivedFrom: 'Отримано від',
      returned: 'Повернено',
      return: 'Повернути',
      returnTo: 'Повернути кристали гравцю {{name}}',
      returnedToast: 'Повернено {{amount}} кристалів гравцю {{name}}.',
    },
  },
};

export const uaTransfersConfirm: Record<keyof typeof enTransfersConfirm, string> = {
  confirm_return_transfer: 'Повернути <b>{{amount}}</b> кристалів гравцю <b>{{name}}</b>?',
};
