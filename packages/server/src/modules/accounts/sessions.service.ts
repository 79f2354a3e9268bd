// Issues, checks and ends login sessions.
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { forbidden, unauthorized } from '../../lib/errors';
import { TOKEN_TTL_SECONDS, type SessionTokens } from '../../http/session-token';
import type { EventBus } from '../../live/event-bus';
import type { SessionClaims } from '@hemvakt/contract/auth';
import * as users from './users.repo';
import * as sessions from './sessions.repo';
import { buildClaims } from './claims';

export interface AuthContext {
  userId: string;
  sessionId: string;
  claims: SessionClaims;
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly tokens: SessionTokens,
    private readonly bus: EventBus,
  ) {}

  /** Opens a session for an active user and answers its token. */
  async issue(userId: string, db: Db = this.db): Promise<string> {
    const user = await users.findById(db, userId);
    if (!user) throw unauthorized();
    if (!user.active) throw forbidden('ACCOUNT_LOCKED');
    const sessionId = newId();
    await sessions.create(db, sessionId, userId, TOKEN_TTL_SECONDS);
    return this.tokens.sign(sessionId, await buildClaims(db, user));
  }

  /** The caller of a bearer token: 401 for a bad or ended session, 403 for a locked account. */
  async authenticate(token: string | undefined): Promise<AuthContext> {
    const verified = token ? await this.tokens.verify(token) : null;
    if (!verified) throw unauthorized();
    const session = await sessions.findOpen(this.db, verified.sessionId);
    if (!session || session.user_id !== verified.claims.user) throw unauthorized();
    if (!session.active) throw forbidden('ACCOUNT_LOCKED');
    return { userId: session.user_id, sessionId: verified.sessionId, claims: verified.claims };
  }

  async end(sessionId: string): Promise<void> {
    await sessions.revoke(this.db, sessionId);
    this.bus.publish({ kind: 'sessions-ended', sessionIds: [sessionId] });
  }

  async endAllOfUser(userId: string, db: Db = this.db): Promise<void> {
    const ended = await sessions.revokeAllOfUser(db, userId);
    if (ended.length) this.bus.publish({ kind: 'sessions-ended', sessionIds: ended });
  }
}
