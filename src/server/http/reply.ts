import type { Envelope } from '@/domain/errors';

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, data, message: 'ok' };
}
