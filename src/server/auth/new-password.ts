// What the server checks on a password someone chooses, beyond the shared rules the request schema
// already applied (length, blank, username, the short list): not one of the 10,000 most common
// passwords, and not the account's current password. Refusals are field errors, like the schema's.
import type { Language } from '@/domain/schemas/common';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import { isCommonPassword } from './common-passwords';
import { verifyPassword } from './passwords';

export async function assertNewPassword(password: string, field: string, lang: Language, currentHash?: string): Promise<void> {
  const problem = isCommonPassword(password)
    ? 'passwordCommon'
    : currentHash && (await verifyPassword(currentHash, password))
      ? 'passwordIsCurrent'
      : null;
  if (!problem) return;
  throw new ApiError('VALIDATION', { fields: field }, [{ field, message: translate(lang, `field.${problem}`) }]);
}
