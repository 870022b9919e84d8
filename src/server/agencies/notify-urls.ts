// An agency's notification URLs must point at the public internet: checked when the settings are
// saved (and again by every delivery, since a name can be re-pointed after it was saved).
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import type { FieldError, Language } from '@/domain/schemas/common';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import type { OutboundPolicy } from '../outbound/address-policy';
import { urlRefusal } from '../outbound/guarded-request';

function notifyUrls(settings: AgencySettings): Array<[string, string | null]> {
  return [
    ['flight.bookingNotifyUrl', settings.flight.bookingNotifyUrl],
    ['flight.flightChangeNotifyUrl', settings.flight.flightChangeNotifyUrl],
    ['train.notifyUrl', settings.train.notifyUrl],
  ];
}

export async function assertNotifyUrlsAllowed(settings: AgencySettings, policy: OutboundPolicy, lang: Language): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, url] of notifyUrls(settings)) {
    if (url && (await urlRefusal(url, policy))) errors.push({ field, message: translate(lang, 'field.urlNotPublic') });
  }
  if (errors.length) throw new ApiError('VALIDATION', { fields: errors.map((e) => e.field).join(', ') }, errors);
}
