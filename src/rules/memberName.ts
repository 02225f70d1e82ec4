/** The name the site shows a member by: the nickname, else the account; null when there is neither (logged out). */
export function memberDisplayName(member: { nickname?: string | null; account?: string | null } | undefined) {
  const nickname = member?.nickname?.trim();
  if (nickname) return nickname;
  const account = member?.account?.trim();
  return account || null;
}

/** What the greeting needs of the session (src/stores/session, from the server's session answer). */
export interface GreetedSession {
  userName: string;
  nickname?: string | null;
  /** The account's first session (a sign-up, a trial, the first log-in): the server says so. */
  firstTimeLogin: boolean;
}

/**
 * Home's greeting (issue 16): a first visit is welcomed ("Welcome, …"), a return welcomed back; by the
 * nickname, else the account name. The key is in common.json.
 */
export function greeting(session: GreetedSession): { key: 'home.welcomeFirst' | 'home.welcomeBack'; name: string } {
  return {
    key: session.firstTimeLogin ? 'home.welcomeFirst' : 'home.welcomeBack',
    name: memberDisplayName({ nickname: session.nickname, account: session.userName }) ?? session.userName,
  };
}
