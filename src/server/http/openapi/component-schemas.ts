// Shapes that many operations share get one named schema under components.schemas, so the
// document (and the client generated from it) states each once. Naming a schema here changes
// nothing about validation; it only turns repeated copies into references.
import { z } from 'zod';
import {
  cancellationSchema,
  groupOrderRowSchema,
  groupOrderSchema,
  groupPassengerSchema,
  instalmentSchema,
  statusCountSchema as groupStatusCountSchema,
} from '@/domain/groups/schemas';
import { agencySettingsSchema } from '@/domain/schemas/agency-settings';
import { contactSchema, flightOrderSchema, quoteSchema, verificationAnswerSchema } from '@/domain/flights/booking';
import {
  disruptionRowSchema,
  orderDetailSchema,
  orderHistoryEventSchema,
  orderListRowSchema,
  orderPriceSchema,
} from '@/domain/flights/flight-orders';
import { passengerSchema } from '@/domain/schemas/passenger';
import {
  baggageSchema,
  cancellationPolicySchema,
  costDetailSchema,
  journeySchema,
  offerSchema,
  priceDetailSchema,
  searchStartedSchema,
  segmentSchema,
} from '@/domain/flights/shopping';
import { exchangeRateSchema, paymentSchema, statementSchema, walletBalanceSchema, walletTransactionSchema } from '@/domain/schemas/wallet';
import { agencyConfigSchema, agencySchema } from '@/domain/schemas/agencies';
import { webhookDeliverySchema } from '@/domain/schemas/webhook-deliveries';
import { airlineSchema, airportSchema, citySchema } from '@/domain/schemas/airports';
import { applicationSchema } from '@/domain/schemas/applications';
import { companySchema, loginResultSchema, userInfoSchema } from '@/domain/schemas/auth';
import { chatConversationSchema, chatMessageSchema, chatThreadSchema } from '@/domain/schemas/chat';
import { companyProfileSchema } from '@/domain/schemas/company';
import { flightLimitsSchema } from '@/domain/flights/flight-limits';
import { partnerIntegrationSchema, partnerSecretSchema } from '@/domain/schemas/partners';
import { siteInfoSchema } from '@/domain/schemas/site';
import { siteSchema } from '@/domain/schemas/sites';
import { adminUserSchema } from '@/domain/schemas/users';
import { userLogEntrySchema } from '@/domain/schemas/user-log';
import {
  localizedNameSchema,
  stationSchema,
  trainOrderDetailSchema,
  trainOrderListRowSchema,
  trainTicketSchema,
} from '@/domain/trains/schemas';
import { agencyBrandingSchema, agencyThemeSchema, specialAgencySchema } from '@/domain/schemas/agency-branding';
import { memberCardInputSchema, memberCardSchema, oftenUsedPassengerSchema } from '@/domain/schemas/member-cards';
import { stuckJobSchema } from '@/domain/schemas/jobs';

export const componentRegistry = z.registry<{ id: string }>();

const NAMED: Array<[z.ZodType, string]> = [
  [segmentSchema, 'Segment'],
  [journeySchema, 'Journey'],
  [baggageSchema, 'Baggage'],
  [cancellationPolicySchema, 'CancellationPolicy'],
  [priceDetailSchema, 'PriceDetail'],
  [costDetailSchema, 'CostDetail'],
  [offerSchema, 'Offer'],
  [quoteSchema, 'Quote'],
  [passengerSchema, 'Passenger'],
  [flightOrderSchema, 'FlightOrder'],
  [orderListRowSchema, 'FlightOrderRow'],
  [orderPriceSchema, 'FlightOrderPrice'],
  [orderHistoryEventSchema, 'FlightOrderEvent'],
  [orderDetailSchema, 'FlightOrderDetail'],
  [walletBalanceSchema, 'WalletBalance'],
  [walletTransactionSchema, 'WalletTransaction'],
  [agencySettingsSchema, 'AgencySettings'],
  [groupPassengerSchema, 'GroupPassenger'],
  [instalmentSchema, 'GroupInstalment'],
  [groupOrderSchema, 'GroupOrder'],
  [trainTicketSchema, 'TrainTicket'],
  [trainOrderListRowSchema, 'TrainOrderRow'],
  [trainOrderDetailSchema, 'TrainOrderDetail'],
  [flightLimitsSchema, 'FlightLimits'],
  [companySchema, 'SessionCompany'],
  [userInfoSchema, 'UserInfo'],
  [loginResultSchema, 'LoginResult'],
  [agencySchema, 'Agency'],
  [siteInfoSchema, 'SiteInfo'],
  [siteSchema, 'Site'],
  [adminUserSchema, 'User'],
  [partnerIntegrationSchema, 'PartnerIntegration'],
  [chatMessageSchema, 'ChatMessage'],
  [chatConversationSchema, 'ChatConversation'],
  [chatThreadSchema, 'ChatThread'],
  [statementSchema, 'Statement'],
  [disruptionRowSchema, 'Disruption'],
  [applicationSchema, 'AgencyApplication'],
  [airportSchema, 'Airport'],
  [citySchema, 'City'],
  [airlineSchema, 'Airline'],
  [companyProfileSchema, 'CompanyProfile'],
  [userLogEntrySchema, 'UserLogEntry'],
  [verificationAnswerSchema, 'VerificationAnswer'],
  [contactSchema, 'Contact'],
  [localizedNameSchema, 'LocalizedName'],
  [stationSchema, 'Station'],
  [agencyThemeSchema, 'AgencyTheme'],
  [specialAgencySchema, 'SpecialAgency'],
  [agencyBrandingSchema, 'AgencyBranding'],
  [memberCardSchema, 'MemberCard'],
  [oftenUsedPassengerSchema, 'OftenUsedPassenger'],
  [stuckJobSchema, 'StuckJob'],
  [searchStartedSchema, 'FlightSearchStarted'],
  [paymentSchema, 'Payment'],
  [exchangeRateSchema, 'ExchangeRate'],
  [agencyConfigSchema, 'AgencySettingsAnswer'],
  [webhookDeliverySchema, 'WebhookDelivery'],
  [groupOrderRowSchema, 'GroupOrderRow'],
  [groupStatusCountSchema, 'GroupStatusCount'],
  [cancellationSchema, 'GroupCancellation'],
  [memberCardInputSchema, 'MemberCardFields'],
  [partnerSecretSchema, 'PartnerIntegrationSecret'],
];

for (const [schema, id] of NAMED) componentRegistry.add(schema, { id });
