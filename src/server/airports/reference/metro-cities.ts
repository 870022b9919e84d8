// Multi-airport city codes (IATA metropolitan area codes). A city not listed here has one airport
// and its code is that airport's code (a city with one airport is treated as that airport).
// Some metro codes equal one of their airports' codes (SHA, IST, BKK...): `airport-SHA` names the airport.
export interface MetroCity {
  code: string;
  name: string;
  chineseName: string;
  country: string;
  airports: string[];
}

export const METRO_CITIES: MetroCity[] = [
  { code: 'BJS', name: 'Beijing', chineseName: '北京', country: 'CN', airports: ['PEK', 'PKX'] },
  { code: 'SHA', name: 'Shanghai', chineseName: '上海', country: 'CN', airports: ['PVG', 'SHA'] },
  { code: 'TPE', name: 'Taipei', chineseName: '台北', country: 'TW', airports: ['TPE', 'TSA'] },
  { code: 'LON', name: 'London', chineseName: '伦敦', country: 'GB', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY'] },
  { code: 'NYC', name: 'New York', chineseName: '纽约', country: 'US', airports: ['JFK', 'EWR', 'LGA'] },
  { code: 'TYO', name: 'Tokyo', chineseName: '东京', country: 'JP', airports: ['HND', 'NRT'] },
  { code: 'OSA', name: 'Osaka', chineseName: '大阪', country: 'JP', airports: ['KIX', 'ITM'] },
  { code: 'SEL', name: 'Seoul', chineseName: '首尔', country: 'KR', airports: ['ICN', 'GMP'] },
  { code: 'PAR', name: 'Paris', chineseName: '巴黎', country: 'FR', airports: ['CDG', 'ORY'] },
  { code: 'MOW', name: 'Moscow', chineseName: '莫斯科', country: 'RU', airports: ['SVO', 'DME', 'VKO'] },
  { code: 'CHI', name: 'Chicago', chineseName: '芝加哥', country: 'US', airports: ['ORD', 'MDW'] },
  { code: 'WAS', name: 'Washington', chineseName: '华盛顿', country: 'US', airports: ['IAD', 'DCA', 'BWI'] },
  { code: 'HOU', name: 'Houston', chineseName: '休斯敦', country: 'US', airports: ['IAH', 'HOU'] },
  { code: 'DFW', name: 'Dallas', chineseName: '达拉斯', country: 'US', airports: ['DFW', 'DAL'] },
  { code: 'MIL', name: 'Milan', chineseName: '米兰', country: 'IT', airports: ['MXP', 'LIN', 'BGY'] },
  { code: 'ROM', name: 'Rome', chineseName: '罗马', country: 'IT', airports: ['FCO', 'CIA'] },
  { code: 'STO', name: 'Stockholm', chineseName: '斯德哥尔摩', country: 'SE', airports: ['ARN', 'BMA', 'NYO'] },
  { code: 'BER', name: 'Berlin', chineseName: '柏林', country: 'DE', airports: ['TXL', 'SXF'] },
  { code: 'BKK', name: 'Bangkok', chineseName: '曼谷', country: 'TH', airports: ['BKK', 'DMK'] },
  { code: 'JKT', name: 'Jakarta', chineseName: '雅加达', country: 'ID', airports: ['CGK', 'HLP'] },
  { code: 'KUL', name: 'Kuala Lumpur', chineseName: '吉隆坡', country: 'MY', airports: ['KUL', 'SZB'] },
  { code: 'IST', name: 'Istanbul', chineseName: '伊斯坦布尔', country: 'TR', airports: ['IST', 'SAW'] },
  { code: 'YTO', name: 'Toronto', chineseName: '多伦多', country: 'CA', airports: ['YYZ', 'YTZ'] },
  { code: 'SAO', name: 'São Paulo', chineseName: '圣保罗', country: 'BR', airports: ['GRU', 'CGH', 'VCP'] },
  { code: 'RIO', name: 'Rio de Janeiro', chineseName: '里约热内卢', country: 'BR', airports: ['GIG', 'SDU'] },
  { code: 'BUE', name: 'Buenos Aires', chineseName: '布宜诺斯艾利斯', country: 'AR', airports: ['EZE', 'AEP'] },
];
