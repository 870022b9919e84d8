// The simulated airline network: which real carriers fly from which country and through which hub.
// Schedules are generated from this (the same for every simulator, so their content overlaps).
export interface Carrier {
  code: string;
  country: string;
  hubs: string[];
  /** Long-haul carriers also connect third countries through their hubs. */
  connects: boolean;
  aircraft: { short: string; long: string };
}

const c = (code: string, country: string, hubs: string, connects: boolean, short = 'A320', long = 'B789'): Carrier => ({
  code,
  country,
  hubs: hubs.split(' '),
  connects,
  aircraft: { short, long },
});

export const CARRIERS: Carrier[] = [
  c('CA', 'CN', 'PEK CTU PVG', true, 'A321', 'B77W'),
  c('MU', 'CN', 'PVG SHA KMG XIY', true, 'A320', 'A359'),
  c('CZ', 'CN', 'CAN PKX URC SZX', true, 'A321', 'B788'),
  c('HU', 'CN', 'PEK HAK', true, 'B738', 'B789'),
  c('3U', 'CN', 'CTU CKG', false, 'A320', 'A330'),
  c('ZH', 'CN', 'SZX', false, 'A320', 'A330'),
  c('MF', 'CN', 'XMN FOC', false, 'B738', 'B789'),
  c('FM', 'CN', 'SHA PVG', false, 'B738', 'B738'),
  c('SC', 'CN', 'TNA TAO', false, 'B738', 'B738'),
  c('HO', 'CN', 'PVG SHA', false, 'A320', 'B789'),
  c('9C', 'CN', 'PVG SHA', false, 'A320', 'A320'),
  c('CX', 'HK', 'HKG', true, 'A321', 'A359'),
  c('HX', 'HK', 'HKG', false, 'A320', 'A330'),
  c('NX', 'MO', 'MFM', false, 'A320', 'A321'),
  c('CI', 'TW', 'TPE', true, 'A321', 'A359'),
  c('BR', 'TW', 'TPE', true, 'A321', 'B77W'),
  c('SQ', 'SG', 'SIN', true, 'B738', 'A359'),
  c('MH', 'MY', 'KUL', true, 'B738', 'A333'),
  c('TG', 'TH', 'BKK', true, 'A320', 'B789'),
  c('VN', 'VN', 'SGN HAN', false, 'A321', 'B789'),
  c('PR', 'PH', 'MNL', false, 'A321', 'A333'),
  c('GA', 'ID', 'CGK', false, 'B738', 'A333'),
  c('KE', 'KR', 'ICN', true, 'B738', 'B77W'),
  c('OZ', 'KR', 'ICN', true, 'A321', 'A359'),
  c('JL', 'JP', 'HND NRT', true, 'B738', 'B789'),
  c('NH', 'JP', 'HND NRT', true, 'B738', 'B789'),
  c('AI', 'IN', 'DEL BOM', true, 'A320', 'B77W'),
  c('EK', 'AE', 'DXB', true, 'B77W', 'A388'),
  c('EY', 'AE', 'AUH', true, 'A321', 'B789'),
  c('QR', 'QA', 'DOH', true, 'A320', 'A359'),
  c('TK', 'TR', 'IST', true, 'A321', 'B77W'),
  c('LH', 'DE', 'FRA MUC', true, 'A320', 'A359'),
  c('LX', 'CH', 'ZRH', true, 'A320', 'B77W'),
  c('BA', 'GB', 'LHR LGW', true, 'A320', 'B789'),
  c('VS', 'GB', 'LHR', false, 'A339', 'A359'),
  c('AF', 'FR', 'CDG', true, 'A320', 'B77W'),
  c('KL', 'NL', 'AMS', true, 'B738', 'B789'),
  c('IB', 'ES', 'MAD', false, 'A320', 'A359'),
  c('AZ', 'IT', 'FCO', false, 'A320', 'A359'),
  c('SK', 'SE', 'CPH ARN OSL', false, 'A320', 'A359'),
  c('AY', 'FI', 'HEL', true, 'A320', 'A359'),
  c('SU', 'RU', 'SVO', true, 'A320', 'B77W'),
  c('AA', 'US', 'DFW CLT ORD MIA', true, 'A321', 'B789'),
  c('DL', 'US', 'ATL DTW MSP SEA', true, 'A321', 'A359'),
  c('UA', 'US', 'ORD SFO EWR IAH DEN', true, 'B738', 'B789'),
  c('AC', 'CA', 'YYZ YVR YUL', true, 'A320', 'B789'),
  c('AM', 'MX', 'MEX', false, 'B738', 'B789'),
  c('LA', 'CL', 'SCL', false, 'A320', 'B789'),
  c('QF', 'AU', 'SYD MEL', true, 'B738', 'A388'),
  c('NZ', 'NZ', 'AKL', false, 'A320', 'B789'),
  c('ET', 'ET', 'ADD', true, 'B738', 'A359'),
  c('SA', 'ZA', 'JNB', false, 'A320', 'A333'),
  c('MS', 'EG', 'CAI', false, 'B738', 'B789'),
];

export const CARRIER_BY_CODE = new Map(CARRIERS.map((carrier) => [carrier.code, carrier]));
