// Alipay's times are Beijing wall-clock text without a zone ("2026-11-27 10:15:00", UTC+8).
const OFFSET_MS = 8 * 3_600_000;

export function beijingText(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function beijingDay(at: Date): string {
  return beijingText(at).slice(0, 10);
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" as an instant; null when it is not one. */
export function fromBeijingText(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text.trim())) return null;
  const at = new Date(`${text.trim().replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
