import { CUSTOMER_TYPES, type CustomerType } from '../api/contract/accounts.constants';

/**
 * The one place that says what a customer type may do (spec §6, ADR 0006). The browser's guards
 * and pages and the server's checks all call these; nothing compares type numbers elsewhere.
 *
 * - 0 player, 1 agent, 2 sub-agent: real accounts.
 * - 4 trial (free play): play money only.
 * - 40, 41, 42: internal test accounts, mirroring 0, 1, 2.
 */
const ALL = Object.values(CUSTOMER_TYPES) as readonly number[];
const REAL: readonly number[] = [CUSTOMER_TYPES.player, CUSTOMER_TYPES.agent, CUSTOMER_TYPES.subAgent];
/** The real account types (0, 1, 2), for a query that must count only real accounts' money (the hot ranking). */
export const REAL_ACCOUNT_TYPES = REAL;
const TEST: readonly number[] = [CUSTOMER_TYPES.testPlayer, CUSTOMER_TYPES.testAgent, CUSTOMER_TYPES.testSubAgent];
/** Spec §6: the agent home is allowed for types other than 0, 4 and 40. */
const AGENT: readonly number[] = [
  CUSTOMER_TYPES.agent,
  CUSTOMER_TYPES.subAgent,
  CUSTOMER_TYPES.testAgent,
  CUSTOMER_TYPES.testSubAgent,
];

/** A known type as is; anything else is treated as trial (spec §6: "default type when unknown is 4"). */
export function customerType(type: unknown): CustomerType {
  return typeof type === 'number' && ALL.includes(type) ? (type as CustomerType) : CUSTOMER_TYPES.trial;
}

export const isTrial = (type: unknown) => customerType(type) === CUSTOMER_TYPES.trial;
/** 0, 1 and 2: may deposit, withdraw, and use every member feature. */
export const isRealAccount = (type: unknown) => REAL.includes(customerType(type));
export const isTestAccount = (type: unknown) => TEST.includes(customerType(type));
/** May open the agent area: agent levels and test agents. */
export const isAgentType = (type: unknown) => AGENT.includes(customerType(type));
/** Spec §2 Agent home and §6: the agent home admits types other than 0, 4 and 40; anyone else goes to /m/home. */
export const canOpenAgentHome = isAgentType;
/**
 * Spec §2 Home and §4: a logged-in member whose type is not 4, 40, 41 or 42 is asked on home whether a
 * contract request (daily salary, dividend, hourly salary) is pending. So real accounts 0, 1 and 2.
 */
export const needsAgentContractCheck = (type: unknown) =>
  !([CUSTOMER_TYPES.trial, ...TEST] as readonly number[]).includes(customerType(type));
/** Spec §6: referral is unavailable to agents (the agent modal shows instead). */
export const canUseReferral = (type: unknown) => !isAgentType(type) && !isTrial(type);
/** Spec §2 notice card: read status shows only for members whose type is not 4 (type 4 is always shown as read). */
export const showsReadStatus = (type: unknown) => !isTrial(type);
/**
 * The type of an account an agent opens under itself (/m/agentRegister): a player, or a sub-agent
 * (the second agent level, 2). Test agents (41, 42) open test accounts (40, 42), so QA never makes
 * real money accounts. Null: this type may not open accounts.
 */
export function openedAccountType(creator: unknown, kind: 'player' | 'agent'): CustomerType | null {
  const t = customerType(creator);
  if (!isAgentType(t)) return null;
  if (isTestAccount(t)) return kind === 'player' ? CUSTOMER_TYPES.testPlayer : CUSTOMER_TYPES.testSubAgent;
  return kind === 'player' ? CUSTOMER_TYPES.player : CUSTOMER_TYPES.subAgent;
}
/** Deposit by a type outside 0, 1, 2 is refused: a real account is needed. */
export const canDeposit = isRealAccount;
/** Inbox, live chat, marking announcements read and the member centre refuse trial accounts (`free_reject`). */
export const canUseMemberFeatures = (type: unknown) => !isTrial(type);
