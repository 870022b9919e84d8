import { area } from '../operation-doc';

export const authOperations = {
  ...area('auth', {
    'POST /api/base/v2/login': [
      'login',
      'Log in with a password',
      'Log in with a username or e-mail and password; answers a bearer token. Failed logins are throttled per login name and address (a block that address alone suffers) and per address; many failures on one name from anywhere space its password attempts out (LOGIN_DELAYED; the e-mailed code login is not delayed).',
      [
        'BAD_CREDENTIALS',
        'USERNAME_FORMAT',
        'LOGIN_RATE_LIMITED',
        'LOGIN_DELAYED',
        'ACCOUNT_DISABLED',
        'WEBSITE_ACCESS_DENIED',
        'SITE_WRONG_HOST',
      ],
    ],
    'POST /api/base/v2/login/code/send': [
      'sendLoginCode',
      'E-mail a login code',
      'E-mails a 6-digit login code valid 10 minutes. The answer is the same for unknown addresses, so it reveals no account; a new code is not sent within 60 s of the last.',
      ['CODE_RESEND_TOO_SOON', 'CODE_SEND_FAILED'],
    ],
    'POST /api/base/v2/login/code': [
      'loginWithCode',
      'Log in with an e-mailed code',
      'Exchanges an e-mailed code (single use, 10 minutes, dead after 5 wrong tries) for a bearer token.',
      ['CODE_INVALID', 'ACCOUNT_DISABLED', 'LOGIN_RATE_LIMITED', 'WEBSITE_ACCESS_DENIED', 'SITE_WRONG_HOST'],
    ],
    'GET /api/base/v2/me': [
      'getMe',
      'The current user',
      'The current user with its company, settings and the permissions the console uses to show menus.',
    ],
    'PUT /api/base/v2/me': [
      'updateMe',
      'Update my profile',
      'Updates the personal profile of the current user. The avatar is a JPG, PNG or WebP image under 2 MB (data URL or base64), judged by its bytes (complete, at most 25 million pixels); null removes it.',
      ['EMAIL_TAKEN', 'IMAGE_INVALID', 'IMAGE_TOO_LARGE', 'IMAGE_DIMENSIONS'],
    ],
    'DELETE /api/base/v2/me': ['logout', 'Log out', 'Revokes the bearer token on the server at once.'],
    'PUT /api/base/v2/me/password': [
      'changeMyPassword',
      'Change my password',
      'Changes the password (6-15 characters) given the current one; other sessions of the user end.',
      ['OLD_PASSWORD_WRONG', 'PASSWORDS_DO_NOT_MATCH'],
    ],
    'PUT /api/base/v2/me/config/:key': [
      'setMyConfig',
      'Set a personal setting',
      'Sets one personal setting of the current user (for example the language or the list page size).',
      ['UNKNOWN_CONFIG_KEY'],
    ],
  }),
  ...area('jobs', {
    'GET /api/base/v2/jobs/stuck': [
      'listStuckJobs',
      'Jobs that need a person',
      'Platform staff: background jobs that need a person (dead letters, runs of a crashed server, retries, jobs nobody started), with counts per reason.',
    ],
  }),
  ...area('system', {
    'GET /api/base/v2/system': [
      'getSystemStatus',
      'System status',
      'Platform staff: suppliers and payment providers as this server met them (state, answer times, last error), payment channels over the last day, job queues with depth, oldest job and dead letters, webhook deliveries failing per agency, the last nightly ledger check, the newest backup and the open alerts.',
    ],
    'POST /api/base/v2/system/dead-letters/:id/rerun': [
      'rerunDeadLetter',
      'Run a dead letter again',
      'Platform staff: sends a job that failed its last try back to its queue as a new job with the same data and a fresh set of tries. A dead letter already sent back (or expired) answers NOT_FOUND.',
      ['NOT_FOUND'],
    ],
  }),
  ...area('health', {
    'GET /api/health/live': [
      'getLiveness',
      'Liveness probe',
      'Answers while the process can answer at all (restart it when it does not). No authentication; not logged at info.',
    ],
    'GET /api/health/ready': [
      'getReadiness',
      'Readiness probe',
      'Answers 200 while this server should be sent requests: the database answers, its migrations are applied, its job workers run and it is not draining after SIGTERM; 503 otherwise, naming what failed. No authentication; not logged at info.',
      ['NOT_READY'],
    ],
  }),
  ...area('site', {
    'GET /api/base/v2/config/getSiteConfig': [
      'getSiteConfig',
      'Site configuration',
      "Public site information of the site serving the request's host name (the default site for any other host) with its defaults (language, currency) and the exchange-rate map; the login page reads it.",
    ],
  }),
};
