// Telephone country calling codes: the ones offered for phone numbers, and where a person's phone
// fields start. A user's own default region wins; otherwise the code their agency's contact phone
// starts with (a Hong Kong agency's people start at +852); +86 only when nothing says otherwise.

/** Where phone fields start when neither the user nor the agency tells. */
export const DEFAULT_AREA_CODE = '86';

export const AREA_CODES: readonly string[] = [
  '86',
  '852',
  '853',
  '886',
  '1',
  '44',
  '61',
  '64',
  '65',
  '60',
  '66',
  '81',
  '82',
  '84',
  '62',
  '63',
  '91',
  '49',
  '33',
  '39',
  '34',
  '7',
  '971',
];

const LONGEST_FIRST = [...AREA_CODES].sort((a, b) => b.length - a.length);

/**
 * The calling code a stored phone number starts with ('+852 2345 6789', '85223456789'), or
 * undefined when it starts with none of the offered codes. Longer codes are tried first, so 852
 * is not read as 85.
 */
export function areaCodeOfPhone(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/[^\d]/g, '') ?? '';
  if (digits.length < 6) return undefined;
  return LONGEST_FIRST.find((code) => digits.startsWith(code));
}

/** The region a user's phone fields start at. */
export function defaultRegionOf(
  user: { configured?: string | null; areaCode?: string | null },
  agencyContactPhone: string | null | undefined,
): string {
  return user.configured || user.areaCode || areaCodeOfPhone(agencyContactPhone) || DEFAULT_AREA_CODE;
}
