import { type Guard, HOME, LOGIN } from '../routes/table';
import { isAgentType, isRealAccount } from './customerType';

export interface SessionLike {
  type: number;
}

export const isRealMember = (s: SessionLike | null) => !!s && isRealAccount(s.type);
export const isAgent = (s: SessionLike | null) => !!s && isAgentType(s.type);

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
