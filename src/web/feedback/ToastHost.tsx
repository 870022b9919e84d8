// Where toasts appear: a polite live region at the top centre, errors announced assertively.
import { useToasts, type ToastKind } from './toast';

const SIGN: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i', warning: '!' };

export function ToastHost() {
  const toasts = useToasts();
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.key} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast-icon" aria-hidden>
            {SIGN[t.kind]}
          </span>
          <span>{t.content}</span>
        </div>
      ))}
    </div>
  );
}
