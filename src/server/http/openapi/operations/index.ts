// The whole catalogue: every registered /api route must have an entry (a test walks the routes).
import type { Catalogue } from '../operation-doc';
import { administrationOperations } from './administration';
import { applicationOperations } from './applications';
import { partnerOperations } from './partners';
import { siteOperations } from './sites';
import { authOperations } from './auth';
import { chatOperations } from './chat';
import { flightOperations } from './flights';
import { groupOperations } from './groups';
import { moneyOperations } from './money';
import { trainOperations } from './trains';

export const OPERATIONS: Catalogue = {
  ...authOperations,
  ...administrationOperations,
  ...moneyOperations,
  ...flightOperations,
  ...groupOperations,
  ...trainOperations,
  ...applicationOperations,
  ...chatOperations,
  ...partnerOperations,
  ...siteOperations,
};
