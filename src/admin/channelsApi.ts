import { api } from '../api/client';
import type {
  CreateChannelInput,
  StaffChannel,
  StaffChannelList,
  UpdateChannelInput,
} from '../api/contract/adminChannels';

/**
 * The deposit channels' settings (server/modules/wallet/admin-channels.ts). Types only from the
 * contract: zod stays out of the bundle. Amounts are integer minor units.
 */
export const channelsApi = {
  /** Every channel of the brand, enabled or not; secrets never come back (`config.secretSet`). */
  list: () => api<StaffChannelList>('/admin/finance/channels'),
  /** 409 finance.channel_code_taken; 400 request.invalid with `fields` (CHANNEL_FIELD_REASONS). */
  create: (body: CreateChannelInput) => api<StaffChannel>('/admin/finance/channels', { method: 'POST', body }),
  /** With the `updatedAt` the form loaded: 409 finance.stale when someone saved in between. */
  update: (id: string, body: UpdateChannelInput) =>
    api<StaffChannel>(`/admin/finance/channels/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
};

export const channelKeys = {
  all: ['admin', 'channels'] as const,
};
