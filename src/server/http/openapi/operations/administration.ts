import { area, MEDIA } from '../operation-doc';

export const administrationOperations = {
  ...area('webhookDeliveries', {
    'GET /api/order/v2/webhook-deliveries': [
      'listWebhookDeliveries',
      'List webhook deliveries',
      "Every event sent (or being sent) to the agency's notification URLs, newest first: the event, the order, the attempts and the receiver's last HTTP status; filtered by status, channel, event and order number. Paged with _start/_end (at most 200 rows a page); the total is in x-total-count.",
    ],
    'GET /api/order/v2/webhook-deliveries/:id': [
      'getWebhookDelivery',
      'Get a webhook delivery',
      'One delivery with the JSON body exactly as it is signed and sent.',
      ['NOT_FOUND'],
    ],
    'POST /api/order/v2/webhook-deliveries/:id/resend': [
      'resendWebhookDelivery',
      'Send a webhook again',
      'Queues a delivered or given-up event once more: the same event id and body, signed afresh, retried as any delivery. A delivery still on its way answers WEBHOOK_DELIVERY_PENDING.',
      ['NOT_FOUND', 'WEBHOOK_DELIVERY_PENDING'],
    ],
  }),
  ...area('users', {
    'GET /api/base/v2/user-log': [
      'listUserLog',
      'User log',
      "Every mutating call and login of the caller's agency: who, what, when and from where. Paged with _start/_end, or by cursor (x-next-cursor) for deep pages and exports; the total is in x-total-count, counted up to ten pages past _start: when more match, x-total-count is that floor and x-total-count-at-least is true.",
    ],
    'GET /api/base/v2/security-log': [
      'listSecurityLog',
      'Security log',
      "Refused logins, calls the access policy refused and attempts on another agency's records, across every agency, with the caller's address (platform staff). At most one row per caller and reason a minute; repeats are counted on the next row. Paged with _start/_end; the total is in x-total-count.",
    ],
    'POST /api/base/v2/user-log/export': [
      'exportUserLog',
      'Export the user log',
      'The user log rows matching the filter, as an Excel workbook.',
      [],
      [MEDIA.xlsx],
    ],
    'GET /api/base/v2/users': [
      'listUsers',
      'List users',
      "Users of the caller's agency, paged, sorted and filtered; the total is in x-total-count.",
    ],
    'POST /api/base/v2/users': [
      'createUser',
      'Create a user',
      'Creates a user of the agency. Without a password one is generated and shown once in the answer.',
      ['USERNAME_TAKEN', 'EMAIL_TAKEN', 'USERNAME_FORMAT'],
    ],
    'POST /api/base/v2/users/export': [
      'exportUsers',
      'Export users',
      'The users matching the filter, as an Excel workbook.',
      [],
      [MEDIA.xlsx],
    ],
    'GET /api/base/v2/users/:id': ['getUser', 'Get a user', 'One user of the agency.'],
    'PUT /api/base/v2/users/:id': [
      'updateUser',
      'Edit a user',
      'Edits a user. The e-mail cannot change; making a user inactive ends its sessions at once.',
      ['SELF_LOCKOUT', 'USERNAME_TAKEN', 'EMAIL_TAKEN'],
    ],
    'DELETE /api/base/v2/users/:id': [
      'deleteUser',
      'Delete a user',
      'Deletes a user for good; a user cannot delete itself.',
      ['SELF_DELETE'],
    ],
    'POST /api/base/v2/users/:id/password': [
      'resetUserPassword',
      "Reset a user's password",
      "Sets a new random password for a user and shows it once; the user's sessions end.",
    ],
  }),
  ...area('agencies', {
    'GET /api/base/v2/agencies': [
      'listAgencies',
      'List agencies',
      'Agencies the caller administers (platform staff: all; an agency manager: its sub-agencies), paged, sorted and filtered; the total is in x-total-count.',
    ],
    'POST /api/base/v2/agencies': [
      'createAgency',
      'Create an agency',
      'Creates an agency with its SuperUser; the SuperUser password is shown once in the answer.',
      ['USERNAME_TAKEN', 'EMAIL_TAKEN', 'AGENCY_PARENT_NOT_ALLOWED', 'USERNAME_FORMAT'],
    ],
    'POST /api/base/v2/agencies/export': [
      'exportAgencies',
      'Export agencies',
      'The agencies matching the filter, as an Excel workbook.',
      [],
      [MEDIA.xlsx],
    ],
    'GET /api/base/v2/agencies/:id': ['getAgency', 'Get an agency', 'One agency with its profile and status.'],
    'PUT /api/base/v2/agencies/:id': [
      'updateAgency',
      'Update an agency',
      "Updates an agency's profile; an inactive agency's users are logged out.",
    ],
    'DELETE /api/base/v2/agencies/:id': [
      'deleteAgency',
      'Delete an agency',
      'Deletes an agency for good once confirmed with its code; refused while it holds money, open orders or sub-agencies.',
      ['CONFIRMATION_MISMATCH', 'AGENCY_HAS_BALANCE', 'AGENCY_HAS_OPEN_ORDERS', 'AGENCY_HAS_SUB_AGENCIES'],
    ],
    'GET /api/base/v2/agencies/:id/config': [
      'getAgencySettings',
      "An agency's settings",
      "An agency's settings: suppliers, markups, payment, notification URLs and website access.",
    ],
    'PUT /api/base/v2/agencies/:id/config': [
      'replaceAgencySettings',
      "Replace an agency's settings",
      "Replaces an agency's settings; they apply from the next request. Takes the settings, or getAgencySettings' answer as it is ({agencyId, settings}; agencyId, when sent, must be this agency): read, change, write back.",
      ['SETTLEMENT_CURRENCY_IN_USE'],
    ],
    'GET /api/base/v2/agencies/:id/branding': [
      'getAgencyBranding',
      "An agency's site and special settings",
      'Platform staff: the site the agency belongs to (null: the default site) and its special settings (theme, forced language, no login message).',
    ],
    'PUT /api/base/v2/agencies/:id/branding': [
      'setAgencyBranding',
      "Set an agency's site and special settings",
      "Platform staff: ties the agency to a site (its users then log in on that site's domains only) and sets or clears its special settings; the console applies them from the next login or /me.",
    ],
    'PUT /api/base/v2/agencies/:id/logo': [
      'uploadAgencyLogo',
      "Upload an agency's logo",
      "Uploads an agency's logo: a complete JPG, PNG or WebP under 2 MB and 25 million pixels, judged by its bytes.",
      ['IMAGE_INVALID', 'IMAGE_TOO_LARGE', 'IMAGE_DIMENSIONS'],
    ],
    'POST /api/base/v2/agencies/:id/superuser/password': [
      'resetAgencySuperUserPassword',
      "Reset the SuperUser's password",
      "Sets a new random password for the agency's SuperUser and shows it once.",
      ['AGENCY_NO_SUPERUSER'],
    ],
    'POST /api/base/v2/agencies/:id/apikey': [
      'generateAgencyApiKey',
      'Generate an API key',
      "Generates the agency's API key, shown once in the answer; it replaces the previous key at once.",
      ['AGENCY_NO_SUPERUSER'],
    ],
    'DELETE /api/base/v2/agencies/:id/notify-secret': [
      'revokeAgencyNotifySecret',
      "Revoke an agency's signing key",
      "Ends an administered agency's notification signing key and the one it replaced, at once (a key thought leaked). Nothing is shown: the agency's SuperUser issues a new key (rotateCompanyNotifySecret); deliveries retry until then.",
      [],
    ],
    'GET /api/base/v2/agencies/:id/look-to-book': [
      'getAgencyLookToBook',
      'Look-to-book ratio',
      'Searches per booking over a period; the ratio is null when there were no bookings.',
    ],
  }),
  ...area('company', {
    'GET /api/base/v2/company': ['getCompany', 'My company profile', "The caller's company profile."],
    'PUT /api/base/v2/company': ['updateCompany', 'Update my company profile', 'Updates the address and company information.'],
    'POST /api/base/v2/company/notify-secret': [
      'rotateCompanyNotifySecret',
      'Issue my notification signing key',
      "Issues a new random key that signs the caller's agency's notifications, shown once in the answer (only the agency's SuperUser may; platform staff can revoke a key but never read one). The previous key keeps signing next to it for 24 hours (previousValidUntil), so the receiver can switch without refusing events.",
      [],
    ],
    'PUT /api/base/v2/company/logo': [
      'uploadCompanyLogo',
      'Upload the company logo',
      'Uploads the company logo: a complete JPG, PNG or WebP under 2 MB and 25 million pixels, judged by its bytes.',
      ['IMAGE_INVALID', 'IMAGE_TOO_LARGE', 'IMAGE_DIMENSIONS'],
    ],
    'GET /api/base/v2/logos/:id': [
      'getLogo',
      'A logo image',
      "An agency's logo image; public so the login page and e-mails can show it.",
      [],
      [MEDIA.png, MEDIA.jpeg],
    ],
  }),
  ...area('profile', {
    'GET /api/base/v2/often-used-passengers': ['listOftenUsedPassengers', 'My often-used passengers', "The caller's saved passengers."],
    'POST /api/base/v2/often-used-passengers': [
      'addOftenUsedPassenger',
      'Add an often-used passenger',
      'Saves a passenger for later bookings (at most 30).',
      ['TRAVELLER_LIMIT'],
    ],
    'PUT /api/base/v2/often-used-passengers/:id': ['updateOftenUsedPassenger', 'Edit an often-used passenger', 'Edits a saved passenger.'],
    'DELETE /api/base/v2/often-used-passengers/:id': [
      'deleteOftenUsedPassenger',
      'Remove an often-used passenger',
      'Removes a saved passenger.',
    ],
    'GET /api/base/v2/member-cards': ['listMemberCards', 'My member cards', "The caller's frequent-flyer cards."],
    'POST /api/base/v2/member-cards': [
      'addMemberCard',
      'Add a member card',
      'Saves a frequent-flyer number with its airline.',
      ['MEMBER_CARD_DUPLICATE'],
    ],
    'PUT /api/base/v2/member-cards/:id': [
      'updateMemberCard',
      'Edit a member card',
      'Edits a saved frequent-flyer card.',
      ['MEMBER_CARD_DUPLICATE'],
    ],
    'DELETE /api/base/v2/member-cards/:id': ['deleteMemberCard', 'Remove a member card', 'Removes a saved frequent-flyer card.'],
  }),
  ...area('airports', {
    'GET /api/base/v2/airports': [
      'searchAirports',
      'Find airports',
      'Finds airports and cities by code, English or Chinese name, or pinyin; favourite cities come first.',
    ],
    'GET /api/base/v2/airports/:code': [
      'getAirport',
      'A city or airport',
      'A city or airport code: the city with its airports (a single-airport city is its airport).',
    ],
    'GET /api/base/v2/airlines': ['listAirlines', 'Airline names', 'Airline names by IATA code.'],
  }),
};
