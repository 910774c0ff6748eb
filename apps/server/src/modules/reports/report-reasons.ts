// The reasons a report may give, written in each language the platform speaks, and which language a
// request reads them in: `lang` or `lang_code` in the query, else Content-Language (what the web
// client sends), else Accept-Language; `da` and anything unknown read as English.
import {
  REPORT_LANGUAGES,
  REPORT_REASON_IDS,
  type ReportLanguage,
  type ReportReason,
  type ReportReasonKey,
} from '@clutch/contract/reports';

const NAMES: Readonly<Record<ReportReasonKey, Readonly<Record<ReportLanguage, string>>>> = {
  cheating: { en: 'Cheating', ua: 'Читерство', cn: '作弊' },
  griefing: {
    en: 'Griefing or throwing the match',
    ua: 'Шкідництво або навмисний програш',
    cn: '恶意破坏或故意输掉比赛',
  },
  abusive_chat: {
    en: 'Abusive chat or voice',
    ua: 'Образи в чаті чи голосом',
    cn: '聊天或语音辱骂',
  },
  inappropriate_profile: {
    en: 'Inappropriate name or avatar',
    ua: 'Неприйнятне ім’я або аватар',
    cn: '不当的用户名或头像',
  },
  match_fixing: { en: 'Match fixing', ua: 'Договірний матч', cn: '操纵比赛' },
  scam: { en: 'Scam or fraud', ua: 'Шахрайство', cn: '诈骗' },
  other: { en: 'Other', ua: 'Інше', cn: '其他' },
};

const KEYS = Object.keys(REPORT_REASON_IDS).filter((key): key is ReportReasonKey =>
  Object.hasOwn(REPORT_REASON_IDS, key),
);
const KEY_BY_ID = new Map<number, ReportReasonKey>(
  KEYS.map((key) => [REPORT_REASON_IDS[key], key]),
);

/** Other spellings of our languages in headers and queries (uk, zh-CN). */
const ALIASES: Readonly<Record<string, ReportLanguage>> = { uk: 'ua', zh: 'cn' };

function known(tag: string): ReportLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const language = REPORT_LANGUAGES.find((lang) => lang === primary) ?? ALIASES[primary];
  return language ?? null;
}

/** The language of the first tag by weight that we speak; English when none. */
function fromAcceptLanguage(header: string): ReportLanguage | null {
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    const language = known(tag);
    if (language) return language;
  }
  return null;
}

export interface LanguageHints {
  lang?: string | undefined;
  langCode?: string | undefined;
  contentLanguage?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The first hint given decides (a `da` query means English even if the headers say ua). */
export function languageOf(hints: LanguageHints): ReportLanguage {
  const query = hints.lang ?? hints.langCode;
  if (query !== undefined && query !== '') return known(query) ?? 'en';
  if (hints.contentLanguage) return known(hints.contentLanguage) ?? 'en';
  if (hints.acceptLanguage) return fromAcceptLanguage(hints.acceptLanguage) ?? 'en';
  return 'en';
}

export function isReasonId(id: number): boolean {
  return KEY_BY_ID.has(id);
}

export function reasonOf(id: number, language: ReportLanguage): ReportReason {
  const key = KEY_BY_ID.get(id) ?? 'other';
  return { id, name: NAMES[key][language] };
}

/** Every reason, in id order. */
export function reasonsIn(language: ReportLanguage): ReportReason[] {
  return KEYS.map((key) => reasonOf(REPORT_REASON_IDS[key], language)).sort((a, b) => a.id - b.id);
}

export const REASON_IDS: readonly number[] = KEYS.map((key) => REPORT_REASON_IDS[key]);
