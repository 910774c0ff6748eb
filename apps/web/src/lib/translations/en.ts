// English texts, the reference every other locale must match key for key (da is served with these).
// Keys name the place a text appears; `passwords_not_same` and `update_error` keep the spec's keys.
// Counted texts carry i18next plural suffixes: English needs _one and _other. The texts of larger
// areas live in their own files (en-profile.ts, en-friends.ts, en-notifications.ts).
import { enTeams } from './en-teams';
import { enFriends } from './en-friends';
import { enNotifications } from './en-notifications';
import { enChat } from './en-chat';
import { enChatManage } from './en-chat-manage';
import { enProfile } from './en-profile';
import { enWallet } from './en-wallet';
import { enJars, enJarsConfirm } from './en-jars';
import { enBanners, enBannersConfirm } from './en-banners';
import { enTransfers, enTransfersConfirm } from './en-transfers';
import { enTournaments, enTournamentsConfirm } from './en-tournaments';
import { enTournamentOrganiser, enTournamentOrganiserConfirm } from './en-tournament-organiser';
import { enQuickMatch, enQuickMatchConfirm } from './en-quickmatch';
import { enCalendar } from './en-calendar';
import { enClashes } from './en-clashes';
import { enContent } from './en-content';
import { enReports } from './en-reports';
import { enBans } from './en-bans';
import { enOperator } from './en-operator';
import { enOperatorDesk } from './en-operator-desk';
import { enHomeFeed } from './en-home-feed';

