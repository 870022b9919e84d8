import { area, MEDIA } from '../operation-doc';

export const siteOperations = {
  ...area('sites', {
    'GET /api/base/v2/sites': ['listSites', 'List sites', 'Platform staff: every site with its domains; exactly one is the default site.'],
    'GET /api/base/v2/sites/:id': ['getSite', 'Get a site', 'One site with its domains.'],
    'POST /api/base/v2/sites': [
      'createSite',
      'Create a site',
      'A site serving the listed host names (lower case, no port). A host name serves one site at most.',
      ['SITE_DOMAIN_TAKEN'],
    ],
    'PATCH /api/base/v2/sites/:id': [
      'updateSite',
      'Change a site',
      "Changes a site's info, domains (the list replaces the old one) or enabled flag. Seen at once by this server, by the others within 30 seconds. The default site cannot be disabled.",
      ['SITE_DOMAIN_TAKEN', 'SITE_DEFAULT_LOCKED'],
    ],
    'PUT /api/base/v2/sites/:id/images/:kind': [
      'uploadSiteImage',
      'Upload a site image',
      'Uploads the logo, white logo or favicon: PNG, JPEG, WebP, ICO or plain SVG (no script, event handler, link out or embedded content) under 2 MB (rasters complete and at most 25 million pixels), judged by its bytes.',
      ['SITE_IMAGE_INVALID', 'IMAGE_TOO_LARGE', 'IMAGE_DIMENSIONS'],
    ],
    'GET /api/base/v2/sites/:id/images/:kind': [
      'getSiteImage',
      'A site image',
      "A site's logo, white logo or favicon; public so pages can show it before login.",
      [],
      [MEDIA.png, MEDIA.jpeg, MEDIA.webp, MEDIA.ico, MEDIA.svg],
    ],
  }),
};
