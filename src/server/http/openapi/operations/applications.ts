import { area, MEDIA } from '../operation-doc';

export const applicationOperations = {
  ...area('applications', {
    'POST /api/base/v2/applications': [
      'sendPartnershipApplication',
      'Send a partnership application',
      "The public site's partnership form; no login. Name, country and an e-mail or phone are required. Rate-limited per address (TOO_MANY_REQUESTS with retry-after). The answer is the same whether the application is kept or taken for a robot's.",
    ],
    'GET /api/base/v2/applications': [
      'listApplications',
      'List applications',
      'Platform staff: partnership applications, newest first, filtered by status, owner, country, date and text; paged with _start/_end, the total in x-total-count.',
    ],
    'POST /api/base/v2/applications/export': [
      'exportApplications',
      'Export applications',
      'The applications matching the filter, as an Excel workbook.',
      [],
      [MEDIA.xlsx],
    ],
    'GET /api/base/v2/applications/:id': ['getApplication', 'Get an application', 'One partnership application.'],
    'PATCH /api/base/v2/applications/:id': [
      'updateApplication',
      'Work an application',
      'Changes the status (new, contacted, converted, closed), the owner (a member of the platform staff), the notes, or the agency it became. A converted application is final.',
      ['APPLICATION_STATUS_CONFLICT'],
    ],
  }),
};
