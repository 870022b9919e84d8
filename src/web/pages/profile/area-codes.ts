// Telephone country codes offered for the mobile number; SPEC 9 default region is 86.
export const DEFAULT_AREA_CODE = '86';

export const AREA_CODES: readonly string[] = [
  '86', '852', '853', '886', '1', '44', '61', '64', '65', '60', '66', '81', '82', '84', '62', '63', '91', '49', '33', '39', '34', '7', '971',
];
