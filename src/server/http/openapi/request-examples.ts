// Request examples for the main integration flow (the quickstart makes the same calls), keyed by
// operationId. Dates are placeholders an integrator replaces.
const passenger = {
  surname: 'CHAN',
  given_names: 'Tai Man',
  type: 'adult',
  gender: 'male',
  birthday: '1988-04-02',
  nationality: 'CN',
  travel_document: { type: 'passport', number: 'E12345678', expiry: '2034-01-01' },
};

export const REQUEST_EXAMPLES: Record<string, Record<string, { summary: string; value: unknown }>> = {
  login: { password: { summary: 'Username and password', value: { username: 'harbour.ops', password: 'your-password' } } },
  sendLoginCode: { email: { summary: 'Send a code to an e-mail address', value: { email: 'ops@harbour.example' } } },
  startFlightSearch: {
    oneWay: {
      summary: 'One adult, one way, Shanghai to Hong Kong',
      value: {
        journeys: [{ origin: 'airport-PVG', destination: 'airport-HKG', date: '2027-03-01' }],
        passengers: { adult: 1, child: 0, infant: 0 },
        bookingType: 'oneway',
        cabinClass: 'economy',
      },
    },
    roundTrip: {
      summary: 'Two adults, return trip from a city',
      value: {
        journeys: [{ origin: 'SHA', destination: 'airport-HKG', date: '2027-03-01', returnDate: '2027-03-08' }],
        passengers: { adult: 2, child: 0, infant: 0 },
        bookingType: 'return',
        cabinClass: 'economy',
      },
    },
  },
  searchSolutions: {
    nonStop: {
      summary: 'Non-stop offers, cheapest first',
      value: { id: 'the search id', stops: [0], sort: 'price', order: 'asc', limit: 20 },
    },
  },
  createFlightOrder: {
    payLater: {
      summary: 'Book one adult from a quote; pay in a second call',
      value: {
        quoteId: 'the quote id from verifyOffer',
        currency: 'CNY',
        passengers: [passenger],
        contact: { name: 'Harbour Desk', areaCode: '852', phone: '98765432', email: 'desk@harbour.example' },
        payment: 'later',
      },
    },
  },
  payFlightOrder: {
    wallet: { summary: 'Pay from the agency wallet', value: { channel: 'balance' } },
    gateway: {
      summary: "Pay through a gateway: answers paymentUrl, the gateway's page",
      value: { channel: 'stripe', returnUrl: '/flight/orders/42' },
    },
  },
  payPayment: { wallet: { summary: 'Pay from the agency wallet', value: { channel: 'balance' } } },
  topUpAgencyWallet: {
    topUp: {
      summary: 'Received 1,000.00 CNY by bank transfer, no fee (amounts in minor units)',
      value: {
        currency: 'CNY',
        receivedAmount: 100000,
        rate: '1',
        feePercent: '0',
        referenceNo: 'BANK-2027-0301',
        remark: 'March advance',
      },
    },
  },
};
