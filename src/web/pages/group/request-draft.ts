// The group request between the booking page and its confirm page (this tab only).
import type { GroupRequestInput } from '@/domain/groups/schemas';

const KEY = 'tessera.groupRequest';
export type GroupDraft = Omit<GroupRequestInput, 'contact'> & { contact?: GroupRequestInput['contact'] };

export const requestDraft = {
  save(draft: GroupDraft): void {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  },
  load(): GroupDraft | null {
    try {
      const text = sessionStorage.getItem(KEY);
      return text ? (JSON.parse(text) as GroupDraft) : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};
