import type { TFunction } from 'i18next';

/**
 * Words for the ledger's and the members' codes, in the `admin` namespace. An unknown code (a type
 * added on the server later) reads as itself rather than as a missing key.
 */

export const MEMBER_ACCOUNTS = ['cash', 'bonus', 'withdrawal_hold', 'play_money'] as const;

/** A posting's account: the member's own by kind, or a system account by its key (`system:kind[:channel]`). */
export function accountLabel(t: TFunction, account: string): string {
  if ((MEMBER_ACCOUNTS as readonly string[]).includes(account)) return t(`ledger.accounts.${account}`);
  const [, kind = account, channel] = account.split(':');
  const name = t(`ledger.system.${kind}`, { defaultValue: kind });
  return channel ? `${name} (${channel})` : name;
}

export const entryTypeLabel = (t: TFunction, type: string) => t(`ledger.types.${type}`, { defaultValue: type });

/** `member`, `staff:<username>`, `provider:<id>`, `job`, `system`. */
export function actorLabel(t: TFunction, actor: string): string {
  const at = actor.indexOf(':');
  const kind = at < 0 ? actor : actor.slice(0, at);
  const id = at < 0 ? '' : actor.slice(at + 1);
  const name = t(`ledger.actors.${kind}`, { defaultValue: kind });
  return id ? `${name}: ${id}` : name;
}

export const customerTypeLabel = (t: TFunction, type: number) =>
  t(`members.types.${type}`, { defaultValue: String(type) });

export const memberStatusLabel = (t: TFunction, status: string) =>
  t(`members.statuses.${status}`, { defaultValue: status });

export const auditActionLabel = (t: TFunction, action: string) =>
  t(`audit.actions.${action}`, { defaultValue: action });

/** The audit actions the log can be filtered by (the ones the server writes today). */
export const AUDIT_ACTIONS = [
  'wallet.adjust',
  'turnover.waive',
  'deposit.confirm',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.view_account',
  'channel.create',
  'channel.update',
  'job.run',
  'staff.create',
  'staff.role',
  'staff.disable',
  'staff.enable',
  'staff.update',
  'staff.password_reset',
  'game.hot_pin',
  'game.hot_unpin',
  'inbox.broadcast',
  'inbox.broadcast_cancel',
  'feedback.reply',
  'member.make_agent',
  'member.freeze',
  'member.unfreeze',
  'member.password_reset',
  'member.type',
  'member.close',
  'member.note',
  'member.tag_add',
  'member.tag_remove',
  'agent.move',
  'site.maintenance_on',
  'site.maintenance_off',
  'site.region',
  'site.modules',
  'banner.create',
  'banner.update',
  'banner.move',
  'banner.delete',
  'banner.image_upload',
  'brand.publish',
  'brand.rollback',
  'brand.logo_upload',
] as const;
