import { randomBytes } from 'node:crypto';

/** What a cookie session remembers. */
export interface SessionData {
  userId: number;
  /**
   * "Log in as": the user who opened this session as `userId` (`GET /api/session/{id}`); they
   * may go back to their own account (`POST /tarkan/session/return`).
   */
  impersonatorId?: number;
}

/**
 * Where cookie sessions live. In memory for one node; a Redis store can implement the same
 * interface for several. Sessions do not survive a restart: "remember me" uses a token.
 */
export interface SessionStore {
  create(data: SessionData): Promise<string>;
  get(id: string): Promise<SessionData | null>;
  delete(id: string): Promise<void>;
  /** Ends every session of a user (deleted or disabled account), but `keep` if given. */
  deleteUser(userId: number, keep?: string): Promise<void>;
}

/** The single-node session store. */
export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, SessionData>();

  async create(data: SessionData): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    this.sessions.set(id, { ...data });
    return id;
  }

  async get(id: string): Promise<SessionData | null> {
    return this.sessions.get(id) ?? null;
  }

  async delete(id: string): Promise<void> {
    this.sessions.delete(id);
  }

  async deleteUser(userId: number, keep?: string): Promise<void> {
    for (const [id, data] of this.sessions) {
      if (data.userId === userId && id !== keep) this.sessions.delete(id);
    }
  }
}
