import { area, MEDIA } from '../operation-doc';
import { PAYMENT_ERRORS } from './money';

export const flightOperations = {
  ...area('shopping', {
    'POST /api/shopping/v2/flight/async-shopping': ['startFlightSearch', 'Start a flight search', 'Starts a search over every supplier the agency may use and answers at once with the search id; read the results with searchSolutions until complete is true.'],
    'POST /api/shopping/v2/flight/async-shopping/solutions': ['searchSolutions', 'Read search results', 'What has arrived so far, combined by itinerary, filtered and sorted; complete is true once every supplier answered. A finished search with no offers because suppliers ran out of time answers SEARCH_TIMED_OUT.', ['SEARCH_NOT_FOUND', 'SETTLEMENT_CURRENCY_CHANGED', 'SEARCH_TIMED_OUT']],
    'POST /api/shopping/v2/flight/solutions/:id/verification': ['verifyOffer', 'Price-check an offer', 'Asks the supplier for the live price of an offer before booking. The answer says whether the price held, changed or the offer is gone; a quote is valid 15 minutes.', ['OFFER_NOT_FOUND', 'SEARCH_NOT_FOUND', 'SETTLEMENT_CURRENCY_CHANGED']],
    'POST /api/shopping/v2/flight/analysis-pnr': ['analysePnr', 'Read a PNR', 'Reads a pasted PNR display (Amadeus, Sabre, TravelSky): names, segments and booking classes.', ['PNR_UNREADABLE', 'PNR_BOOKING_DISABLED']],
    'POST /api/shopping/v2/flight/accurate-search': ['startPnrSearch', 'Price a PNR', "Prices exactly a PNR's segments: starts a search like startFlightSearch.", ['PNR_UNREADABLE', 'PNR_BOOKING_DISABLED']],
  }),
  ...area('orders', {
    'POST /api/order/v2/flight/orders': ['createFlightOrder', 'Book a flight', 'Creates an order (to_be_paid) from a verified quote and the passengers; with payment "balance" it is paid from the wallet at once. Idempotency-Key replays the first answer.', ['QUOTE_NOT_FOUND', 'QUOTE_EXPIRED', 'PASSENGERS_MISMATCH', 'SUPPLIER_BOOKING_FAILED', 'SETTLEMENT_CURRENCY_CHANGED', ...PAYMENT_ERRORS]],
    'GET /api/order/v2/flight/orders': ['listFlightOrders', 'List flight orders', 'Flight orders in scope with filters and sort; paged with _start/_end, the total in x-total-count.'],
    'POST /api/base/v2/analysis/document': ['readPassport', 'Read a passport photo', "Reads a passport photo (jpg, jpeg or png, at most 10 MB): its machine-readable zone.", ['DOCUMENT_UNRECOGNISED', 'DOCUMENT_FILE_INVALID', 'UPLOAD_TOO_COMPLEX', 'UPLOAD_FAILED']],
    'POST /api/shopping/v2/flight/passengers/import': ['importPassengers', 'Import passengers', 'Reads passengers from an xlsx sheet; errors name each row. The file is refused before parsing when it expands beyond 20 MB or holds more than 1,000 rows. With `quoteId` (the price check of the order being booked), ID cards the order cannot take (an international fare, or a user restricted to other documents) and passports it cannot take refuse the sheet, naming the rows.', ['IMPORT_FORMAT', 'UPLOAD_TOO_COMPLEX', 'UPLOAD_FAILED', 'QUOTE_NOT_FOUND', 'QUOTE_EXPIRED', 'ID_CARD_IMPORT_NOT_ALLOWED', 'PASSPORT_IMPORT_NOT_ALLOWED']],
    'GET /api/order/v2/flight/orders/status': ['countFlightOrdersByStatus', 'Order counts per status', 'The number of orders in scope per status, as [{status, cnt}].'],
    'GET /api/order/v2/flight/orders/:id': ['getFlightOrder', 'Get a flight order', 'Order detail with its history, lock and the actions the caller may take now.'],
    'DELETE /api/order/v2/flight/orders/:id': ['deleteFlightOrder', 'Delete a flight order', 'Hides a closed, canceled or reimbursed order.', ['ORDER_NOT_DELETABLE', 'ORDER_LOCKED']],
    'POST /api/order/v2/flight/orders/:id/payment': ['payFlightOrder', 'Pay a flight order', "Pays from the wallet (held until the supplier confirms) or through a gateway channel (answers paymentUrl, the gateway's page; the order moves when the gateway confirms). Idempotency-Key replays the first answer.", [...PAYMENT_ERRORS, 'ORDER_TRANSITION_ILLEGAL', 'ORDER_ACTION_NOT_ALLOWED', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'POST /api/order/v2/flight/orders/:id/cancel': ['cancelFlightOrder', 'Cancel a flight order', 'Cancels an unpaid order or a pending change or refund.', ['ORDER_TRANSITION_ILLEGAL', 'ORDER_ACTION_NOT_ALLOWED', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'POST /api/order/v2/flight/orders/:id/confirmation': ['confirmRefundQuote', 'Confirm a refund quote', 'Accepts the refund quote staff set (rfd_to_be_confirm to rfd_proceeding).', ['ORDER_TRANSITION_ILLEGAL', 'ORDER_ACTION_NOT_ALLOWED', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'PUT /api/order/v2/flight/orders/:id/lock': ['lockFlightOrder', 'Lock or unlock an order', 'Locks (lockType 1) or unlocks (0) an order so that only its holder acts on it.', ['ORDER_LOCKED', 'ORDER_ALREADY_LOCKED', 'ORDER_NOT_LOCKED']],
    'POST /api/order/v2/flight/orders/:id/change/search': ['searchChangeOptions', 'Search flights for a change', 'New flights for a change (reason 0, 1 or 3) with the estimated price difference.', ['ORDER_ACTION_NOT_ALLOWED', 'REASON_INVALID', 'SUPPLIER_UNAVAILABLE', 'AFTER_SALE_OPEN']],
    'POST /api/order/v2/flight/orders/:id/change': ['requestChange', 'Ask a change', 'Asks a change to a found option; answers the new change order (chg_reviewing).', ['ORDER_ACTION_NOT_ALLOWED', 'CHANGE_OPTION_NOT_FOUND', 'REASON_INVALID', 'AFTER_SALE_OPEN', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'POST /api/order/v2/flight/orders/:id/void': ['voidFlightOrder', 'Void a ticket', "Voids on the day of issue (the supplier's time zone); answers the new void order (void_proceeding).", ['ORDER_ACTION_NOT_ALLOWED', 'VOID_WINDOW_CLOSED', 'AFTER_SALE_OPEN', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'POST /api/order/v2/flight/orders/:id/refund': ['requestRefund', 'Ask a refund', 'Asks a refund: reason 0-7, sub-option, remark, passengers, and up to 5 proof files (jpg, png or pdf, 2 MB each; illness, death and visa refusal need one). Answers the new refund order.', ['ORDER_ACTION_NOT_ALLOWED', 'REASON_INVALID', 'AFTER_SALE_OPEN', 'PROOF_FILE_TYPE', 'PROOF_FILE_TOO_LARGE', 'PROOF_FILE_COUNT', 'PROOF_REQUIRED', 'UPLOAD_FAILED', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'POST /api/order/v2/flight/orders/:id/download': ['downloadFlightDocument', 'Download an itinerary or e-ticket', 'The itinerary or e-ticket as PDF or Excel, as an attachment.', ['ORDER_ACTION_NOT_ALLOWED'], [MEDIA.pdf, MEDIA.xlsx]],
    'GET /api/order/v2/flight/orders/:id/proofs/:fileId': ['getRefundProof', 'A refund proof file', 'A proof file attached to a refund request.', [], [MEDIA.png, MEDIA.jpeg, MEDIA.pdf]],
  }),
  ...area('reviews', {
    'GET /api/order/v2/flight/reviews': ['listReviews', 'Orders waiting for staff', 'Orders waiting for a staff review, or for manual ticketing with manual=true.'],
    'POST /api/order/v2/flight/reviews/:id/approve': ['approveReview', 'Approve', 'Approves a reviewed order; changes and refunds need the quote.', ['QUOTE_REQUIRED', 'ORDER_TRANSITION_ILLEGAL', 'ORDER_ACTION_NOT_ALLOWED', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'POST /api/order/v2/flight/reviews/:id/reject': ['rejectReview', 'Reject', 'Rejects a reviewed order with a remark.', ['ORDER_TRANSITION_ILLEGAL', 'ORDER_ACTION_NOT_ALLOWED', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'POST /api/order/v2/flight/reviews/:id/tickets': ['issueTicketsManually', 'Ticket manually', 'Records the ticket number of each passenger (proceeding to issued).', ['ORDER_TRANSITION_ILLEGAL', 'ORDER_ACTION_NOT_ALLOWED', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
  }),
  ...area('disruptions', {
    'GET /api/order/v2/flight/disruptions': ['listDisruptions', 'List schedule changes', 'Schedule changes of orders in scope; paged with _start/_end, the total in x-total-count.'],
    'GET /api/order/v2/flight/disruptions/:id': ['getDisruption', 'Get a schedule change', 'One schedule change with the flights before and after.'],
    'POST /api/order/v2/flight/disruptions/:id/decision': ['decideDisruption', 'Answer a schedule change', 'Accepts the change, or asks a refund or a change (opens that order with reason 3).', ['DISRUPTION_DECIDED', 'ORDER_ACTION_NOT_ALLOWED', 'AFTER_SALE_OPEN', 'ORDER_LOCKED', 'ORDER_CHANGED_MEANWHILE']],
    'POST /api/order/v2/flight/disruptions/simulate': ['simulateDisruption', 'Simulate a schedule change', 'Staff, simulators only: makes the supplier announce a schedule change for an issued order now.', ['ORDER_ACTION_NOT_ALLOWED']],
  }),
};
