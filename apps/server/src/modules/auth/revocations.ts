// Revoked sessions whose access tokens may still be unexpired. Checked on every authenticated call
// without a database read; fed at boot from the database and then by SessionRevoked events, so
// every instance learns of a revocation.
export class RevokedSessions {
  private readonly until = new Map<number, number>();

  constructor(private readonly accessTtlMs: number) {}

  add(sessionId: number, revokedAt = Date.now()): void {
    this.until.set(sessionId, revokedAt + this.accessTtlMs);
  }

  has(sessionId: number): boolean {
    const until = this.until.get(sessionId);
    if (until === undefined) return false;
    if (until < Date.now()) {
      this.until.delete(sessionId);
      return false;
    }
    return true;
  }

  prune(now = Date.now()): void {
    for (const [id, until] of this.until) if (until < now) this.until.delete(id);
  }
}
