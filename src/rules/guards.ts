import { type Guard, HOME, LOGIN } from '../routes/table';

/** Member types: 0, 1, 2 are real accounts; 4 is trial; 40 and others as the spec describes. */
export const REAL_MEMBER_TYPES = [0, 1, 2] as const;
export const TRIAL_MEMBER_TYPE = 4;
/** Types that cannot open the agent area (spec §2 Agent home). */
export const NON_AGENT_TYPES = [0, 4, 40] as const;

export interface SessionLike {
  type: number;
}

export const isRealMember = (s: SessionLike | null) => !!s && (REAL_MEMBER_TYPES as readonly number[]).includes(s.type);
export const isAgent = (s: SessionLike | null) => !!s && !(NON_AGENT_TYPES as readonly number[]).includes(s.type);

/** null when allowed; otherwise where to send the person. */
export function guardRedirect(guard: Guard, session: SessionLike | null): string | null {
  switch (guard) {
    case 'visitor':
      return null;
    case 'member':
      return session ? null : LOGIN;
    case 'real':
      // A visitor logs in; a trial account is sent home (deposit needs a real account).
      return !session ? LOGIN : isRealMember(session) ? null : HOME;
    case 'agent':
      return !session ? LOGIN : isAgent(session) ? null : HOME;
  }
}
