// Short messages (toasts last 3 s) reachable from code outside React, such as the HTTP layer and the
// providers. They are plain elements (<ToastHost> in SiteProviders), not antd's message: the public
// site runs without antd, and a toast raised just before leaving the console (a logout) must outlive
// the console's antd root.
import { useSyncExternalStore } from 'react';

export const TOAST_SECONDS = 3;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  kind: ToastKind;
  content: string;
  /** The text is the key: the same message reported twice replaces the visible toast instead of stacking. */
  key: string;
}

let visible: readonly Toast[] = [];
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  visible = next;
  listeners.forEach((listener) => listener());
}

function dismiss(key: string): void {
  timers.delete(key);
  publish(visible.filter((t) => t.key !== key));
}

export function toast(kind: ToastKind, content: string): void {
  const key = `${kind}:${content}`;
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => dismiss(key), TOAST_SECONDS * 1000),
  );
  publish([...visible.filter((t) => t.key !== key), { kind, content, key }]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => visible);
}
