// SteamID64 <-> Dota account id. The GC names people by account id, the low 32 bits of an
// individual account's SteamID64; the platform names them by the whole SteamID64.

/** The SteamID64 of account id 0 in the public universe, individual account type. */
const INDIVIDUAL_BASE = 76561197960265728n;
const LOW_32_BITS = 0xffffffffn;

export function accountIdOf(steamId64: string): number {
  return Number(BigInt(steamId64) & LOW_32_BITS);
}

export function steamIdOf(accountId: number): string {
  return (INDIVIDUAL_BASE + BigInt(accountId)).toString();
}
