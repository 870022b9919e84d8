import { describeLadder } from '@/domain/trains/refund-fees';
import { area, MEDIA } from '../operation-doc';
import { PAYMENT_ERRORS } from './money';

const AFTER_SALE = ['ORDER_ACTION_NOT_ALLOWED', 'TRAIN_TICKET_NOT_ALLOWED', 'TRAIN_DEPARTED', 'ORDER_CHANGED_MEANWHILE'] as const;

export const trainOperations = {
  ...area('trainShopping', {
    'GET /api/shopping/v2/train/stations': [
      'searchTrainStations',
      'Find stations',
      'Stations by telegraph code, name in any language, pinyin, initials or city (a city answers all its stations).',
    ],
    'POST /api/shopping/v2/train/search': [
      'startTrainSearch',
      'Start a train search',
      'One-way or return, by station or city and date. Answers the search id; each leg answers in the background. Dates beyond the 15-day presale window answer when their sale opens.',
      ['TRAIN_STATION_UNKNOWN'],
    ],
    'GET /api/shopping/v2/train/search/:id': [
      'getTrainSearchResults',
      'Train search results',
      'The trains found so far (complete once every leg answered), filtered by train type, time bands, stations and seat class with seats left, sorted by departure, duration or price.',
      ['SEARCH_NOT_FOUND'],
    ],
    'GET /api/shopping/v2/train/trains/:trainNo/stops': [
      'getTrainStops',
      "A train's stops",
      'Every stop of a train on a date, with arrival and departure times.',
    ],
  }),
  ...area('trainOrders', {
    'POST /api/order/v2/train/orders': [
      'createTrainOrder',
      'Book train tickets',
      'Prebooks the chosen trains for real-name passengers (adult, child, student; rail documents; often-used passengers by id; seat letter) under the real-name rules (mainland ID numbers checked fully; one document, one ticket per train and date; a child with an adult; birth date, nationality and gender with a passport), then pays from the wallet now or holds the seats until the time limit. Idempotency-Key replays the first answer.',
      [
        'OFFER_NOT_FOUND',
        'SEARCH_NOT_FOUND',
        'TRAIN_NOT_ON_SALE',
        'TRAIN_SOLD_OUT',
        'TRAIN_DOCUMENT_BOOKED',
        'TRAIN_CHILD_ALONE',
        'SUPPLIER_BOOKING_FAILED',
        ...PAYMENT_ERRORS,
      ],
    ],
    'GET /api/order/v2/train/orders': [
      'listTrainOrders',
      'List train orders',
      "Train orders in scope (an agency sees its sub-agencies' too), filtered; paged with _start/_end, or by cursor (x-next-cursor) for deep pages and exports; the total in x-total-count.",
    ],
    'POST /api/order/v2/train/orders/export': [
      'exportTrainOrders',
      'Export train orders',
      'The orders matching the filter as an Excel workbook, with the columns asked.',
      [],
      [MEDIA.xlsx],
    ],
    'GET /api/order/v2/train/orders/status': ['countTrainOrdersByStatus', 'Train order counts', 'Train order counts per status in scope.'],
    'GET /api/order/v2/train/orders/:id': [
      'getTrainOrder',
      'Get a train order',
      'One train order: tickets with car, seat and ticket number, history, refund and change orders, and the actions the caller may take now.',
    ],
    'POST /api/order/v2/train/orders/:id/payment': [
      'payTrainOrder',
      'Pay a train order',
      'Pays a held order from the wallet (held until the tickets are issued). Idempotency-Key replays the first answer.',
      ['ORDER_ACTION_NOT_ALLOWED', 'ORDER_CHANGED_MEANWHILE', ...PAYMENT_ERRORS],
    ],
    'POST /api/order/v2/train/orders/:id/cancel': [
      'cancelTrainOrder',
      'Cancel a train order',
      'Cancels an unpaid order; its seats go back on sale.',
      ['ORDER_ACTION_NOT_ALLOWED', 'ORDER_CHANGED_MEANWHILE'],
    ],
    'POST /api/order/v2/train/orders/:id/refund': [
      'refundTrainTickets',
      'Refund train tickets',
      `Refunds tickets per passenger at the fee of the ladder (${describeLadder()}). Answers the new refund order.`,
      [...AFTER_SALE],
    ],
    'POST /api/order/v2/train/orders/:id/change': [
      'changeTrainTickets',
      'Change train tickets',
      'Moves tickets to another train from the same station (once per ticket; another arrival station allowed). A dearer train is paid from the wallet now; a cheaper one refunds the difference. Answers the new change order.',
      [
        ...AFTER_SALE,
        'TRAIN_CHANGED_ALREADY',
        'TRAIN_CHANGE_STATION',
        'OFFER_NOT_FOUND',
        'SEARCH_NOT_FOUND',
        'TRAIN_NOT_ON_SALE',
        'TRAIN_SOLD_OUT',
        'SUPPLIER_BOOKING_FAILED',
        ...PAYMENT_ERRORS,
      ],
    ],
    'GET /api/order/v2/train/orders/:id/documents/:kind': [
      'downloadTrainDocument',
      'Download a train document',
      'The e-ticket (once issued) or the itinerary, as PDF or Excel.',
      ['ORDER_ACTION_NOT_ALLOWED'],
      [MEDIA.pdf, MEDIA.xlsx],
    ],
  }),
  ...area('trainDesk', {
    'POST /api/order/v2/train/desk/orders/:id/issue': [
      'issueTrainOrderByHand',
      'Issue a train order (desk)',
      'Issues, through the supplier, an order of an agency in manual mode waiting in ticketing.',
      ['ORDER_ACTION_NOT_ALLOWED', 'SUPPLIER_UNAVAILABLE', 'ORDER_CHANGED_MEANWHILE'],
    ],
    'POST /api/order/v2/train/desk/orders/:id/fail': [
      'failTrainOrderByHand',
      'Fail a train order (desk)',
      'Fails an order waiting for the desk; its held money goes back to the wallet.',
      ['ORDER_ACTION_NOT_ALLOWED', 'ORDER_CHANGED_MEANWHILE'],
    ],
  }),
};
