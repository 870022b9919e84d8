import { siteOffersChat } from '@/domain/site-types';
import { useSiteInfo } from '../services';

/** Whether the site serving this page offers the platform's live chat (by its type, docs/site.md). */
export function useSiteOffersChat(): boolean {
  return siteOffersChat(useSiteInfo().type);
}
