// Chinese texts of transfers. Part of cn.ts.
import type { Messages } from './en';
import type { enTransfersConfirm } from './en-transfers';

export const cnTransfers: Pick<Messages, 'transfers'> = {
  transfers: {
    send: {
      open: '赠送水晶',
      title: '赠送水晶',
      to: '收款人',
      amount: '数量（水晶）',
      balance: '你的真实余额：{{amount}} 水晶',
      realOnly: '转账始终使用真实水晶。',
      realInDemo: '你正处于演示模式，但转账始终使用真实水晶。',
      submit: '发送',
      sent: '已向 {{name}} 发送 {{amount}} 水晶。',
      invalid: '请输入大于零、最多两位小数的数量。',
    },
    list: {
      title: '转账记录',
      list: '你的转账',
      subtitle: '你与其他玩家之间收发的水晶。收到的转账可以退还一次。',
      empty: '还没有转账。',
      sentTo: '发送给',
      receivedFrom: '来自',
      returned: '已退还',
      return: '退还',
      returnTo: '把水晶退还给 {{name}}',
      returnedToast: '已向 {{name}} 退还 {{amount}} 水晶。',
    },
  },
};

export const cnTransfersConfirm: Record<keyof typeof enTransfersConfirm, string> = {
  confirm_return_transfer: '把 <b>{{amount}}</b> 水晶退还给 <b>{{name}}</b>？',
};
