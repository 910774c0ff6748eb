// Texts of transfers: sending crystals from a profile and the own transfers list with its Return
// button. Part of en.ts; the confirm question joins confirm.texts there.

export const enTransfers = {
  transfers: {
    send: {
      open: 'Send crystals',
      title: 'Send crystals',
      to: 'To',
      amount: 'Amount (crystals)',
      balance: 'Your real balance: {{amount}} crystals',
      realOnly: 'Transfers always move real crystals.',
      realInDemo: 'You are in demo mode, but transfers always move real crystals.',
      submit: 'Send',
      sent: 'Sent {{amount}} crystals to {{name}}.',
      invalid: 'Enter an amount above zero with at most two decimals.',
    },
    list: {
      title: 'Transfers',
      list: 'Your transfers',
      subtitle:
        'Crystals you sent to players and got from them. A transfer you received can be sent back once.',
      empty: 'No transfers yet.',
      sentTo: 'Sent to',
      receivedFrom: 'Received from',
      returned: 'Returned',
      return: 'Return',
      returnTo: 'Return the crystals to {{name}}',
      returnedToast: 'Returned {{amount}} crystals to {{name}}.',
    },
  },
};

export const enTransfersConfirm = {
  confirm_return_transfer: 'Send <b>{{amount}}</b> crystals back to <b>{{name}}</b>?',
};
