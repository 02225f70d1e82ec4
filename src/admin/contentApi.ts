import { api } from '../api/client';
import type {
  AdminAnnouncement,
  AdminAnnouncementInput,
  AnnouncementState,
  AnnouncementType,
} from '../api/contract/announcements';
import type { AdminHelpTopic, AdminHelpTopicInput } from '../api/contract/help';

type Languages = { languages: string[]; defaultLanguage: string };

/**
 * The content editors (server/modules/messaging/content-admin.ts; docs/announcements.md):
 * announcements and help topics. Types only from the contract.
 */
export const contentApi = {
  announcements: (filter: { type?: AnnouncementType; state?: AnnouncementState }) =>
    api<{ list: AdminAnnouncement[] } & Languages>('/admin/announcements', { query: filter }),
  createAnnouncement: (input: AdminAnnouncementInput) =>
    api<AdminAnnouncement>('/admin/announcements', { method: 'POST', body: input }),
  updateAnnouncement: (id: number, input: AdminAnnouncementInput) =>
    api<AdminAnnouncement>(`/admin/announcements/${id}`, { method: 'PUT', body: input }),
  setState: (id: number, state: AnnouncementState) =>
    api<AdminAnnouncement>(`/admin/announcements/${id}/${state === 'published' ? 'publish' : 'unpublish'}`, {
      method: 'POST',
    }),
  deleteAnnouncement: (id: number) => api<{ deleted: true }>(`/admin/announcements/${id}`, { method: 'DELETE' }),
  helpTopics: () => api<{ list: AdminHelpTopic[] } & Languages>('/admin/help-topics'),
  saveHelpTopic: (id: number | null, input: AdminHelpTopicInput) =>
    id === null
      ? api<AdminHelpTopic>('/admin/help-topics', { method: 'POST', body: input })
      : api<AdminHelpTopic>(`/admin/help-topics/${id}`, { method: 'PUT', body: input }),
};

export const contentKeys = {
  announcements: ['admin', 'announcements'] as const,
  helpTopics: ['admin', 'help-topics'] as const,
};
