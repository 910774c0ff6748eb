// What the ops tables print for a game id and a book.
import { GAME_IDS } from '@clutch/contract/games';

export function gameName(id: number): string {
  if (id === GAME_IDS.dota2) return 'Dota 2';
  if (id === GAME_IDS.cs2) return 'CS2';
  return `#${String(id)}`;
}
