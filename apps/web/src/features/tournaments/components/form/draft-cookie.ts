// The create form's draft in a cookie, saved on every change and kept 7 days (spec 2 sections 2 and
// 9). Passwords never go in it: a cookie outlives the form and travels with requests. A browser keeps
// about 4 KB per cookie, so long descriptions are shortened until the draft fits; every other field
// always does. What is read back is checked field by field: a cookie from an older form, or one
// edited by hand, restores what still makes sense and the defaults for the rest.
import { BAN_TYPES, SERVERS, TOURNAMENT_TYPES } from '@clutch/contract/tournament-options';
import { z } from 'zod';
import { emptyDraft, type TournamentDraft } from '../../tournament-draft';

export const DRAFT_COOKIE = 'tournament_draft';
export const DRAFT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Room for the value within a browser's 4096 bytes per cookie, with its name and attributes. */
export const DRAFT_MAX_VALUE_LENGTH = 3800;
/** Description lengths tried, longest first, when the whole draft does not fit. */
const DESCRIPTION_CAPS = [2000, 1000, 500, 250, 100, 0];

const text = (max: number) => z.string().max(max).catch('');
const translation = z.object({ name: text(200), description: text(10_000) });
const ids = z.array(z.number().int().positive()).max(100);
const named = z.array(z.object({ id: z.number().int().positive(), name: z.string().max(200) }));

/** Every field optional: a missing or malformed one falls back to the new form's default. */
const StoredDraftSchema = z
  .object({
    game: z.union([z.literal(1), z.literal(2)]),
    translations: z.object({ en: translation, ua: translation, cn: translation }),
    image: z.string().max(2048).nullable(),
    banner: z.number().int().positive().nullable(),
    type: z.enum(TOURNAMENT_TYPES),
    grid: z.number().int().min(1).max(10),
    startTime: z.string().max(32),
    freezeTime: z.number().int(),
    matchDuration: z.number().int(),
    minLvl: text(6),
    maxLvl: text(6),
    prizePool: text(32),
    firstPlacePrize: text(32),
    secondPlacePrize: text(32),
    thirdPlacePrize: text(32),
    percentagePrize: z.boolean(),
    entryFee: text(32),
    watcherEntryFee: text(32),
    isDemo: z.boolean(),
    server: z.enum(SERVERS).nullable(),
    isOpened: z.number().int().min(1).max(4),
    applications: z.boolean(),
    donats: z.boolean(),
    jars: ids,
    availableJars: ids,
    bannedUsers: named,
    bannedTeams: named,
    mode: z.number().int(),
    banType: z.enum(BAN_TYPES).nullable(),
    selectedHeroes: ids,
    roundsToWin: text(6),
    friendlyFire: z.boolean(),
    overtimeMaxRounds: text(6),
    mapsBanType: z.enum(BAN_TYPES).nullable(),
    mapList: z.array(z.string().max(64)).max(20),
  })
  .partial();

type StoredDraft = Omit<TournamentDraft, 'playersPassword' | 'watchersPassword'>;

function storedOf(draft: TournamentDraft, cap: number): StoredDraft {
  const { playersPassword: _players, watchersPassword: _watchers, ...rest } = draft;
  const cut = (locale: 'en' | 'ua' | 'cn') => ({
    name: draft.translations[locale].name,
    description: draft.translations[locale].description.slice(0, cap),
  });
  return { ...rest, translations: { en: cut('en'), ua: cut('ua'), cn: cut('cn') } };
}

/** The Set-Cookie text for document.cookie; null when even a draft without descriptions is too big. */
export function formatDraftCookie(draft: TournamentDraft): string | null {
  const longest = Math.max(
    ...Object.values(draft.translations).map((entry) => entry.description.length),
  );
  for (const cap of [longest, ...DESCRIPTION_CAPS.filter((value) => value < longest)]) {
    const value = encodeURIComponent(JSON.stringify(storedOf(draft, cap)));
    if (value.length <= DRAFT_MAX_VALUE_LENGTH)
      return `${DRAFT_COOKIE}=${value}; Max-Age=${String(DRAFT_MAX_AGE_SECONDS)}; Path=/; SameSite=Lax`;
  }
  return null;
}

/** The Set-Cookie text that forgets the draft (after the tournament is created). */
export function clearDraftCookie(): string {
  return `${DRAFT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function cookieValue(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === DRAFT_COOKIE) return part.slice(separator + 1).trim();
  }
  return null;
}

function parseJson(value: string): unknown {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    return parsed;
  } catch {
    return null;
  }
}

/** Drops the fields that fail their check, so one bad field does not cost the whole draft. */
function validFields(raw: unknown): z.infer<typeof StoredDraftSchema> {
  if (typeof raw !== 'object' || raw === null) return {};
  const kept: Record<string, unknown> = {};
  const entries: [string, unknown][] = Object.entries(raw);
  for (const [key, value] of entries) {
    const single = StoredDraftSchema.safeParse({ [key]: value });
    if (single.success) Object.assign(kept, single.data);
  }
  return StoredDraftSchema.parse(kept);
}

/** The saved draft over a new form's defaults, or null when there is none. */
export function readDraftCookie(cookieHeader: string, now: Date): TournamentDraft | null {
  const value = cookieValue(cookieHeader);
  if (value === null || value === '') return null;
  const raw = parseJson(value);
  if (typeof raw !== 'object' || raw === null) return null;
  const stored = validFields(raw);
  return { ...emptyDraft(stored.game ?? 1, now), ...stored };
}
