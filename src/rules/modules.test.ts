import { describe, expect, it } from 'vitest';
import { moduleOff } from '../api/contract/modules.constants';
import { moduleOfPath } from './modules';

describe('moduleOfPath', () => {
  it('names the module a page enters, a lobby its game type’s, and nothing for other pages', () => {
    expect(moduleOfPath('/m/voucherCenter')).toBe('deposits');
    expect(moduleOfPath('/m/withdraw/')).toBe('withdrawals');
    expect(moduleOfPath('/m/chat')).toBe('chat');
    expect(moduleOfPath('/m/activityDetail')).toBe('promotions');
    expect(moduleOfPath('/m/slot-games')).toBe('games.RNG');
    expect(moduleOfPath('/m/esport-games')).toBe('games.SPORTS');
    expect(moduleOfPath('/m/lott')).toBe('games.LOTT');
    expect(moduleOfPath('/m')).toBeNull();
    expect(moduleOfPath('/m/member')).toBeNull();
  });

  it('reads a status list that may predate the switches', () => {
    expect(moduleOff(undefined, 'deposits')).toBe(false);
    expect(moduleOff(['deposits'], 'deposits')).toBe(true);
    expect(moduleOff(['chat'], 'deposits')).toBe(false);
  });
});