export const en = {
  ...enNotifications,
  ...enChat,
  ...enChatManage,
  ...enProfile,
  ...enFriends,
  ...enTeams,
  ...enWallet,
  ...enJars,
  ...enBanners,
  ...enTransfers,
  ...enTournaments,
  ...enTournamentOrganiser,
  ...enQuickMatch,
  ...enCalendar,
  ...enClashes,
  ...enContent,
  ...enReports,
  ...enBans,
  ...enOperator,
  ...enOperatorDesk,
  ...enHomeFeed,
  brand: {
    name: 'Clutch',
    tagline: 'Quick matches and tournaments for Dota 2 and CS2',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    games: 'Games',
    teams: 'Teams',
    wallet: 'Wallet',
    play: 'Play',
    quickMatches: 'Quick matches',
    tournaments: 'Tournaments',
    profile: 'Profile',
    notifications: 'Notifications',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    skipToContent: 'Skip to content',
  },
  header: {
    logIn: 'Log in',
    signUp: 'Sign up',
    logOut: 'Log out',
    language: 'Language',
    signedInAs: 'Signed in as {{username}}',
    profileLink: 'Your profile: {{username}}',
    demo: 'Demo',
    real: 'Real',
    accountMode: 'Account mode',
    notifications_one: 'Notifications, {{count}} unread',
    notifications_other: 'Notifications, {{count}} unread',
    gameWarning: '{{game}} is temporarily unavailable',
  },
  hero: {
    eyebrow: 'Dota 2 · Counter-Strike 2',
    title: 'Every match is your clutch moment',
    subtitle:
      'Jump into quick matches, climb tournament brackets with real prize pools and build a team that has your back.',
    ctaSignUp: 'Create free account',
    ctaTournaments: 'Browse tournaments',
    statQuick: 'Quick matches',
    statQuickValue: '1v1 & 5v5',
    statTournaments: 'Tournaments',
    statTournamentsValue: 'Every day',
    statPrizes: 'Prize pools',
    statPrizesValue: 'In crystals',
  },
  games: {
    title: 'Choose your game',
    subtitle: 'Two titles, one account. Switch whenever you like.',
    online: 'Online',
    unavailable: 'Temporarily unavailable',
    loadFailed: 'We could not load the games. Try again in a moment.',
    retry: 'Try again',
    description1: 'Draft, lane and push: 5v5 hero battles with captain picks and bans.',
    description2: 'Tactical 5v5 and 1v1 duels with map vetoes, overtime and friendly fire.',
    descriptionOther: 'Matches and tournaments for this game.',
  },
  auth: {
    email: 'E-mail',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    repeatPassword: 'Repeat password',
    togglePassword: 'Show or hide password',
    nickname: 'Nickname',
    nicknamePlaceholder: 'How other players see you',
    country: 'Country',
    countryPlaceholder: 'Choose your country',
    countryNothingFound: 'No country found',
    acceptPrivacy: 'I accept the <page>privacy policy</page>',
    acceptTerms: 'I accept the <page>terms of use</page>',
    signInTitle: 'Welcome back',
    signInForLink: 'This link is for members. Sign in and we will open it for you.',
    signInSubmit: 'Log in',
    signUpTitle: 'Create your account',
    signUpSubmit: 'Sign up',
    noAccount: 'No account yet?',
    haveAccount: 'Already have an account?',
    forgotPassword: 'Forgot password?',
    or: 'or',
    steam: 'Sign in with Steam',
    passwords_not_same: 'The passwords do not match',
    genericError: 'Something went wrong. Please try again.',
    checkEmailTitle: 'Check your e-mail',
    checkEmailText:
      'We have sent a confirmation link to {{email}}. Open it to confirm your address; you can already play in the meantime.',
    checkEmailResend: 'No mail? Ask for a new link',
    checkEmailOk: 'Got it',
    close: 'Close',
    sessionExpired: 'Your session has ended. Please log in again.',
    authPageTitle: 'Log in to Clutch',
    authPageText: 'Quick matches, tournaments and your team are one step away.',
  },
  steam: {
    signingIn: 'Signing you in with Steam…',
    signedIn: 'You are signed in with Steam.',
    failedTitle: 'Steam sign-in failed',
    failedText: 'Steam did not confirm your sign-in. Please try again.',
  },
  confirmEmail: {
    confirming: 'Confirming your e-mail…',
    confirmedTitle: 'E-mail confirmed',
    confirmedText: 'Your address is confirmed and you are signed in. Good luck and have fun!',
    failedTitle: 'This link does not work',
    failedText: 'The confirmation link is invalid or has expired.',
    requestTitle: 'Confirm your e-mail',
    requestText: 'We will send a new confirmation link to {{email}}. Earlier links stop working.',
    requestSubmit: 'Send a new link',
    requestGuest: 'Log in to ask for a new confirmation link.',
    alreadyConfirmed: 'Your e-mail {{email}} is already confirmed.',
    noEmail: 'Your account has no e-mail address to confirm.',
  },
  resetPassword: {
    requestTitle: 'Reset your password',
    requestText:
      'Enter the e-mail of your account and we will send you a link to choose a new password.',
    requestSubmit: 'Send reset link',
    newTitle: 'Choose a new password',
    newPassword: 'New password',
    newSubmit: 'Save password',
    backToSignIn: 'Log in',
  },
  locked: {
    title: 'Clutch is open to members only',
    text: 'Log in or create an account to see tournaments, quick matches and teams.',
    welcome: 'You are in. Welcome to Clutch!',
  },
  comingSoon: {
    title: 'Coming soon: {{area}}',
    text: 'We are building this part of Clutch right now. Check back shortly.',
    areas: {
      profileCalendar: 'Calendar',
      profileTeams: 'My teams',
      profileTournaments: 'Tournament history',
      teams: 'Teams',
      teamOverview: 'Team overview',
      teamPlayers: 'Team players',
      teamSettings: 'Team settings',
      teamVoting: 'Captain vote',
      staticPage: 'Information pages',
      join: 'Invitations',
      chat: 'Chat',
    },
  },
  notFound: {
    title: 'This page could not be found',
    text: 'Oops, this page does not exist or has moved.',
    goHome: 'Go home',
  },
  errorPage: {
    title: 'Something went wrong',
    text: 'An unexpected error stopped this page. Reload or go back home.',
    reload: 'Reload',
  },
  imageCrop: {
    title: 'Crop your avatar',
    hint: 'Drag the picture or use the arrow keys, and zoom until the circle shows what you want.',
    area: 'Crop area: drag, or use the arrow keys to move the picture',
    zoom: 'Zoom',
    save: 'Save avatar',
    failed: 'The avatar could not be saved. Please try another picture.',
    tooLarge: 'This picture is larger than {{mb}} MB.',
    unreadable: 'This file could not be read as a picture.',
  },
  common: {
    goHome: 'Go home',
    loading: 'Loading…',
    dismiss: 'Dismiss',
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
    retry: 'Try again',
    loadFailed: 'This did not load. Check your connection and try again.',
    previous: 'Previous page',
    next: 'Next page',
    copy: 'Copy',
    copied: 'Copied',
    copyNamed: 'Copy the {{name}}',
    datePicker: {
      dateTimePlaceholder: 'dd/mm/yyyy hh:mm',
      dayPlaceholder: 'dd/mm/yyyy',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      previousYear: 'Previous year',
      nextYear: 'Next year',
      previousDecade: 'Previous decade',
      nextDecade: 'Next decade',
      chooseMonth: 'Choose another month',
      chooseYear: 'Choose another year',
      hours: 'Hours',
      minutes: 'Minutes',
      done: 'Done',
    },
  },
  footer: {
    rights: '© {{year}} Clutch. All rights reserved.',
    about: 'Built for players, captains and organisers.',
    contacts: 'Contacts',
    address: 'Khreshchatyk St 22, Kyiv 01001, Ukraine',
    phone: 'Phone: {{phone}}',
    email: 'E-mail: {{email}}',
    platform: 'Platform',
    information: 'Information',
    tournaments: 'Tournaments',
    teams: 'Teams',
    games: 'Games',
    statistics: 'Statistics',
    aboutUs: 'About Clutch',
    faq: 'FAQ',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    findUs: 'Find us',
    mapTitle: 'Map: {{address}}',
    showMap: 'Show the map',
    openMap: 'Open in Google Maps',
  },
  shell: {
    chat: 'Chat',
    chatUnread_one: 'Chat, {{count}} unread message',
    chatUnread_other: 'Chat, {{count}} unread messages',
    calendar: 'Calendar',
    activity: 'Your games right now',
    quickMatch: 'Quick match',
    tournament: 'Tournament',
    quickMatchText: 'Quick match #{{id}} is waiting for you.',
    tournamentText: 'Your next match in tournament #{{id}}.',
    open: 'Open',
    browserTitle: 'Your browser',
    browserText:
      'Safari may hold back live updates and sounds. For the smoothest matches use Chrome, Firefox or Edge.',
    streamer: 'Live stream: {{channel}}',
    closeStreamer: 'Close the stream',
    info: 'Information',
    update_error: 'A live update failed. Reload the page if something looks out of date.',
    offline: 'We could not reach the server. Check your connection and try again.',
  },
  confirm: {
    title: 'Please confirm',
    confirm: 'Confirm',
    decline: 'Decline',
    texts: {
      ...enJarsConfirm,
      ...enBannersConfirm,
      ...enTransfersConfirm,
      ...enTournamentsConfirm,
      ...enTournamentOrganiserConfirm,
      ...enQuickMatchConfirm,
      confirm_delete_team: 'Delete the team <b>{{name}}</b>? This cannot be undone.',
      confirm_leave_team: 'Leave the team <b>{{name}}</b>? Your prize share goes to the leader.',
      confirm_kick_player: 'Remove <b>{{name}}</b> from the team? Their prize share goes to you.',
      confirm_transfer_leader:
        'Make <b>{{name}}</b> the team leader? You will lose the captain tools.',
      confirm_delete_post: 'Delete this post? This cannot be undone.',
      confirm_tournament: 'Join the tournament <b>{{name}}</b>?',
      confirm_unfriend: 'Remove <b>{{name}}</b> from your friends?',
      confirm_block_user:
        'Block <b>{{name}}</b>? You stop being friends, pending requests are dropped and they cannot send you new ones.',
    },
  },
};

type PluralExtras = { [key: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string };
type DeepStrings<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]>;
} & PluralExtras;

/** Any locale's texts: the same keys as English, with the plural forms its language needs. */
export type Messages = DeepStrings<typeof en>;
