// Short messages (SPEC 9: toasts last 3 s) reachable from code outside React, such as the HTTP layer
// and the providers. <ToastBridge> hands over antd's context-aware message API once the app mounts.
import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

export const TOAST_SECONDS = 3;

let api: MessageInstance | null = null;

export function setToastApi(instance: MessageInstance | null): void {
  api = instance;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

/**
 * The text is the key: the same message reported twice (a failed request seen by both the HTTP layer
 * and a Refine hook) replaces the visible toast instead of stacking.
 */
export function toast(kind: Kind, content: string): void {
  (api ?? staticMessage).open({ type: kind, content, key: `${kind}:${content}`, duration: TOAST_SECONDS });
}
