import { area, MEDIA } from '../operation-doc';
import { PAYMENT_ERRORS } from './money';

export const groupOperations = {
  ...area('groups', {
    'POST /api/order/v2/flight/group-orders': ['requestGroupQuote', 'Ask a group quote', 'Asks the group desk for a quote (to_be_quote).'],
    'GET /api/order/v2/flight/group-orders': [
      'listGroupOrders',
      'List group orders',
      "The agency's group orders, filtered by menu status; paged with _start/_end, the total in x-total-count.",
    ],
    'GET /api/order/v2/flight/group-orders/status': [
      'countGroupOrdersByStatus',
      'Group order counts',
      'Group order counts per menu status.',
    ],
    'GET /api/order/v2/flight/group-orders/:id': [
      'getGroupOrder',
      'Get a group order',
      'One group order: quote, payment schedule, passengers and history.',
    ],
    'POST /api/order/v2/flight/group-orders/:id/confirmation': [
      'confirmGroupQuote',
      'Confirm a group quote',
      'Confirms the quote before its deadline.',
      ['GROUP_STATUS_CONFLICT', 'GROUP_QUOTE_EXPIRED'],
    ],
    'POST /api/order/v2/flight/group-orders/:id/seat-application': [
      'applyForGroupSeats',
      'Apply for the seats',
      'Asks the desk for the seats of a confirmed quote.',
      ['GROUP_STATUS_CONFLICT'],
    ],
    'POST /api/order/v2/flight/group-orders/:id/instalments/:seq/payment': [
      'payGroupInstalment',
      'Pay an instalment',
      'Pays the instalment due from the wallet, before its deadline. Idempotency-Key replays the first answer.',
      ['GROUP_STATUS_CONFLICT', 'GROUP_INSTALMENT_NOT_DUE', 'GROUP_REVIEW_PENDING', 'GROUP_PAYMENT_EXPIRED', ...PAYMENT_ERRORS],
    ],
    'POST /api/order/v2/flight/group-orders/:id/cancellation': [
      'cancelGroupOrder',
      'Cancel a group',
      'Cancels the group; paid deposits are not refunded.',
      ['GROUP_STATUS_CONFLICT'],
    ],
    'GET /api/order/v2/flight/group-orders/:id/passengers/template': [
      'getGroupPassengerTemplate',
      'Passenger list template',
      'The passenger list template, as an xlsx workbook.',
      [],
      [MEDIA.xlsx],
    ],
    'POST /api/order/v2/flight/group-orders/:id/passengers/confirmation': [
      'confirmGroupPassengers',
      'Confirm the passenger list',
      'Confirms the passenger list; it cannot change afterwards.',
      ['GROUP_PASSENGERS_LOCKED', 'GROUP_PASSENGERS_INCOMPLETE', 'GROUP_STATUS_CONFLICT'],
    ],
    'GET /api/order/v2/flight/group-orders/:id/documents/:kind': [
      'downloadGroupDocument',
      'Download a group document',
      'The itinerary (once seats are granted) or e-ticket (once issued), as PDF or Excel.',
      ['GROUP_STATUS_CONFLICT'],
      [MEDIA.pdf, MEDIA.xlsx],
    ],
    'POST /api/order/v2/flight/group-orders/:id/passengers/import': [
      'importGroupPassengers',
      'Import the passenger list',
      "Imports the passenger list (xlsx); saved only when every row passes and the count matches the group's.",
      [
        'IMPORT_FORMAT',
        'UPLOAD_TOO_COMPLEX',
        'UPLOAD_FAILED',
        'GROUP_PASSENGERS_LOCKED',
        'GROUP_PASSENGERS_INCOMPLETE',
        'GROUP_STATUS_CONFLICT',
      ],
    ],
  }),
  ...area('groupDesk', {
    'GET /api/order/v2/flight/group-desk/orders': [
      'listDeskGroupOrders',
      'List all group orders',
      "Every agency's group orders, for the desk.",
    ],
    'GET /api/order/v2/flight/group-desk/orders/status': [
      'countDeskGroupOrdersByStatus',
      'All group order counts',
      'Group order counts per menu status, for the desk.',
    ],
    'GET /api/order/v2/flight/group-desk/orders/:id': ['getDeskGroupOrder', 'Get a group order (desk)', 'One group order, for the desk.'],
    'POST /api/order/v2/flight/group-desk/orders/:id/quote': [
      'quoteGroupOrder',
      'Quote a group',
      'Quotes prices per passenger type, the flights, a quote deadline, one to three deposits and the final payment. Prices are rounded up to the unit the total is shown in (whole units from 10 up); instalments must be in that unit and add up to the total.',
      ['GROUP_STATUS_CONFLICT'],
    ],
    'POST /api/order/v2/flight/group-desk/orders/:id/seats': [
      'grantGroupSeats',
      'Grant the seats',
      'Records the seats granted (PNR).',
      ['GROUP_STATUS_CONFLICT'],
    ],
    'POST /api/order/v2/flight/group-desk/orders/:id/seats/rejection': [
      'rejectGroupSeats',
      'Refuse the seats',
      'No seats: the group fails.',
      ['GROUP_STATUS_CONFLICT'],
    ],
    'POST /api/order/v2/flight/group-desk/orders/:id/review': [
      'reviewGroupOrder',
      'Review before payment',
      'Manual review before payment: approve or refuse.',
      ['GROUP_STATUS_CONFLICT'],
    ],
    'POST /api/order/v2/flight/group-desk/orders/:id/issue': [
      'issueGroupTickets',
      'Issue group tickets',
      'Records a ticket number for every passenger.',
      ['GROUP_STATUS_CONFLICT', 'GROUP_PASSENGERS_INCOMPLETE'],
    ],
    'POST /api/order/v2/flight/group-desk/orders/:id/cancellation': [
      'cancelDeskGroupOrder',
      'Cancel a group (desk)',
      'Cancels the group from the desk; paid deposits are not refunded.',
      ['GROUP_STATUS_CONFLICT'],
    ],
  }),
};
