// Refine's notifications as short toasts (SPEC 9: 3 s) rather than antd's large notification cards.
import type { NotificationProvider } from '@refinedev/core';
import { toast } from '../feedback/toast';

export const notificationProvider: NotificationProvider = {
  open: ({ message, description, type }) => {
    // For errors Refine puts a generic "Error (status code: …)" title in `message` and the API's
    // already translated text in `description`: the user needs only the latter.
    if (type === 'error') toast('error', description || message);
    else toast(type === 'progress' ? 'info' : type, description ? `${message} ${description}` : message);
  },
  close: () => {
    // toasts expire on their own
  },
};
