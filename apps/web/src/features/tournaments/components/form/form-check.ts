// What the form checks before sending, so the commonest slips never cost a round trip: a name in
// each of the three languages (spec 2 section 5: all three translations before the copy), a start
// in the future, levels in order and the passwords is_opened asks for. Everything else is the
// server's to judge; its answers land under the same fields. Answers are text keys per field.
import { needsPlayersPassword, needsWatchersPassword } from '@clutch/contract/tournament-options';
import { isFutureInput } from '../../start-time';
import { TEXT_LOCALES, type TournamentDraft } from '../../tournament-draft';

export type ProblemKey =
  'nameRequired' | 'startInFuture' | 'levelsOrder' | 'passwordRequired' | 'tooManyPicks';

export function formProblems(
  draft: TournamentDraft,
  now: Date,
  limits: { maxHeroes: number; maxMaps: number },
): Record<string, ProblemKey> {
  const problems: Record<string, ProblemKey> = {};
  for (const locale of TEXT_LOCALES)
    if (draft.translations[locale].name.trim() === '')
      problems[`translations.${locale}.name`] = 'nameRequired';
  if (!isFutureInput(draft.startTime, now)) problems['start_time'] = 'startInFuture';
  const min = Number(draft.minLvl || '1');
  const max = Number(draft.maxLvl || '100');
  if (min > max) problems['max_lvl'] = 'levelsOrder';
  if (needsPlayersPassword(draft.isOpened) && draft.playersPassword.trim() === '')
    problems['players_password'] = 'passwordRequired';
  if (needsWatchersPassword(draft.isOpened) && draft.watchersPassword.trim() === '')
    problems['watchers_password'] = 'passwordRequired';
  if (draft.game === 1 && draft.selectedHeroes.length > limits.maxHeroes)
    problems['selected_heroes'] = 'tooManyPicks';
  if (draft.game === 2 && draft.mapList.length > limits.maxMaps)
    problems['map_list'] = 'tooManyPicks';
  return problems;
}
