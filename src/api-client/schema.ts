// Generated from the OpenAPI document by scripts/api-client-types.ts: do not edit.
// Regenerate with `npm run api-client:generate`; `npm test` fails when it drifts.
export interface paths {
    "/api/base/v2/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a password
         * @description Log in with a username or e-mail and password; answers a bearer token. Failed logins are throttled per account and per address.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/login/code/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a login code
         * @description E-mails a 6-digit login code valid 10 minutes. The answer is the same for unknown addresses, so it reveals no account; a new code is not sent within 60 s of the last.
         */
        post: operations["sendLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/login/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with an e-mailed code
         * @description Exchanges an e-mailed code (single use, 10 minutes, dead after 5 wrong tries) for a bearer token.
         */
        post: operations["loginWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current user
         * @description The current user with its company, settings and the permissions the console uses to show menus.
         */
        get: operations["getMe"];
        /**
         * Update my profile
         * @description Updates the personal profile of the current user.
         */
        put: operations["updateMe"];
        post?: never;
        /**
         * Log out
         * @description Revokes the bearer token on the server at once.
         */
        delete: operations["logout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change my password
         * @description Changes the password (6-15 characters) given the current one; other sessions of the user end.
         */
        put: operations["changeMyPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/me/config/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a personal setting
         * @description Sets one personal setting of the current user (for example the language or the list page size).
         */
        put: operations["setMyConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/jobs/stuck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jobs that need a person
         * @description Platform staff: background jobs that need a person (dead letters, runs of a crashed server, retries, jobs nobody started), with counts per reason.
         */
        get: operations["listStuckJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/config/getSiteConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site configuration
         * @description Public site information with its defaults (language, currency) and the exchange-rate map; the login page reads it.
         */
        get: operations["getSiteConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications
         * @description Platform staff: partnership applications, newest first, filtered by status, owner, country, date and text; paged with _start/_end, the total in x-total-count.
         */
        get: operations["listApplications"];
        put?: never;
        /**
         * Send a partnership application
         * @description The public site's partnership form; no login. Name, country and an e-mail or phone are required. Rate-limited per address (TOO_MANY_REQUESTS with retry-after). The answer is the same whether the application is kept or taken for a robot's.
         */
        post: operations["sendPartnershipApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/applications/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export applications
         * @description The applications matching the filter, as an Excel workbook.
         */
        post: operations["exportApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an application
         * @description One partnership application.
         */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Work an application
         * @description Changes the status (new, contacted, converted, closed), the owner (a member of the platform staff), the notes, or the agency it became. A converted application is final.
         */
        patch: operations["updateApplication"];
        trace?: never;
    };
    "/api/base/v2/user-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User log
         * @description Every mutating call and login of the caller's agency: who, what, when and from where. Paged with _start/_end; the total is in x-total-count.
         */
        get: operations["listUserLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/user-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the user log
         * @description The user log rows matching the filter, as an Excel workbook.
         */
        post: operations["exportUserLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agencies
         * @description Agencies the caller administers (platform staff: all; an agency manager: its sub-agencies), paged, sorted and filtered; the total is in x-total-count.
         */
        get: operations["listAgencies"];
        put?: never;
        /**
         * Create an agency
         * @description Creates an agency with its SuperUser; the SuperUser password is shown once in the answer.
         */
        post: operations["createAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export agencies
         * @description The agencies matching the filter, as an Excel workbook.
         */
        post: operations["exportAgencies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an agency
         * @description One agency with its profile and status.
         */
        get: operations["getAgency"];
        /**
         * Update an agency
         * @description Updates an agency's profile; an inactive agency's users are logged out.
         */
        put: operations["updateAgency"];
        post?: never;
        /**
         * Delete an agency
         * @description Deletes an agency for good once confirmed with its code; refused while it holds money, open orders or sub-agencies.
         */
        delete: operations["deleteAgency"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agency's settings
         * @description An agency's settings: suppliers, markups, payment, notification URLs and website access.
         */
        get: operations["getAgencySettings"];
        /**
         * Replace an agency's settings
         * @description Replaces an agency's settings; they apply from the next request.
         */
        put: operations["replaceAgencySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload an agency's logo
         * @description Uploads an agency's logo: JPG or PNG under 2 MB, judged by its bytes.
         */
        put: operations["uploadAgencyLogo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}/superuser/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the SuperUser's password
         * @description Sets a new random password for the agency's SuperUser and shows it once.
         */
        post: operations["resetAgencySuperUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}/apikey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate an API key
         * @description Generates the agency's API key, shown once in the answer; it replaces the previous key at once.
         */
        post: operations["generateAgencyApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}/notify-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a notification signing key
         * @description Issues a new random key that signs the agency's notifications, shown once in the answer. The previous key keeps signing next to it for 24 hours (previousValidUntil), so the receiver can switch without refusing events.
         */
        post: operations["rotateAgencyNotifySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}/look-to-book": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look-to-book ratio
         * @description Searches per booking over a period; the ratio is null when there were no bookings.
         */
        get: operations["getAgencyLookToBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Users of the caller's agency, paged, sorted and filtered; the total is in x-total-count.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates a user of the agency. Without a password one is generated and shown once in the answer.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export users
         * @description The users matching the filter, as an Excel workbook.
         */
        post: operations["exportUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user
         * @description One user of the agency.
         */
        get: operations["getUser"];
        /**
         * Edit a user
         * @description Edits a user. The e-mail cannot change; making a user inactive ends its sessions at once.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a user
         * @description Deletes a user for good; a user cannot delete itself.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a user's password
         * @description Sets a new random password for a user and shows it once; the user's sessions end.
         */
        post: operations["resetUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My company profile
         * @description The caller's company profile.
         */
        get: operations["getCompany"];
        /**
         * Update my company profile
         * @description Updates the address and company information.
         */
        put: operations["updateCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/company/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the company logo
         * @description Uploads the company logo: JPG or PNG under 2 MB, judged by its bytes.
         */
        put: operations["uploadCompanyLogo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/logos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A logo image
         * @description An agency's logo image; public so the login page and e-mails can show it.
         */
        get: operations["getLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/often-used-passengers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My often-used passengers
         * @description The caller's saved passengers.
         */
        get: operations["listOftenUsedPassengers"];
        put?: never;
        /**
         * Add an often-used passenger
         * @description Saves a passenger for later bookings (at most 30).
         */
        post: operations["addOftenUsedPassenger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/often-used-passengers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an often-used passenger
         * @description Edits a saved passenger.
         */
        put: operations["updateOftenUsedPassenger"];
        post?: never;
        /**
         * Remove an often-used passenger
         * @description Removes a saved passenger.
         */
        delete: operations["deleteOftenUsedPassenger"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/member-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My member cards
         * @description The caller's frequent-flyer cards.
         */
        get: operations["listMemberCards"];
        put?: never;
        /**
         * Add a member card
         * @description Saves a frequent-flyer number with its airline.
         */
        post: operations["addMemberCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/member-cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a member card
         * @description Edits a saved frequent-flyer card.
         */
        put: operations["updateMemberCard"];
        post?: never;
        /**
         * Remove a member card
         * @description Removes a saved frequent-flyer card.
         */
        delete: operations["deleteMemberCard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top up a wallet
         * @description Tops up an agency wallet: platform staff top up top-level agencies; an agency manager tops up its sub-agencies from its own wallet. Idempotency-Key replays the first answer.
         */
        post: operations["topUpAgencyWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/agencies/{id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the credit limit
         * @description Sets the credit limit (minor units) and optionally the credit period of an agency; it cannot drop below the credit already used.
         */
        put: operations["setAgencyCredit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/sub/balance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet
         * @description The wallet of the caller's agency or of an agency it administers: balance, credit, held money.
         */
        get: operations["getAgencyWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallet movements
         * @description Wallet movements filtered by type, dates, amount or order; paged with _start/_end, the total in x-total-count.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet movement
         * @description One wallet movement.
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/transactions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export wallet movements
         * @description The movements matching the filter, as an Excel workbook.
         */
        post: operations["exportTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/sub/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List statements
         * @description Statements of the caller's agency or of a sub-agency, newest first.
         */
        get: operations["listStatements"];
        put?: never;
        /**
         * Generate a statement
         * @description Generates (or regenerates) the statement of a credit period; by default the current period to date.
         */
        post: operations["generateStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/sub/statements/spend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spending per period
         * @description Net order spending and money received per credit period, for a chart.
         */
        get: operations["getStatementSpending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/sub/statements/{agencyId}/{statementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a statement
         * @description A statement with one page of its movements.
         */
        get: operations["getStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/sub/statements/{agencyId}/{statementId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a statement
         * @description The statement as an Excel workbook: its summary and every movement.
         */
        post: operations["exportStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/exchangeRates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange rates
         * @description Rates per base-currency unit in effect on a date (default today), or one currency's history.
         */
        get: operations["listExchangeRates"];
        put?: never;
        /**
         * Set an exchange rate
         * @description Sets the rate of a currency from a date on (platform staff).
         */
        post: operations["setExchangeRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/config/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment channels
         * @description The payment channels the caller's agency may use; none when its payment is disabled.
         */
        get: operations["listPaymentChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/v2/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment
         * @description A payment of the caller's agency; poll it after the gateway's hosted page.
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/v2/payments/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a payment
         * @description Pays a payable from the wallet (held until the order is fulfilled) or through a gateway channel (answers the gateway's page). Idempotency-Key replays the first answer.
         */
        post: operations["payPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/v2/gateway/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment gateway callback
         * @description Signed payment notification from the payment gateway. No token: the gateway signature header (HMAC) is checked instead.
         */
        post: operations["receiveGatewayNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/airports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find airports
         * @description Finds airports and cities by code, English or Chinese name, or pinyin; favourite cities come first.
         */
        get: operations["searchAirports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/airports/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A city or airport
         * @description A city or airport code: the city with its airports (a single-airport city is its airport).
         */
        get: operations["getAirport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/airlines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Airline names
         * @description Airline names by IATA code.
         */
        get: operations["listAirlines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopping/v2/flight/async-shopping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a flight search
         * @description Starts a search over every supplier the agency may use and answers at once with the search id; read the results with searchSolutions until complete is true.
         */
        post: operations["startFlightSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopping/v2/flight/async-shopping/solutions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read search results
         * @description What has arrived so far, combined by itinerary, filtered and sorted; complete is true once every supplier answered. Prices are in the settlement currency, each line (fare, airport tax, fuel surcharge, other taxes, service fee) in the unit it is shown in (whole units from 10 up), adding up to the sale price charged.
         */
        post: operations["searchSolutions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopping/v2/flight/solutions/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price-check an offer
         * @description Asks the supplier for the live price of an offer before booking. The answer says whether the price held, changed or the offer is gone; a quote is valid 15 minutes.
         */
        post: operations["verifyOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopping/v2/flight/analysis-pnr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a PNR
         * @description Reads a pasted PNR display (Amadeus, Sabre, TravelSky): names, segments and booking classes.
         */
        post: operations["analysePnr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopping/v2/flight/accurate-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a PNR
         * @description Prices exactly a PNR's segments: starts a search like startFlightSearch.
         */
        post: operations["startPnrSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shopping/v2/flight/passengers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import passengers
         * @description Reads passengers from an xlsx sheet; errors name each row. The file is refused before parsing when it expands beyond 20 MB or holds more than 1,000 rows.
         */
        post: operations["importPassengers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/base/v2/analysis/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a passport photo
         * @description Reads a passport photo (jpg, jpeg or png, at most 10 MB): its machine-readable zone.
         */
        post: operations["readPassport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List flight orders
         * @description Flight orders in scope with filters and sort; paged with _start/_end, the total in x-total-count.
         */
        get: operations["listFlightOrders"];
        put?: never;
        /**
         * Book a flight
         * @description Creates an order (to_be_paid) from a verified quote and the passengers; with payment "balance" it is paid from the wallet at once. Idempotency-Key replays the first answer.
         */
        post: operations["createFlightOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order counts per status
         * @description The number of orders in scope per status, as [{status, cnt}].
         */
        get: operations["countFlightOrdersByStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a flight order
         * @description Order detail with its history, lock and the actions the caller may take now. The price breaks the sale down (ticket price, airport tax, fuel surcharge, other taxes, service fee or discount) into lines that add up to the total charged; cost is answered to platform staff only; card is set for orders paid through a card channel; change and refund carry the after-sale figures.
         */
        get: operations["getFlightOrder"];
        put?: never;
        post?: never;
        /**
         * Delete a flight order
         * @description Hides a closed, canceled or reimbursed order.
         */
        delete: operations["deleteFlightOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a flight order
         * @description Pays from the wallet (held until the supplier confirms) or through a gateway channel (answers paymentUrl, the gateway's page; the order moves when the gateway confirms). Idempotency-Key replays the first answer.
         */
        post: operations["payFlightOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a flight order
         * @description Cancels an unpaid order or a pending change or refund.
         */
        post: operations["cancelFlightOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a refund quote
         * @description Accepts the refund quote staff set (rfd_to_be_confirm to rfd_proceeding).
         */
        post: operations["confirmRefundQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Lock or unlock an order
         * @description Locks (lockType 1) or unlocks (0) an order so that only its holder acts on it.
         */
        put: operations["lockFlightOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/change/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search flights for a change
         * @description New flights for a change (reason 0, 1 or 3) with the price difference: ticket and tax difference, change fee and service fee in whole shown units adding up to the total charged.
         */
        post: operations["searchChangeOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a change
         * @description Asks a change to a found option; answers the new change order (chg_reviewing).
         */
        post: operations["requestChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a ticket
         * @description Voids on the day of issue (the supplier's time zone); answers the new void order (void_proceeding).
         */
        post: operations["voidFlightOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a refund
         * @description Asks a refund: reason 0-7, sub-option, remark, passengers, and up to 5 proof files (jpg, png or pdf, 2 MB each; illness, death and visa refusal need one). Answers the new refund order.
         */
        post: operations["requestRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download an itinerary or e-ticket
         * @description The itinerary or e-ticket as PDF or Excel, as an attachment.
         */
        post: operations["downloadFlightDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/orders/{id}/proofs/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A refund proof file
         * @description A proof file attached to a refund request.
         */
        get: operations["getRefundProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders waiting for staff
         * @description Orders waiting for a staff review, or for manual ticketing with manual=true.
         */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/reviews/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve
         * @description Approves a reviewed order; changes and refunds need the quote.
         */
        post: operations["approveReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/reviews/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject
         * @description Rejects a reviewed order with a remark.
         */
        post: operations["rejectReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/reviews/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ticket manually
         * @description Records the ticket number of each passenger (proceeding to issued).
         */
        post: operations["issueTicketsManually"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/disruptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List schedule changes
         * @description Schedule changes of orders in scope; paged with _start/_end, the total in x-total-count.
         */
        get: operations["listDisruptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/disruptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a schedule change
         * @description One schedule change with the flights before and after.
         */
        get: operations["getDisruption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/disruptions/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a schedule change
         * @description Accepts the change, or asks a refund or a change (opens that order with reason 3).
         */
        post: operations["decideDisruption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/disruptions/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a schedule change
         * @description Staff, simulators only: makes the supplier announce a schedule change for an issued order now.
         */
        post: operations["simulateDisruption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List group orders
         * @description The agency's group orders, filtered by menu status; paged with _start/_end, the total in x-total-count.
         */
        get: operations["listGroupOrders"];
        put?: never;
        /**
         * Ask a group quote
         * @description Asks the group desk for a quote (to_be_quote).
         */
        post: operations["requestGroupQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Group order counts
         * @description Group order counts per menu status.
         */
        get: operations["countGroupOrdersByStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a group order
         * @description One group order: quote, payment schedule, passengers and history.
         */
        get: operations["getGroupOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a group quote
         * @description Confirms the quote before its deadline.
         */
        post: operations["confirmGroupQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}/seat-application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for the seats
         * @description Asks the desk for the seats of a confirmed quote.
         */
        post: operations["applyForGroupSeats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}/instalments/{seq}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an instalment
         * @description Pays the instalment due from the wallet, before its deadline. Idempotency-Key replays the first answer.
         */
        post: operations["payGroupInstalment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a group
         * @description Cancels the group; paid deposits are not refunded.
         */
        post: operations["cancelGroupOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}/passengers/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passenger list template
         * @description The passenger list template, as an xlsx workbook.
         */
        get: operations["getGroupPassengerTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}/passengers/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the passenger list
         * @description Confirms the passenger list; it cannot change afterwards.
         */
        post: operations["confirmGroupPassengers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}/documents/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a group document
         * @description The itinerary (once seats are granted) or e-ticket (once issued), as PDF or Excel.
         */
        get: operations["downloadGroupDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-orders/{id}/passengers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the passenger list
         * @description Imports the passenger list (xlsx); saved only when every row passes and the count matches the group's.
         */
        post: operations["importGroupPassengers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all group orders
         * @description Every agency's group orders, for the desk.
         */
        get: operations["listDeskGroupOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All group order counts
         * @description Group order counts per menu status, for the desk.
         */
        get: operations["countDeskGroupOrdersByStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a group order (desk)
         * @description One group order, for the desk.
         */
        get: operations["getDeskGroupOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a group
         * @description Quotes prices per passenger type, the flights, a quote deadline, one to three deposits and the final payment. Prices are rounded up to the unit the total is shown in (whole units from 10 up); instalments must be in that unit and add up to the total.
         */
        post: operations["quoteGroupOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders/{id}/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant the seats
         * @description Records the seats granted (PNR).
         */
        post: operations["grantGroupSeats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders/{id}/seats/rejection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse the seats
         * @description No seats: the group fails.
         */
        post: operations["rejectGroupSeats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review before payment
         * @description Manual review before payment: approve or refuse.
         */
        post: operations["reviewGroupOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders/{id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue group tickets
         * @description Records a ticket number for every passenger.
         */
        post: operations["issueGroupTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/v2/flight/group-desk/orders/{id}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a group (desk)
         * @description Cancels the group from the desk; paid deposits are not refunded.
         */
        post: operations["cancelDeskGroupOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.to_be_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached to_be_paid
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to to_be_paid.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderToBePaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.reserved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached reserved
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to reserved.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderReserved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.reviewing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached reviewing
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to reviewing.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderReviewing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.proceeding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached proceeding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to proceeding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderProceeding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached issued
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to issued.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderIssued"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached failed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to failed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.origin_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached origin_failed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to origin_failed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderOriginFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.change_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached change_failed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to change_failed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderChangeFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refund_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached refund_failed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to refund_failed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRefundFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.void_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached void_failed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to void_failed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderVoidFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.failed_reimbursing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached failed_reimbursing
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to failed_reimbursing.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderFailedReimbursing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.failed_reimbursed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached failed_reimbursed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to failed_reimbursed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderFailedReimbursed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.chg_reviewing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached chg_reviewing
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to chg_reviewing.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderChgReviewing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.chg_rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached chg_rejected
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to chg_rejected.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderChgRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.chg_to_be_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached chg_to_be_paid
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to chg_to_be_paid.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderChgToBePaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.chg_proceeding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached chg_proceeding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to chg_proceeding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderChgProceeding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached changed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to changed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.reimbursing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached reimbursing
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to reimbursing.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderReimbursing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.rfd_reviewing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached rfd_reviewing
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to rfd_reviewing.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRfdReviewing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.rfd_rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached rfd_rejected
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to rfd_rejected.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRfdRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.rfd_to_be_confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached rfd_to_be_confirm
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to rfd_to_be_confirm.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRfdToBeConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.rfd_proceeding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached rfd_proceeding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to rfd_proceeding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRfdProceeding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached refunded
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to refunded.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded_reimbursing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached refunded_reimbursing
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to refunded_reimbursing.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRefundedReimbursing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded_reimbursed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached refunded_reimbursed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to refunded_reimbursed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRefundedReimbursed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.void_proceeding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached void_proceeding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to void_proceeding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderVoidProceeding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.void_rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached void_rejected
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to void_rejected.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderVoidRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.voided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached voided
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to voided.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderVoided"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.voided_reimbursing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached voided_reimbursing
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to voided_reimbursing.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderVoidedReimbursing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.voided_reimbursed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached voided_reimbursed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to voided_reimbursed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderVoidedReimbursed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached closed
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to closed.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderClosed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached canceled
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to canceled.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.holding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached holding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to holding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderHolding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.origin_canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached origin_canceled
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to origin_canceled.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderOriginCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.origin_holding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached origin_holding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to origin_holding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderOriginHolding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.change_canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached change_canceled
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to change_canceled.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderChangeCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.change_holding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached change_holding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to change_holding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderChangeHolding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refund_canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached refund_canceled
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to refund_canceled.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRefundCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refund_holding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached refund_holding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to refund_holding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderRefundHolding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.void_canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached void_canceled
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to void_canceled.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderVoidCanceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.void_holding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order reached void_holding
         * @description Sent to the booking notification URL when a flight order (or its change, refund or void order) moves to void_holding.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onOrderVoidHolding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "disruption.change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule change: change
         * @description Sent to the flight-change notification URL when a supplier announces a schedule change of type change on an issued order.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onDisruptionChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "disruption.cancel_no_save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule change: cancel_no_save
         * @description Sent to the flight-change notification URL when a supplier announces a schedule change of type cancel_no_save on an issued order.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onDisruptionCancelNoSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "disruption.cancel_save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule change: cancel_save
         * @description Sent to the flight-change notification URL when a supplier announces a schedule change of type cancel_save on an issued order.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onDisruptionCancelSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "disruption.restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule change: restore
         * @description Sent to the flight-change notification URL when a supplier announces a schedule change of type restore on an issued order.
         *
         *     Verify before trusting: compute HMAC-SHA256 over "<x-tessera-timestamp>.<raw body>" with the signing key, hex-encode it, and compare (in constant time) with the hex after "sha256=" in x-tessera-signature (during a key rotation the header carries two, comma-separated: accept when either matches); refuse timestamps more than 5 minutes old. The signing key is the agency's own random key (rotateAgencyNotifySecret, shown once). Deliveries are at least once: de-duplicate on x-tessera-event-id. A runnable receiver: docs/examples/verify-notification.mjs.
         */
        post: operations["onDisruptionRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        PassengerInput: {
            surname: string & (unknown & unknown);
            given_names: string;
            /** @enum {string} */
            type: "adult" | "child" | "infant";
            /** @enum {string} */
            gender: "male" | "female";
            birthday: string;
            nationality: string;
            travel_document: {
                /** @enum {string} */
                type: "idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit";
                number: string & (unknown & unknown);
                expiry: string;
                issuingPlace?: string | null;
            };
            phone?: (string & (unknown & unknown)) | null;
            email?: string | null;
            contactName?: string | null;
            frequentFlyer?: {
                airline: string & (unknown & unknown);
                number: string & (unknown & unknown);
            } | null;
        };
        AgencySettingsInput: {
            general: {
                canCreateSubAgency: boolean;
                enableFlightService: boolean;
                enableTrainService: boolean;
                isShowBill: boolean;
                /** @enum {string} */
                emailLanguage: "en" | "zh-cn" | "zh-tw";
                /** @enum {string} */
                settlementCurrency: "CNY" | "USD" | "EUR" | "HKD" | "JPY" | "GBP" | "AUD" | "CAD" | "THB" | "SGD" | "CHF" | "DKK" | "MOP" | "MYR" | "NOK" | "NZD" | "PHP" | "RUB" | "SEK" | "TWD" | "KRW" | "ZAR" | "ILS";
                showInvoice: boolean;
                sendEmailToSubAgency: boolean;
                hidePnrBooking: boolean;
                hideMainlandContent: boolean;
                disablePayment: boolean;
                showOnlyOwnOrders: boolean;
                showInvoiceTypeInExcelBill: boolean;
            };
            flight: {
                markups: {
                    china: {
                        /** @enum {string} */
                        way: "fixed" | "percent";
                        value: number;
                        limit: number;
                    };
                    domestic: {
                        /** @enum {string} */
                        way: "fixed" | "percent";
                        value: number;
                        limit: number;
                    };
                    international: {
                        /** @enum {string} */
                        way: "fixed" | "percent";
                        value: number;
                        limit: number;
                    };
                    intercontinental: {
                        /** @enum {string} */
                        way: "fixed" | "percent";
                        value: number;
                        limit: number;
                    };
                };
                serviceFees: {
                    change: number;
                    refund: number;
                    void: number;
                    /** @enum {string} */
                    currency: "CNY" | "USD" | "EUR" | "HKD" | "JPY" | "GBP" | "AUD" | "CAD" | "THB" | "SGD" | "CHF" | "DKK" | "MOP" | "MYR" | "NOK" | "NZD" | "PHP" | "RUB" | "SEK" | "TWD" | "KRW" | "ZAR" | "ILS";
                };
                showSuppliers: boolean;
                onlyFreeBaggage: boolean;
                onlyWithFareBasis: boolean;
                maxResponseSeconds: number;
                bookingNotifyUrl: string | null;
                flightChangeNotifyUrl: string | null;
                airlines: {
                    /** @enum {string} */
                    mode: "whitelist" | "blacklist";
                    codes: (string & (unknown & unknown))[];
                };
                suppliers: {
                    /** @enum {string} */
                    mode: "whitelist" | "blacklist";
                    codes: (string & (unknown & unknown))[];
                };
                /** @enum {string} */
                searchMode: "all" | "popular";
                /** @enum {string} */
                ticketingSpeed: "all" | "fast-standard" | "preference-standard" | "normal-standard" | "website" | "special-standard" | "special-48" | "special-before-24" | "special-before-4";
            };
            train: {
                notifyUrl: string | null;
                manualMode: boolean;
            };
            credit: {
                /** @enum {string} */
                periodUnit: "day" | "week" | "month" | "year";
                periodLength: number;
            };
        };
        Segment: {
            carrier: string;
            flightNumber: string;
            operatingCarrier: string | null;
            origin: string;
            destination: string;
            departure: string;
            arrival: string;
            durationMinutes: number;
            aircraft: string;
            /** @enum {string} */
            cabin: "first" | "premium_first" | "business" | "premium_business" | "premium_economy" | "economy";
            bookingClass: string;
        };
        Journey: {
            segments: components["schemas"]["Segment"][];
            durationMinutes: number;
        };
        Baggage: {
            carryOn: {
                pieces: number;
                weightKg: number | null;
                dimensions: string | null;
            };
            checked: {
                pieces: number;
                weightKg: number | null;
                dimensions: string | null;
            };
        };
        CancellationPolicy: {
            rules: {
                /** @enum {string} */
                kind: "refund" | "change" | "noShow" | "void";
                allowed: boolean;
                /** @enum {string} */
                when: "before" | "after";
                hours: number;
                fee: number;
            }[];
            currency: string;
            remarks: string | null;
        };
        PriceDetail: {
            /** @constant */
            productType: "flight";
            priceList: {
                /** @enum {string} */
                passengerType: "adult" | "child" | "infant";
                count: number;
                price: number;
                taxes: number;
                airportTax: number;
                fuelSurcharge: number;
                otherTaxes: number;
                markup: number;
                salePrice: number;
                currency: string;
            }[];
            total: number;
            currency: string;
        };
        CostDetail: {
            priceList: {
                /** @enum {string} */
                passengerType: "adult" | "child" | "infant";
                count: number;
                price: number;
                airportTax: number;
                fuelSurcharge: number;
                otherTaxes: number;
                costPrice: number;
            }[];
            total: number;
            currency: string;
        };
        Offer: {
            id: string;
            supplier: string;
            validatingCarrier: string;
            journeys: components["schemas"]["Journey"][];
            /** @enum {string} */
            cabin: "first" | "premium_first" | "business" | "premium_business" | "premium_economy" | "economy";
            priceDetail: components["schemas"]["PriceDetail"];
            fareBasis: string | null;
            baggage: components["schemas"]["Baggage"];
            cancellation: components["schemas"]["CancellationPolicy"];
            seatsLeft: number;
            ticketingTimeLimit: string;
            expiresAt: string;
        };
        Quote: {
            id: string;
            searchId: string;
            offer: components["schemas"]["Offer"];
            passengers: {
                /** @default 1 */
                adult: number;
                /** @default 0 */
                child: number;
                /** @default 0 */
                infant: number;
            };
            documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
            validUntil: string;
        };
        Passenger: {
            surname: string & (unknown & unknown);
            given_names: string;
            /** @enum {string} */
            type: "adult" | "child" | "infant";
            /** @enum {string} */
            gender: "male" | "female";
            birthday: string;
            nationality: string;
            travel_document: {
                /** @enum {string} */
                type: "idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit";
                number: string & (unknown & unknown);
                expiry: string;
                issuingPlace?: string | null;
            };
            phone?: (string & (unknown & unknown)) | null;
            email?: string | null;
            contactName?: string | null;
            frequentFlyer?: {
                airline: string & (unknown & unknown);
                number: string & (unknown & unknown);
            } | null;
        };
        FlightOrder: {
            id: number;
            orderNo: string;
            /** @enum {string} */
            type: "origin" | "change" | "refund" | "void";
            /** @enum {string} */
            status: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
            supplier: string;
            supplierRef: string;
            pnr: string | null;
            validatingCarrier: string;
            bookingType: string;
            cabin: string;
            journeys: components["schemas"]["Journey"][];
            priceDetail: components["schemas"]["PriceDetail"];
            fareBasis: string | null;
            baggage: components["schemas"]["Baggage"];
            cancellation: components["schemas"]["CancellationPolicy"];
            passengers: {
                type: string;
                surname: string;
                givenNames: string;
                gender: string;
                birthday: string;
                nationality: string;
                documentType: string;
                documentNumber: string;
                documentExpiry: string;
                salePrice: number;
                ticketNumber: string | null;
            }[];
            contact: {
                name: string;
                /** @default 86 */
                areaCode: string & (unknown & unknown);
                phone: string & (unknown & unknown);
                /** Format: email */
                email: string;
            };
            currency: string;
            totalAmount: number;
            /** @enum {string} */
            paymentStatus: "paid" | "unpaid";
            payBefore: string;
            createdAt: string;
        };
        FlightOrderRow: {
            id: number;
            orderNo: string;
            /** @enum {string} */
            type: "origin" | "change" | "refund" | "void";
            /** @enum {string} */
            status: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
            /** @enum {string} */
            tone: "success" | "warning" | "primary" | "error" | "info";
            originOrderId: number | null;
            originOrderNo: string | null;
            agencyId: number;
            agencyName: string;
            bookingNo: string;
            pnr: string | null;
            airline: string;
            flightNumber: string;
            route: string;
            departure: string;
            passengerNames: string[];
            ticketNumbers: string[];
            currency: string;
            totalAmount: number;
            /** @enum {string} */
            paymentStatus: "paid" | "unpaid";
            payBefore: string | null;
            lockedStatus: number;
            lockedById: number | null;
            createdById: number;
            createdAt: string;
            updatedAt: string;
        };
        FlightOrderPrice: {
            currency: string;
            ticketPrice: number;
            taxesAndFees: number;
            airportTax: number;
            fuelSurcharge: number;
            otherTaxes: number;
            serviceFee: number;
            discount: number;
            saleTotal: number;
            transactionFee: number;
            fareBasis: string | null;
            priceDetail: components["schemas"]["PriceDetail"] | null;
            cost: components["schemas"]["CostDetail"] | null;
            card: {
                channel: string;
                cardFee: number;
                cardTotal: number;
            } | null;
            change: {
                ticketDifference: number;
                taxDifference: number;
                changeFee: number;
                serviceFee: number;
                total: number;
            } | null;
            refund: {
                originalRefundable: number;
                refundFee: number;
                serviceFee: number;
                totalRefundable: number;
            } | null;
        };
        FlightOrderEvent: {
            id: number;
            /** @enum {string} */
            kind: "transition" | "lock" | "unlock" | "notification" | "disruption" | "note";
            fromStatus: ("to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding") | null;
            toStatus: ("to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding") | null;
            /** @enum {string} */
            actor: "agency" | "staff" | "supplier" | "timer";
            userId: number | null;
            userName: string | null;
            noteKey: string | null;
            note: string | null;
            remark: string | null;
            createdAt: string;
        };
        FlightOrderDetail: {
            id: number;
            orderNo: string;
            /** @enum {string} */
            type: "origin" | "change" | "refund" | "void";
            /** @enum {string} */
            status: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
            /** @enum {string} */
            tone: "success" | "warning" | "primary" | "error" | "info";
            originOrderId: number | null;
            originOrderNo: string | null;
            agencyId: number;
            agencyName: string;
            bookingNo: string;
            pnr: string | null;
            airline: string;
            flightNumber: string;
            route: string;
            departure: string;
            passengerNames: string[];
            ticketNumbers: string[];
            currency: string;
            totalAmount: number;
            /** @enum {string} */
            paymentStatus: "paid" | "unpaid";
            payBefore: string | null;
            lockedStatus: number;
            lockedById: number | null;
            createdById: number;
            createdAt: string;
            updatedAt: string;
            supplier: string | null;
            validatingCarrier: string;
            bookingType: string;
            cabin: string;
            journeys: components["schemas"]["Journey"][];
            baggage: components["schemas"]["Baggage"];
            cancellation: components["schemas"]["CancellationPolicy"];
            passengers: {
                type: string;
                surname: string;
                givenNames: string;
                gender: string;
                birthday: string;
                nationality: string;
                documentType: string;
                documentNumber: string;
                documentExpiry: string;
                salePrice: number;
                ticketNumber: string | null;
                seq: number;
            }[];
            contact: {
                name: string;
                /** @default 86 */
                areaCode: string & (unknown & unknown);
                phone: string & (unknown & unknown);
                /** Format: email */
                email: string;
            };
            price: components["schemas"]["FlightOrderPrice"];
            payment: {
                /** @enum {string} */
                status: "paid" | "unpaid";
                paymentState: string | null;
                paymentId: number | null;
                channel: string | null;
                amount: number;
                refundedAmount: number;
                currency: string;
                payBefore: string | null;
            };
            reviewRemark: string | null;
            remark: string | null;
            request: {
                reason: number;
                subOption: string | null;
                remark: string | null;
                passengerSeqs: number[];
                proofFiles: {
                    id: number;
                    filename: string;
                    contentType: string;
                    size: number;
                    createdAt: string;
                }[];
                newJourneys: components["schemas"]["Journey"][] | null;
            } | null;
            lock: {
                locked: boolean;
                lockedById: number | null;
                lockedByName: string | null;
                lockedAt: string | null;
            };
            voidUntil: string | null;
            issuedAt: string | null;
            related: {
                id: number;
                orderNo: string;
                /** @enum {string} */
                type: "origin" | "change" | "refund" | "void";
                /** @enum {string} */
                status: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                createdAt: string;
            }[];
            history: components["schemas"]["FlightOrderEvent"][];
            allowedActions: ("pay" | "cancel" | "confirm" | "delete" | "change" | "refund" | "void" | "lock" | "unlock" | "download" | "approve" | "reject" | "issue")[];
        };
        WalletBalance: {
            agencyId: number;
            agencyName: string;
            parentId: number | null;
            currency: string;
            balance: number;
            held: number;
            creditLimit: number;
            available: number;
            /** @enum {string} */
            periodUnit: "day" | "week" | "month" | "year";
            periodLength: number;
            currentPeriod: {
                start: string;
                end: string;
            };
        };
        WalletTransaction: {
            id: number;
            transferId: number;
            agencyId: number;
            agencyName: string;
            type: string;
            status: string;
            originalId: string;
            orderId: string | null;
            referenceId: string | null;
            paymentMethod: string | null;
            invoiceType: string | null;
            amount: number;
            currency: string;
            totalAmountPaid: number;
            totalAmountPaidCurrency: string;
            receivedAmount: number | null;
            receivedCurrency: string | null;
            rate: string | null;
            feePercent: string | null;
            handlingFee: number;
            description: string | null;
            remark: string | null;
            reversesTransferId: number | null;
            paymentTime: string;
            createdOn: string;
        };
        AgencySettings: {
            general: {
                canCreateSubAgency: boolean;
                enableFlightService: boolean;
                enableTrainService: boolean;
                isShowBill: boolean;
                /** @enum {string} */
                emailLanguage: "en" | "zh-cn" | "zh-tw";
                /** @enum {string} */
                settlementCurrency: "CNY" | "USD" | "EUR" | "HKD" | "JPY" | "GBP" | "AUD" | "CAD" | "THB" | "SGD" | "CHF" | "DKK" | "MOP" | "MYR" | "NOK" | "NZD" | "PHP" | "RUB" | "SEK" | "TWD" | "KRW" | "ZAR" | "ILS";
                showInvoice: boolean;
                sendEmailToSubAgency: boolean;
                hidePnrBooking: boolean;
                hideMainlandContent: boolean;
                disablePayment: boolean;
                showOnlyOwnOrders: boolean;
                showInvoiceTypeInExcelBill: boolean;
            };
            flight: {
                markups: {
                    china: {
                        /** @enum {string} */
                        way: "fixed" | "percent";
                        value: number;
                        limit: number;
                    };
                    domestic: {
                        /** @enum {string} */
                        way: "fixed" | "percent";
                        value: number;
                        limit: number;
                    };
                    international: {
                        /** @enum {string} */
                        way: "fixed" | "percent";
                        value: number;
                        limit: number;
                    };
                    intercontinental: {
                        /** @enum {string} */
                        way: "fixed" | "percent";
                        value: number;
                        limit: number;
                    };
                };
                serviceFees: {
                    change: number;
                    refund: number;
                    void: number;
                    /** @enum {string} */
                    currency: "CNY" | "USD" | "EUR" | "HKD" | "JPY" | "GBP" | "AUD" | "CAD" | "THB" | "SGD" | "CHF" | "DKK" | "MOP" | "MYR" | "NOK" | "NZD" | "PHP" | "RUB" | "SEK" | "TWD" | "KRW" | "ZAR" | "ILS";
                };
                showSuppliers: boolean;
                onlyFreeBaggage: boolean;
                onlyWithFareBasis: boolean;
                maxResponseSeconds: number;
                bookingNotifyUrl: string | null;
                flightChangeNotifyUrl: string | null;
                airlines: {
                    /** @enum {string} */
                    mode: "whitelist" | "blacklist";
                    codes: (string & (unknown & unknown))[];
                };
                suppliers: {
                    /** @enum {string} */
                    mode: "whitelist" | "blacklist";
                    codes: (string & (unknown & unknown))[];
                };
                /** @enum {string} */
                searchMode: "all" | "popular";
                /** @enum {string} */
                ticketingSpeed: "all" | "fast-standard" | "preference-standard" | "normal-standard" | "website" | "special-standard" | "special-48" | "special-before-24" | "special-before-4";
            };
            train: {
                notifyUrl: string | null;
                manualMode: boolean;
            };
            credit: {
                /** @enum {string} */
                periodUnit: "day" | "week" | "month" | "year";
                periodLength: number;
            };
        };
        GroupPassenger: {
            /** @enum {string} */
            type: "adult" | "child" | "infant";
            surname: string;
            givenNames: string;
            gender: string;
            birthday: string;
            nationality: string;
            documentType: string;
            documentNumber: string;
            documentExpiry: string;
            ticketNumber: string | null;
            id: number;
            seq: number;
        };
        GroupInstalment: {
            seq: number;
            /** @enum {string} */
            kind: "deposit" | "final";
            amount: number;
            dueAt: string;
            paidAt: string | null;
            /** @enum {string} */
            state: "paid" | "due" | "upcoming" | "overdue" | "forfeited" | "void";
        };
        GroupOrder: {
            id: number;
            orderNo: string;
            agencyId: number;
            agencyName: string;
            /** @enum {string} */
            status: "to_be_quote" | "to_be_confirm" | "to_be_apply_seat" | "seat_applying" | "to_be_pay_first" | "to_be_pay_second" | "to_be_pay_third" | "to_be_paid_last_money" | "proceeding" | "issued" | "failed" | "canceled" | "closed";
            request: {
                groupOrderExtraInfo: {
                    journeys: {
                        origin: string & (unknown & unknown);
                        destination: string & (unknown & unknown);
                        date: string & (unknown & unknown);
                        /** @default  */
                        remark: string;
                    }[];
                    /** @default false */
                    isChangeDate: boolean;
                    /** @default false */
                    acceptChangeFlight: boolean;
                };
                passengers: {
                    /** @default 10 */
                    adult: number;
                    /** @default 10 */
                    child: number;
                    /** @default 0 */
                    infant: number;
                };
                contact: {
                    name: string;
                    phone: string & (unknown & unknown);
                    /** Format: email */
                    email: string;
                };
                /** @default  */
                remark: string;
            };
            currency: string;
            quote: {
                prices: {
                    adult: number;
                    child: number;
                    infant: number;
                };
                flights: {
                    carrier: string & (unknown & unknown);
                    flightNumber: string & (unknown & unknown);
                    origin: string & (unknown & unknown);
                    destination: string & (unknown & unknown);
                    departure: string & (unknown & unknown);
                    arrival: string & (unknown & unknown);
                    /** @default economy */
                    cabin: string;
                }[];
                /** Format: date-time */
                quoteDeadline: string;
                /** @default false */
                manualReview: boolean;
                /** @default  */
                remark: string;
            } | null;
            totalAmount: number | null;
            paidAmount: number;
            forfeitedAmount: number;
            instalments: components["schemas"]["GroupInstalment"][];
            review: ("pending" | "approved") | null;
            pnr: string | null;
            passengersConfirmedAt: string | null;
            passengers: components["schemas"]["GroupPassenger"][];
            events: {
                at: string;
                fromStatus: string | null;
                toStatus: string;
                action: string;
                /** @enum {string} */
                actor: "agency" | "desk" | "timer";
                user: string | null;
                note: string | null;
                detail: {
                    [key: string]: string | number | boolean;
                } | null;
            }[];
            issuedAt: string | null;
            createdAt: string;
            updatedAt: string;
            allowedActions: ("confirmQuote" | "applySeats" | "pay" | "cancel" | "importPassengers" | "confirmPassengers" | "quote" | "confirmSeats" | "rejectSeats" | "review" | "issue")[];
        };
        FieldError: {
            field: string;
            /** @description Translated from Accept-Language */
            message: string;
        };
        /** @description An error answer: `code` says which (see each operation), `message` is translated, `data.fields` names invalid fields. */
        ErrorEnvelope: {
            code: number;
            data: null | {
                fields: components["schemas"]["FieldError"][];
            };
            /** @description Translated from Accept-Language (en, zh-cn, zh-tw) */
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            userInfo: {
                                id: number;
                                username: string;
                                email: string;
                                nickname: string | null;
                                role: ("operator" | "finance" | "SuperUser")[];
                                agencyId: number;
                                avatar: string | null;
                                mobile: string | null;
                                areaCode: string;
                                /** @enum {string} */
                                status: "active" | "inactive" | "testing";
                                isPlatformStaff: boolean;
                                outUserId: string | null;
                                config: {
                                    defaultRegion: string;
                                    dateFormat: string;
                                    /** @enum {string} */
                                    language?: "en" | "zh-cn" | "zh-tw";
                                    currency?: string;
                                    cities: string[];
                                    countries: string[];
                                    passengers: unknown[];
                                };
                                flightLimits: {
                                    ageMin: number;
                                    ageMax: number;
                                    documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                    eligibleCountries: string[];
                                    ineligibleCountries: string[];
                                    /** @enum {string} */
                                    invoiceType: "invoice" | "itinerary" | "both" | "none";
                                    /** @enum {string} */
                                    ticketingChannel: "all" | "automatic" | "manual";
                                    /** @enum {string} */
                                    productType: "all" | "published" | "private" | "charter";
                                };
                            };
                            company: {
                                id: number;
                                name: string;
                                alias: string | null;
                                code: string;
                                proxyLevel: number;
                                parentId: number | null;
                                logo: string | null;
                                isPlatform: boolean;
                                config: {
                                    commonConfig: {
                                        enableTrainService: boolean;
                                        enableFlightService: boolean;
                                        isShowBill: boolean;
                                        canCreateSubAgency: boolean;
                                        settlementCurrency: string;
                                    };
                                    bookingConfig: {
                                        hidePnrBooking: boolean;
                                        showOnlyOwnOrders: boolean;
                                        disablePayment: boolean;
                                    };
                                };
                            };
                            permissions: string[];
                            websitePrefix: string;
                            token: string;
                            expiresAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 300001 BAD_CREDENTIALS, 300002 USERNAME_FORMAT, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 300001 | 300002;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 201001 ACCOUNT_DISABLED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 300009 WEBSITE_ACCESS_DENIED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300009;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300006 LOGIN_RATE_LIMITED, 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300006 | 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    sendLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            resendAfterSeconds: number;
                            expiresInSeconds: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300005 CODE_RESEND_TOO_SOON, 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300005 | 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
            /** @description A supplier, the mail server or the payment gateway did not answer as needed. Codes: 300003 CODE_SEND_FAILED. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300003;
                    };
                };
            };
        };
    };
    loginWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    code: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            userInfo: {
                                id: number;
                                username: string;
                                email: string;
                                nickname: string | null;
                                role: ("operator" | "finance" | "SuperUser")[];
                                agencyId: number;
                                avatar: string | null;
                                mobile: string | null;
                                areaCode: string;
                                /** @enum {string} */
                                status: "active" | "inactive" | "testing";
                                isPlatformStaff: boolean;
                                outUserId: string | null;
                                config: {
                                    defaultRegion: string;
                                    dateFormat: string;
                                    /** @enum {string} */
                                    language?: "en" | "zh-cn" | "zh-tw";
                                    currency?: string;
                                    cities: string[];
                                    countries: string[];
                                    passengers: unknown[];
                                };
                                flightLimits: {
                                    ageMin: number;
                                    ageMax: number;
                                    documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                    eligibleCountries: string[];
                                    ineligibleCountries: string[];
                                    /** @enum {string} */
                                    invoiceType: "invoice" | "itinerary" | "both" | "none";
                                    /** @enum {string} */
                                    ticketingChannel: "all" | "automatic" | "manual";
                                    /** @enum {string} */
                                    productType: "all" | "published" | "private" | "charter";
                                };
                            };
                            company: {
                                id: number;
                                name: string;
                                alias: string | null;
                                code: string;
                                proxyLevel: number;
                                parentId: number | null;
                                logo: string | null;
                                isPlatform: boolean;
                                config: {
                                    commonConfig: {
                                        enableTrainService: boolean;
                                        enableFlightService: boolean;
                                        isShowBill: boolean;
                                        canCreateSubAgency: boolean;
                                        settlementCurrency: string;
                                    };
                                    bookingConfig: {
                                        hidePnrBooking: boolean;
                                        showOnlyOwnOrders: boolean;
                                        disablePayment: boolean;
                                    };
                                };
                            };
                            permissions: string[];
                            websitePrefix: string;
                            token: string;
                            expiresAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 300004 CODE_INVALID, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 300004;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 201001 ACCOUNT_DISABLED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 300009 WEBSITE_ACCESS_DENIED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300009;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300006 LOGIN_RATE_LIMITED, 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300006 | 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            userInfo: {
                                id: number;
                                username: string;
                                email: string;
                                nickname: string | null;
                                role: ("operator" | "finance" | "SuperUser")[];
                                agencyId: number;
                                avatar: string | null;
                                mobile: string | null;
                                areaCode: string;
                                /** @enum {string} */
                                status: "active" | "inactive" | "testing";
                                isPlatformStaff: boolean;
                                outUserId: string | null;
                                config: {
                                    defaultRegion: string;
                                    dateFormat: string;
                                    /** @enum {string} */
                                    language?: "en" | "zh-cn" | "zh-tw";
                                    currency?: string;
                                    cities: string[];
                                    countries: string[];
                                    passengers: unknown[];
                                };
                                flightLimits: {
                                    ageMin: number;
                                    ageMax: number;
                                    documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                    eligibleCountries: string[];
                                    ineligibleCountries: string[];
                                    /** @enum {string} */
                                    invoiceType: "invoice" | "itinerary" | "both" | "none";
                                    /** @enum {string} */
                                    ticketingChannel: "all" | "automatic" | "manual";
                                    /** @enum {string} */
                                    productType: "all" | "published" | "private" | "charter";
                                };
                            };
                            company: {
                                id: number;
                                name: string;
                                alias: string | null;
                                code: string;
                                proxyLevel: number;
                                parentId: number | null;
                                logo: string | null;
                                isPlatform: boolean;
                                config: {
                                    commonConfig: {
                                        enableTrainService: boolean;
                                        enableFlightService: boolean;
                                        isShowBill: boolean;
                                        canCreateSubAgency: boolean;
                                        settlementCurrency: string;
                                    };
                                    bookingConfig: {
                                        hidePnrBooking: boolean;
                                        showOnlyOwnOrders: boolean;
                                        disablePayment: boolean;
                                    };
                                };
                            };
                            permissions: string[];
                            websitePrefix: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname?: string | null;
                    mobile?: (string & (unknown & unknown)) | null;
                    areaCode?: string & (unknown & unknown);
                    avatar?: string | null;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            nickname: string | null;
                            role: ("operator" | "finance" | "SuperUser")[];
                            agencyId: number;
                            avatar: string | null;
                            mobile: string | null;
                            areaCode: string;
                            /** @enum {string} */
                            status: "active" | "inactive" | "testing";
                            isPlatformStaff: boolean;
                            outUserId: string | null;
                            config: {
                                defaultRegion: string;
                                dateFormat: string;
                                /** @enum {string} */
                                language?: "en" | "zh-cn" | "zh-tw";
                                currency?: string;
                                cities: string[];
                                countries: string[];
                                passengers: unknown[];
                            };
                            flightLimits: {
                                ageMin: number;
                                ageMax: number;
                                documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                eligibleCountries: string[];
                                ineligibleCountries: string[];
                                /** @enum {string} */
                                invoiceType: "invoice" | "itinerary" | "both" | "none";
                                /** @enum {string} */
                                ticketingChannel: "all" | "automatic" | "manual";
                                /** @enum {string} */
                                productType: "all" | "published" | "private" | "charter";
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400204 EMAIL_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400204;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    changeMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 300007 OLD_PASSWORD_WRONG, 300008 PASSWORDS_DO_NOT_MATCH, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 300007 | 300008;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    setMyConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "cities" | "countries" | "passengers" | "defaultRegion" | "dateFormat" | "language" | "currency";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: unknown;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            nickname: string | null;
                            role: ("operator" | "finance" | "SuperUser")[];
                            agencyId: number;
                            avatar: string | null;
                            mobile: string | null;
                            areaCode: string;
                            /** @enum {string} */
                            status: "active" | "inactive" | "testing";
                            isPlatformStaff: boolean;
                            outUserId: string | null;
                            config: {
                                defaultRegion: string;
                                dateFormat: string;
                                /** @enum {string} */
                                language?: "en" | "zh-cn" | "zh-tw";
                                currency?: string;
                                cities: string[];
                                countries: string[];
                                passengers: unknown[];
                            };
                            flightLimits: {
                                ageMin: number;
                                ageMax: number;
                                documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                eligibleCountries: string[];
                                ineligibleCountries: string[];
                                /** @enum {string} */
                                invoiceType: "invoice" | "itinerary" | "both" | "none";
                                /** @enum {string} */
                                ticketingChannel: "all" | "automatic" | "manual";
                                /** @enum {string} */
                                productType: "all" | "published" | "private" | "charter";
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 300010 UNKNOWN_CONFIG_KEY, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 300010;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listStuckJobs: {
        parameters: {
            query?: {
                reason?: "dead" | "overdue" | "retrying" | "late";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            counts: {
                                dead: number;
                                overdue: number;
                                retrying: number;
                                late: number;
                            };
                            jobs: {
                                id: string;
                                queue: string;
                                /** @enum {string} */
                                reason: "dead" | "overdue" | "retrying" | "late";
                                retryCount: number;
                                retryLimit: number;
                                data: unknown;
                                error: string | null;
                                createdAt: string;
                                startedAt: string | null;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getSiteConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            logo: string;
                            whiteLogo: string;
                            name: string;
                            shortName: string;
                            chineseName: string;
                            chineseShortName: string;
                            type: string;
                            dateFormat: string;
                            defaultCurrency: string;
                            defaultLanguage: string;
                            currencies: string[];
                            favicon: string;
                            isIcp: boolean;
                            icpCode: string;
                            isNetworkSecurity: boolean;
                            networkSecurityCode: string;
                            rateMap: {
                                [key: string]: string;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                status?: "new" | "contacted" | "converted" | "closed";
                ownerId?: number;
                q_like?: string;
                country?: string;
                createdAt_gte?: string;
                createdAt_lte?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            name: string;
                            email: string;
                            phone: string;
                            country: string;
                            companyName: string;
                            companyAddress: string;
                            websiteUrl: string;
                            others: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "converted" | "closed";
                            ownerId: number | null;
                            ownerName: string | null;
                            notes: string;
                            suspectedSpam: boolean;
                            agencyId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    sendPartnershipApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    email?: string;
                    /** @default  */
                    phone?: string;
                    country: string;
                    /** @default  */
                    companyName?: string;
                    /** @default  */
                    companyAddress?: string;
                    /** @default  */
                    websiteUrl?: string;
                    /** @default  */
                    others?: string;
                    nickname?: string;
                    fillMs?: number;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            /** @enum {boolean} */
                            received: true;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    exportApplications: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                status?: "new" | "contacted" | "converted" | "closed";
                ownerId?: number;
                q_like?: string;
                country?: string;
                createdAt_gte?: string;
                createdAt_lte?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** @enum {string} */
                        key: "createdAt" | "name" | "email" | "phone" | "country" | "companyName" | "companyAddress" | "websiteUrl" | "others" | "status" | "ownerName" | "notes";
                        title: string;
                    }[];
                    filename?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            name: string;
                            email: string;
                            phone: string;
                            country: string;
                            companyName: string;
                            companyAddress: string;
                            websiteUrl: string;
                            others: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "converted" | "closed";
                            ownerId: number | null;
                            ownerName: string | null;
                            notes: string;
                            suspectedSpam: boolean;
                            agencyId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    updateApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "new" | "contacted" | "converted" | "closed";
                    ownerId?: number | null;
                    notes?: string;
                    agencyId?: number | null;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            name: string;
                            email: string;
                            phone: string;
                            country: string;
                            companyName: string;
                            companyAddress: string;
                            websiteUrl: string;
                            others: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "converted" | "closed";
                            ownerId: number | null;
                            ownerName: string | null;
                            notes: string;
                            suspectedSpam: boolean;
                            agencyId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 720101 APPLICATION_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 720101;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listUserLog: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                userId?: number;
                action_like?: string;
                createdAt_gte?: string;
                createdAt_lte?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            action: string;
                            target: string | null;
                            money: {
                                amount: number;
                                currency: string;
                            } | null;
                            userId: number | null;
                            username: string | null;
                            ip: string | null;
                            changes: {
                                field: string;
                                before: unknown;
                                after: unknown;
                                currency?: string;
                            }[];
                            createdAt: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    exportUserLog: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                userId?: number;
                action_like?: string;
                createdAt_gte?: string;
                createdAt_lte?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** @enum {string} */
                        key: "createdAt" | "username" | "action" | "target" | "changes" | "ip";
                        title: string;
                    }[];
                    filename?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listAgencies: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                name_like?: string;
                alias_like?: string;
                code_like?: string;
                status?: "active" | "inactive";
                parentId?: number;
                proxyLevel?: number;
                balance_gte?: number;
                balance_lte?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            alias: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            parentId: number | null;
                            parentName: string | null;
                            proxyLevel: number;
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                            dedicatedService: string | null;
                            domainLimit: string | null;
                            extraInfo: string | null;
                            logo: string | null;
                            settlementCurrency: string;
                            canCreateSubAgency: boolean;
                            apiKeyPrefix: string | null;
                            apiKeyCreatedAt: string | null;
                            wallet: {
                                currency: string;
                                balance: number;
                                creditLimit: number;
                                available: number;
                            } | null;
                            createdAt: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    createAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    alias?: string | null;
                    contactName: string;
                    /** Format: email */
                    contactEmail: string;
                    contactPhone: string & (unknown & unknown);
                    dedicatedService?: string | null;
                    domainLimit?: string | null;
                    extraInfo?: string | null;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    parentId?: number | null;
                    /** @enum {string} */
                    settlementCurrency?: "CNY" | "USD" | "EUR" | "HKD" | "JPY" | "GBP" | "AUD" | "CAD" | "THB" | "SGD" | "CHF" | "DKK" | "MOP" | "MYR" | "NOK" | "NZD" | "PHP" | "RUB" | "SEK" | "TWD" | "KRW" | "ZAR" | "ILS";
                    superUser: {
                        username: string & (unknown & unknown);
                        /** Format: email */
                        email: string;
                        nickname?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            agency: {
                                id: number;
                                code: string;
                                name: string;
                                alias: string | null;
                                /** @enum {string} */
                                status: "active" | "inactive";
                                parentId: number | null;
                                parentName: string | null;
                                proxyLevel: number;
                                contactName: string | null;
                                contactEmail: string | null;
                                contactPhone: string | null;
                                dedicatedService: string | null;
                                domainLimit: string | null;
                                extraInfo: string | null;
                                logo: string | null;
                                settlementCurrency: string;
                                canCreateSubAgency: boolean;
                                apiKeyPrefix: string | null;
                                apiKeyCreatedAt: string | null;
                                wallet: {
                                    currency: string;
                                    balance: number;
                                    creditLimit: number;
                                    available: number;
                                } | null;
                                createdAt: string;
                            };
                            superUser: {
                                id: number;
                                username: string;
                                password: string;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 400105 AGENCY_PARENT_NOT_ALLOWED, 300002 USERNAME_FORMAT, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 300002 | 400105;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400203 USERNAME_TAKEN, 400204 EMAIL_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400203 | 400204;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    exportAgencies: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                name_like?: string;
                alias_like?: string;
                code_like?: string;
                status?: "active" | "inactive";
                parentId?: number;
                proxyLevel?: number;
                balance_gte?: number;
                balance_lte?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** @enum {string} */
                        key: "code" | "name" | "alias" | "status" | "parentName" | "contactName" | "contactPhone" | "currency" | "balance" | "creditLimit" | "available" | "createdAt";
                        title: string;
                    }[];
                    filename?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            alias: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            parentId: number | null;
                            parentName: string | null;
                            proxyLevel: number;
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                            dedicatedService: string | null;
                            domainLimit: string | null;
                            extraInfo: string | null;
                            logo: string | null;
                            settlementCurrency: string;
                            canCreateSubAgency: boolean;
                            apiKeyPrefix: string | null;
                            apiKeyCreatedAt: string | null;
                            wallet: {
                                currency: string;
                                balance: number;
                                creditLimit: number;
                                available: number;
                            } | null;
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    updateAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    alias?: string | null;
                    contactName?: string;
                    /** Format: email */
                    contactEmail?: string;
                    contactPhone?: string & (unknown & unknown);
                    dedicatedService?: string | null;
                    domainLimit?: string | null;
                    extraInfo?: string | null;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            alias: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            parentId: number | null;
                            parentName: string | null;
                            proxyLevel: number;
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                            dedicatedService: string | null;
                            domainLimit: string | null;
                            extraInfo: string | null;
                            logo: string | null;
                            settlementCurrency: string;
                            canCreateSubAgency: boolean;
                            apiKeyPrefix: string | null;
                            apiKeyCreatedAt: string | null;
                            wallet: {
                                currency: string;
                                balance: number;
                                creditLimit: number;
                                available: number;
                            } | null;
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    deleteAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 400104 CONFIRMATION_MISMATCH, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 400104;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400101 AGENCY_HAS_BALANCE, 400102 AGENCY_HAS_OPEN_ORDERS, 400103 AGENCY_HAS_SUB_AGENCIES. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400101 | 400102 | 400103;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getAgencySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            agencyId: number;
                            settings: components["schemas"]["AgencySettings"];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    replaceAgencySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgencySettingsInput"];
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            agencyId: number;
                            settings: components["schemas"]["AgencySettings"];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 500208 SETTLEMENT_CURRENCY_IN_USE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500208;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    uploadAgencyLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            alias: string | null;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            parentId: number | null;
                            parentName: string | null;
                            proxyLevel: number;
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                            dedicatedService: string | null;
                            domainLimit: string | null;
                            extraInfo: string | null;
                            logo: string | null;
                            settlementCurrency: string;
                            canCreateSubAgency: boolean;
                            apiKeyPrefix: string | null;
                            apiKeyCreatedAt: string | null;
                            wallet: {
                                currency: string;
                                balance: number;
                                creditLimit: number;
                                available: number;
                            } | null;
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 400301 IMAGE_INVALID, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 400301;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 400302 IMAGE_TOO_LARGE, 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 400302;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    resetAgencySuperUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            username: string;
                            password: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400106 AGENCY_NO_SUPERUSER. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    generateAgencyApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            apiKey: string;
                            prefix: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400106 AGENCY_NO_SUPERUSER. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    rotateAgencyNotifySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            secret: string;
                            previousValidUntil: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getAgencyLookToBook: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            agencyId: number;
                            from: string;
                            to: string;
                            searches: number;
                            bookings: number;
                            ratio: number | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                username_like?: string;
                email_like?: string;
                nickname_like?: string;
                status?: "active" | "inactive" | "testing";
                role?: "operator" | "finance" | "SuperUser";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            nickname: string | null;
                            mobile: string | null;
                            areaCode: string;
                            roles: ("operator" | "finance" | "SuperUser")[];
                            /** @enum {string} */
                            status: "active" | "inactive" | "testing";
                            flightLimits: {
                                ageMin: number;
                                ageMax: number;
                                documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                eligibleCountries: string[];
                                ineligibleCountries: string[];
                                /** @enum {string} */
                                invoiceType: "invoice" | "itinerary" | "both" | "none";
                                /** @enum {string} */
                                ticketingChannel: "all" | "automatic" | "manual";
                                /** @enum {string} */
                                productType: "all" | "published" | "private" | "charter";
                            };
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string & (unknown & unknown);
                    /** Format: email */
                    email: string;
                    nickname?: string | null;
                    mobile?: (string & (unknown & unknown)) | null;
                    areaCode?: string & (unknown & unknown);
                    roles: ("operator" | "finance" | "SuperUser")[];
                    /** @enum {string} */
                    status?: "active" | "inactive" | "testing";
                    password?: string;
                    flightLimits?: {
                        ageMin: number;
                        ageMax: number;
                        documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                        eligibleCountries: string[];
                        ineligibleCountries: string[];
                        /** @enum {string} */
                        invoiceType: "invoice" | "itinerary" | "both" | "none";
                        /** @enum {string} */
                        ticketingChannel: "all" | "automatic" | "manual";
                        /** @enum {string} */
                        productType: "all" | "published" | "private" | "charter";
                    };
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            user: {
                                id: number;
                                username: string;
                                email: string;
                                nickname: string | null;
                                mobile: string | null;
                                areaCode: string;
                                roles: ("operator" | "finance" | "SuperUser")[];
                                /** @enum {string} */
                                status: "active" | "inactive" | "testing";
                                flightLimits: {
                                    ageMin: number;
                                    ageMax: number;
                                    documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                    eligibleCountries: string[];
                                    ineligibleCountries: string[];
                                    /** @enum {string} */
                                    invoiceType: "invoice" | "itinerary" | "both" | "none";
                                    /** @enum {string} */
                                    ticketingChannel: "all" | "automatic" | "manual";
                                    /** @enum {string} */
                                    productType: "all" | "published" | "private" | "charter";
                                };
                                createdAt: string;
                                updatedAt: string;
                            };
                            password: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 300002 USERNAME_FORMAT, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 300002;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400203 USERNAME_TAKEN, 400204 EMAIL_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400203 | 400204;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    exportUsers: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                username_like?: string;
                email_like?: string;
                nickname_like?: string;
                status?: "active" | "inactive" | "testing";
                role?: "operator" | "finance" | "SuperUser";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** @enum {string} */
                        key: "username" | "nickname" | "email" | "mobile" | "roles" | "status" | "createdAt";
                        title: string;
                    }[];
                    filename?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            nickname: string | null;
                            mobile: string | null;
                            areaCode: string;
                            roles: ("operator" | "finance" | "SuperUser")[];
                            /** @enum {string} */
                            status: "active" | "inactive" | "testing";
                            flightLimits: {
                                ageMin: number;
                                ageMax: number;
                                documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                eligibleCountries: string[];
                                ineligibleCountries: string[];
                                /** @enum {string} */
                                invoiceType: "invoice" | "itinerary" | "both" | "none";
                                /** @enum {string} */
                                ticketingChannel: "all" | "automatic" | "manual";
                                /** @enum {string} */
                                productType: "all" | "published" | "private" | "charter";
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: unknown;
                    username?: unknown;
                    nickname?: string | null;
                    mobile?: (string & (unknown & unknown)) | null;
                    areaCode?: string & (unknown & unknown);
                    roles?: ("operator" | "finance" | "SuperUser")[];
                    /** @enum {string} */
                    status?: "active" | "inactive" | "testing";
                    flightLimits?: {
                        ageMin: number;
                        ageMax: number;
                        documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                        eligibleCountries: string[];
                        ineligibleCountries: string[];
                        /** @enum {string} */
                        invoiceType: "invoice" | "itinerary" | "both" | "none";
                        /** @enum {string} */
                        ticketingChannel: "all" | "automatic" | "manual";
                        /** @enum {string} */
                        productType: "all" | "published" | "private" | "charter";
                    };
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            nickname: string | null;
                            mobile: string | null;
                            areaCode: string;
                            roles: ("operator" | "finance" | "SuperUser")[];
                            /** @enum {string} */
                            status: "active" | "inactive" | "testing";
                            flightLimits: {
                                ageMin: number;
                                ageMax: number;
                                documentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                                eligibleCountries: string[];
                                ineligibleCountries: string[];
                                /** @enum {string} */
                                invoiceType: "invoice" | "itinerary" | "both" | "none";
                                /** @enum {string} */
                                ticketingChannel: "all" | "automatic" | "manual";
                                /** @enum {string} */
                                productType: "all" | "published" | "private" | "charter";
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 400202 SELF_LOCKOUT, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 400202;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400203 USERNAME_TAKEN, 400204 EMAIL_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400203 | 400204;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 400201 SELF_DELETE, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 400201;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            username: string;
                            password: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            alias: string | null;
                            logo: string | null;
                            address: string | null;
                            companyInfo: string | null;
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    companyInfo?: string | null;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            alias: string | null;
                            logo: string | null;
                            address: string | null;
                            companyInfo: string | null;
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    uploadCompanyLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            code: string;
                            name: string;
                            alias: string | null;
                            logo: string | null;
                            address: string | null;
                            companyInfo: string | null;
                            contactName: string | null;
                            contactEmail: string | null;
                            contactPhone: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 400301 IMAGE_INVALID, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 400301;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 400302 IMAGE_TOO_LARGE, 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 400302;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listOftenUsedPassengers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            passenger: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    addOftenUsedPassenger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PassengerInput"];
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            passenger: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 400303 TRAVELLER_LIMIT, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 400303;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    updateOftenUsedPassenger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PassengerInput"];
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            passenger: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    deleteOftenUsedPassenger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listMemberCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            airline: string;
                            number: string;
                            holderName: string | null;
                            createdAt: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    addMemberCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    airline: string & (unknown & unknown);
                    number: string & (unknown & unknown);
                    holderName?: string | null;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            airline: string;
                            number: string;
                            holderName: string | null;
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400304 MEMBER_CARD_DUPLICATE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400304;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    updateMemberCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    airline: string & (unknown & unknown);
                    number: string & (unknown & unknown);
                    holderName?: string | null;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            airline: string;
                            number: string;
                            holderName: string | null;
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 400304 MEMBER_CARD_DUPLICATE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 400304;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    deleteMemberCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: null;
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    topUpAgencyWallet: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency: "CNY" | "USD" | "EUR" | "HKD" | "JPY" | "GBP" | "AUD" | "CAD" | "THB" | "SGD" | "CHF" | "DKK" | "MOP" | "MYR" | "NOK" | "NZD" | "PHP" | "RUB" | "SEK" | "TWD" | "KRW" | "ZAR" | "ILS";
                    receivedAmount: number;
                    rate: string | number;
                    feePercent: string | number;
                    referenceNo: string;
                    amount?: number;
                    /** @default false */
                    sendEmail?: boolean;
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            transaction: components["schemas"]["WalletTransaction"];
                            wallet: components["schemas"]["WalletBalance"];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 500203 TOP_UP_AMOUNT_MISMATCH, 500202 IDEMPOTENCY_KEY_INVALID, 500207 CURRENCY_MISMATCH, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 500202 | 500203 | 500207;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 500205 TOP_UP_NOT_ALLOWED, 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403 | 500205;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 500101 INSUFFICIENT_BALANCE, 500206 RATE_UNAVAILABLE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500101 | 500206;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Understood but cannot be processed. Codes: 500201 IDEMPOTENCY_KEY_REUSED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500201;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    setAgencyCredit: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    creditLimit: number;
                    /** @enum {string} */
                    periodUnit?: "day" | "week" | "month" | "year";
                    periodLength?: number;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["WalletBalance"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 500205 TOP_UP_NOT_ALLOWED, 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403 | 500205;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 500204 CREDIT_BELOW_USED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500204;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getAgencyWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["WalletBalance"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                agencyId?: number;
                type?: "top_up" | "flight_origin" | "flight_change" | "flight_refund" | "flight_void" | "train_origin" | "train_refund" | "group_flight" | "reimbursement" | "deposit" | "reversal";
                from?: string;
                to?: string;
                amount_gte?: number;
                amount_lte?: number;
                orderId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["WalletTransaction"][];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["WalletTransaction"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    exportTransactions: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                agencyId?: number;
                type?: "top_up" | "flight_origin" | "flight_change" | "flight_refund" | "flight_void" | "train_origin" | "train_refund" | "group_flight" | "reimbursement" | "deposit" | "reversal";
                from?: string;
                to?: string;
                amount_gte?: number;
                amount_lte?: number;
                orderId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** @enum {string} */
                        key: "id" | "transferId" | "agencyId" | "agencyName" | "type" | "status" | "originalId" | "orderId" | "referenceId" | "paymentMethod" | "invoiceType" | "amount" | "currency" | "totalAmountPaid" | "totalAmountPaidCurrency" | "receivedAmount" | "receivedCurrency" | "rate" | "feePercent" | "handlingFee" | "description" | "remark" | "reversesTransferId" | "paymentTime" | "createdOn";
                        title: string;
                    }[];
                    filename?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listStatements: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: "asc" | "desc" | "ASC" | "DESC";
                agencyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            agencyId: number;
                            agencyName: string;
                            currency: string;
                            periodUnit: string;
                            periodStart: string;
                            periodEnd: string;
                            cutoffAt: string;
                            closed: boolean;
                            openingBalance: number;
                            totalCredits: number;
                            totalDebits: number;
                            closingBalance: number;
                            amountDue: number;
                            creditLimit: number;
                            entryCount: number;
                            source: string;
                            generatedAt: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    generateStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agencyId?: number;
                    /** Format: date-time */
                    at?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            agencyId: number;
                            agencyName: string;
                            currency: string;
                            periodUnit: string;
                            periodStart: string;
                            periodEnd: string;
                            cutoffAt: string;
                            closed: boolean;
                            openingBalance: number;
                            totalCredits: number;
                            totalDebits: number;
                            closingBalance: number;
                            amountDue: number;
                            creditLimit: number;
                            entryCount: number;
                            source: string;
                            generatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getStatementSpending: {
        parameters: {
            query?: {
                agencyId?: number;
                periods?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            agencyId: number;
                            currency: string;
                            periodUnit: string;
                            points: {
                                periodStart: string;
                                periodEnd: string;
                                spent: number;
                                received: number;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getStatement: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: "asc" | "desc" | "ASC" | "DESC";
            };
            header?: never;
            path: {
                agencyId: number;
                statementId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            statement: {
                                id: number;
                                agencyId: number;
                                agencyName: string;
                                currency: string;
                                periodUnit: string;
                                periodStart: string;
                                periodEnd: string;
                                cutoffAt: string;
                                closed: boolean;
                                openingBalance: number;
                                totalCredits: number;
                                totalDebits: number;
                                closingBalance: number;
                                amountDue: number;
                                creditLimit: number;
                                entryCount: number;
                                source: string;
                                generatedAt: string;
                            };
                            movements: components["schemas"]["WalletTransaction"][];
                            movementTotal: number;
                            showInvoiceType: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    exportStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agencyId: number;
                statementId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns: {
                        /** @enum {string} */
                        key: "id" | "transferId" | "agencyId" | "agencyName" | "type" | "status" | "originalId" | "orderId" | "referenceId" | "paymentMethod" | "invoiceType" | "amount" | "currency" | "totalAmountPaid" | "totalAmountPaidCurrency" | "receivedAmount" | "receivedCurrency" | "rate" | "feePercent" | "handlingFee" | "description" | "remark" | "reversesTransferId" | "paymentTime" | "createdOn";
                        title: string;
                    }[];
                    filename?: string & (unknown & unknown);
                    labels: {
                        title: string;
                        agency: string;
                        period: string;
                        currency: string;
                        openingBalance: string;
                        totalCredits: string;
                        totalDebits: string;
                        closingBalance: string;
                        amountDue: string;
                        creditLimit: string;
                        generatedAt: string;
                        invoiceType: string;
                    };
                };
            };
        };
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listExchangeRates: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: "asc" | "desc" | "ASC" | "DESC";
                date?: string;
                currency?: "CNY" | "USD" | "EUR" | "HKD" | "JPY" | "GBP" | "AUD" | "CAD" | "THB" | "SGD" | "CHF" | "DKK" | "MOP" | "MYR" | "NOK" | "NZD" | "PHP" | "RUB" | "SEK" | "TWD" | "KRW" | "ZAR" | "ILS";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            currency: string;
                            rate: string;
                            base: string;
                            rateDate: string;
                            updatedAt: string;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    setExchangeRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    currency: "CNY" | "USD" | "EUR" | "HKD" | "JPY" | "GBP" | "AUD" | "CAD" | "THB" | "SGD" | "CHF" | "DKK" | "MOP" | "MYR" | "NOK" | "NZD" | "PHP" | "RUB" | "SEK" | "TWD" | "KRW" | "ZAR" | "ILS";
                    rate: string | number;
                    /** Format: date */
                    rateDate?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            currency: string;
                            rate: string;
                            base: string;
                            rateDate: string;
                            updatedAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listPaymentChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            disabled: boolean;
                            channels: {
                                /** @enum {string} */
                                code: "balance" | "alipay" | "wechat-pay" | "yeepay-alipay" | "yeepay-credit-card" | "yeepay-debit-card" | "yeepay-wechat" | "airwallex" | "stripe" | "abapay";
                                kind: string;
                                enabled: boolean;
                            }[];
                            wallet: {
                                currency: string;
                                available: number;
                            };
                        };
                        message: string;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            agencyId: number;
                            orderRef: string;
                            part: string;
                            amount: number;
                            currency: string;
                            channel: string | null;
                            /** @enum {string} */
                            status: "unpaid" | "awaiting" | "held" | "paid" | "failed" | "expired" | "voided";
                            refundedAmount: number;
                            failureReason: string | null;
                            description: string | null;
                            expiresAt: string | null;
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    payPayment: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    channel: "balance" | "alipay" | "wechat-pay" | "yeepay-alipay" | "yeepay-credit-card" | "yeepay-debit-card" | "yeepay-wechat" | "airwallex" | "stripe" | "abapay";
                    returnUrl?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            payment: {
                                id: number;
                                agencyId: number;
                                orderRef: string;
                                part: string;
                                amount: number;
                                currency: string;
                                channel: string | null;
                                /** @enum {string} */
                                status: "unpaid" | "awaiting" | "held" | "paid" | "failed" | "expired" | "voided";
                                refundedAmount: number;
                                failureReason: string | null;
                                description: string | null;
                                expiresAt: string | null;
                                createdAt: string;
                            };
                            redirectUrl: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 500110 PAYMENT_CHANNEL_UNAVAILABLE, 500202 IDEMPOTENCY_KEY_INVALID, 500207 CURRENCY_MISMATCH, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 500110 | 500202 | 500207;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The payment was declined. Codes: 500102 PAYMENT_FAILED. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500102;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 500106 PAYMENT_DISABLED, 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403 | 500106;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 500101 INSUFFICIENT_BALANCE, 500103 PAYMENT_TIMEOUT, 500107 PAYMENT_ALREADY_RESOLVED, 500108 ORDER_ALREADY_PAID, 500111 PAYMENT_IN_PROGRESS, 500206 RATE_UNAVAILABLE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500101 | 500103 | 500107 | 500108 | 500111 | 500206;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Understood but cannot be processed. Codes: 500104 PAYMENT_UNPROCESSABLE, 500201 IDEMPOTENCY_KEY_REUSED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500104 | 500201;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    receiveGatewayNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The gateway's event, signed over its raw bytes (the signature header names the scheme). */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success: `code` 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code: 0;
                        data: unknown;
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 500111 GATEWAY_SIGNATURE_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500111;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 500107 PAYMENT_ALREADY_RESOLVED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500107;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    searchAirports: {
        parameters: {
            query?: {
                q?: string;
                codes?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            cities: {
                                /** @enum {string} */
                                type: "city";
                                code: string;
                                name: string;
                                chineseName: string;
                                traditionalName: string;
                                country: string;
                                airports: {
                                    /** @enum {string} */
                                    type: "airport";
                                    code: string;
                                    name: string;
                                    chineseName: string;
                                    traditionalName: string;
                                    country: string;
                                    timeZone: string;
                                    cityCode: string;
                                    cityName: string;
                                    cityChineseName: string;
                                    cityTraditionalName: string;
                                    underCity: boolean;
                                }[];
                            }[];
                            airports: {
                                /** @enum {string} */
                                type: "airport";
                                code: string;
                                name: string;
                                chineseName: string;
                                traditionalName: string;
                                country: string;
                                timeZone: string;
                                cityCode: string;
                                cityName: string;
                                cityChineseName: string;
                                cityTraditionalName: string;
                                underCity: boolean;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getAirport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string & (unknown & unknown);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            /** @enum {string} */
                            type: "city";
                            code: string;
                            name: string;
                            chineseName: string;
                            traditionalName: string;
                            country: string;
                            airports: {
                                /** @enum {string} */
                                type: "airport";
                                code: string;
                                name: string;
                                chineseName: string;
                                traditionalName: string;
                                country: string;
                                timeZone: string;
                                cityCode: string;
                                cityName: string;
                                cityChineseName: string;
                                cityTraditionalName: string;
                                underCity: boolean;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listAirlines: {
        parameters: {
            query?: {
                codes?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            code: string;
                            name: string;
                            chineseName: string;
                            traditionalName: string;
                            country: string | null;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    startFlightSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    journeys: {
                        origin: string;
                        destination: string;
                        date?: string;
                        returnDate?: string | null;
                    }[];
                    /**
                     * @default {
                     *       "adult": 1,
                     *       "child": 0,
                     *       "infant": 0
                     *     }
                     */
                    passengers?: {
                        /** @default 1 */
                        adult?: number;
                        /** @default 0 */
                        child?: number;
                        /** @default 0 */
                        infant?: number;
                    };
                    /**
                     * @default oneway
                     * @enum {string}
                     */
                    bookingType?: "oneway" | "return" | "multi";
                    /**
                     * @default economy
                     * @enum {string}
                     */
                    cabinClass?: "first" | "premium_first" | "business" | "premium_business" | "premium_economy" | "economy";
                    /**
                     * @default price
                     * @enum {string}
                     */
                    sort?: "price" | "departure" | "duration";
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: string;
                            createdAt: string;
                            staleAt: string;
                            suppliers: string[];
                            currency: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    searchSolutions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /**
                     * @default price
                     * @enum {string}
                     */
                    sort?: "price" | "departure" | "duration";
                    /**
                     * @default asc
                     * @enum {string}
                     */
                    order?: "asc" | "desc";
                    stops?: number[];
                    airlines?: (string & (unknown & unknown))[];
                    departureBands?: ("00-06" | "06-12" | "12-18" | "18-24")[];
                    arrivalBands?: ("00-06" | "06-12" | "12-18" | "18-24")[];
                    cabins?: ("first" | "premium_first" | "business" | "premium_business" | "premium_economy" | "economy")[];
                    suppliers?: string[];
                    /** @default 0 */
                    offset?: number;
                    /** @default 50 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: string;
                            complete: boolean;
                            stale: boolean;
                            createdAt: string;
                            staleAt: string;
                            currency: string;
                            request: {
                                journeys: {
                                    origin: string;
                                    destination: string;
                                    date?: string;
                                    returnDate?: string | null;
                                }[];
                                /**
                                 * @default {
                                 *       "adult": 1,
                                 *       "child": 0,
                                 *       "infant": 0
                                 *     }
                                 */
                                passengers: {
                                    /** @default 1 */
                                    adult: number;
                                    /** @default 0 */
                                    child: number;
                                    /** @default 0 */
                                    infant: number;
                                };
                                /**
                                 * @default oneway
                                 * @enum {string}
                                 */
                                bookingType: "oneway" | "return" | "multi";
                                /**
                                 * @default economy
                                 * @enum {string}
                                 */
                                cabinClass: "first" | "premium_first" | "business" | "premium_business" | "premium_economy" | "economy";
                                /**
                                 * @default price
                                 * @enum {string}
                                 */
                                sort: "price" | "departure" | "duration";
                            };
                            total: number;
                            solutions: {
                                id: string;
                                supplier: string;
                                validatingCarrier: string;
                                journeys: components["schemas"]["Journey"][];
                                /** @enum {string} */
                                cabin: "first" | "premium_first" | "business" | "premium_business" | "premium_economy" | "economy";
                                priceDetail: components["schemas"]["PriceDetail"];
                                fareBasis: string | null;
                                baggage: components["schemas"]["Baggage"];
                                cancellation: components["schemas"]["CancellationPolicy"];
                                seatsLeft: number;
                                ticketingTimeLimit: string;
                                expiresAt: string;
                                itineraryKey: string;
                                stops: number;
                                alternatives: {
                                    id: string;
                                    supplier: string;
                                    total: number;
                                    fareBasis: string | null;
                                    checkedPieces: number;
                                }[];
                            }[];
                            facets: {
                                airlines: {
                                    code: string;
                                    count: number;
                                    minTotal: number;
                                }[];
                                stops: {
                                    stops: number;
                                    count: number;
                                    minTotal: number;
                                }[];
                                suppliers: string[];
                                cabins: ("first" | "premium_first" | "business" | "premium_business" | "premium_economy" | "economy")[];
                            };
                            suppliers: {
                                supplier: string;
                                /** @enum {string} */
                                status: "pending" | "done" | "failed" | "timeout";
                                offers: number;
                                elapsedMs: number | null;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 600101 SEARCH_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 600101;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 600102 SETTLEMENT_CURRENCY_CHANGED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 600102;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    verifyOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            /** @enum {string} */
                            outcome: "unchanged" | "price_changed" | "package_changed" | "unavailable" | "document_changed" | "timeout";
                            quote: components["schemas"]["Quote"] | null;
                            originalQuote: components["schemas"]["Quote"] | null;
                            previousTotal: number;
                            previousBaggage: components["schemas"]["Baggage"];
                            previousDocumentTypes: ("idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit")[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 600301 OFFER_NOT_FOUND, 600101 SEARCH_NOT_FOUND, 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404 | 600101 | 600301;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 600102 SETTLEMENT_CURRENCY_CHANGED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 600102;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    analysePnr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pnr: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            /** @enum {string} */
                            format: "amadeus" | "sabre" | "travelsky";
                            recordLocator: string | null;
                            passengers: {
                                name: string;
                                surname: string;
                                givenNames: string;
                                /** @enum {string} */
                                type: "adult" | "child" | "infant";
                            }[];
                            segments: {
                                carrier: string;
                                flightNumber: string;
                                bookingClass: string;
                                date: string;
                                origin: string;
                                destination: string;
                                status: string;
                                seats: number;
                                departureTime: string;
                                arrivalTime: string;
                                arrivalDayOffset: number;
                            }[];
                            unreadLines: number[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 600201 PNR_UNREADABLE, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 600201;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 600202 PNR_BOOKING_DISABLED, 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403 | 600202;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    startPnrSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pnr: string;
                    /** @enum {string} */
                    cabinClass?: "first" | "premium_first" | "business" | "premium_business" | "premium_economy" | "economy";
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: string;
                            createdAt: string;
                            staleAt: string;
                            suppliers: string[];
                            currency: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 600201 PNR_UNREADABLE, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 600201;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 600202 PNR_BOOKING_DISABLED, 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403 | 600202;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    importPassengers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The passenger sheet (xlsx), in the layout of the console template. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            passengers: components["schemas"]["Passenger"][];
                            errors: {
                                row: number;
                                field: string;
                                message: string;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 600503 IMPORT_FORMAT, 600504 UPLOAD_TOO_COMPLEX, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 600503 | 600504;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    readPassport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The passport photo: jpg, jpeg or png, at most 10 MB. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            /** @enum {string} */
                            documentType: "idcard" | "passport" | "chinese-passport" | "hk-macao-return-permit" | "eep" | "taiwan-compatriot-permit" | "taiwan-resident-travel-permit" | "foreigner-residence-permit" | "hk-macao-travel-permit";
                            surname: string;
                            givenNames: string;
                            documentNumber: string;
                            nationality: string;
                            birthday: string;
                            gender: ("male" | "female") | null;
                            expiry: string;
                            issuingCountry: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 600502 DOCUMENT_FILE_INVALID, 600504 UPLOAD_TOO_COMPLEX, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 600502 | 600504;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Understood but cannot be processed. Codes: 600501 DOCUMENT_UNRECOGNISED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 600501;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listFlightOrders: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                orderId?: string;
                bookingNo?: string;
                ticketNo?: string;
                pnr?: string;
                passenger?: string;
                from?: string;
                to?: string;
                status?: ("to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding")[];
                type?: "origin" | "change" | "refund" | "void";
                section?: "to_be_paid" | "reviewing" | "proceeding" | "pending_confirm" | "refunding";
                directOnly?: "true" | "false";
                agencyId?: number;
                originOrderId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderRow"][];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    createFlightOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteId: string;
                    currency: string;
                    passengers: components["schemas"]["PassengerInput"][];
                    contact: {
                        name: string;
                        /** @default 86 */
                        areaCode?: string & (unknown & unknown);
                        phone: string & (unknown & unknown);
                        /** Format: email */
                        email: string;
                    };
                    /**
                     * @default later
                     * @enum {string}
                     */
                    payment?: "later" | "balance";
                    remark?: string | null;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 600401 PASSENGERS_MISMATCH, 500110 PAYMENT_CHANNEL_UNAVAILABLE, 500202 IDEMPOTENCY_KEY_INVALID, 500207 CURRENCY_MISMATCH, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 500110 | 500202 | 500207 | 600401;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The payment was declined. Codes: 500102 PAYMENT_FAILED. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500102;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 500106 PAYMENT_DISABLED, 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403 | 500106;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 600302 QUOTE_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 600302;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 600303 QUOTE_EXPIRED, 600102 SETTLEMENT_CURRENCY_CHANGED, 500101 INSUFFICIENT_BALANCE, 500103 PAYMENT_TIMEOUT, 500107 PAYMENT_ALREADY_RESOLVED, 500108 ORDER_ALREADY_PAID, 500111 PAYMENT_IN_PROGRESS, 500206 RATE_UNAVAILABLE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500101 | 500103 | 500107 | 500108 | 500111 | 500206 | 600102 | 600303;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Understood but cannot be processed. Codes: 500104 PAYMENT_UNPROCESSABLE, 500201 IDEMPOTENCY_KEY_REUSED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500104 | 500201;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
            /** @description A supplier, the mail server or the payment gateway did not answer as needed. Codes: 600402 SUPPLIER_BOOKING_FAILED. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 600402;
                    };
                };
            };
        };
    };
    countFlightOrdersByStatus: {
        parameters: {
            query?: {
                status?: ("to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding")[];
                type?: "origin" | "change" | "refund" | "void";
                directOnly?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            /** @enum {string} */
                            status: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                            cnt: number;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getFlightOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    deleteFlightOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700305 ORDER_NOT_DELETABLE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700305;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    payFlightOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default balance
                     * @enum {string}
                     */
                    channel?: "balance" | "alipay" | "wechat-pay" | "yeepay-alipay" | "yeepay-credit-card" | "yeepay-debit-card" | "yeepay-wechat" | "airwallex" | "stripe" | "abapay";
                    returnUrl?: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            orderNo: string;
                            /** @enum {string} */
                            type: "origin" | "change" | "refund" | "void";
                            /** @enum {string} */
                            status: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                            /** @enum {string} */
                            tone: "success" | "warning" | "primary" | "error" | "info";
                            originOrderId: number | null;
                            originOrderNo: string | null;
                            agencyId: number;
                            agencyName: string;
                            bookingNo: string;
                            pnr: string | null;
                            airline: string;
                            flightNumber: string;
                            route: string;
                            departure: string;
                            passengerNames: string[];
                            ticketNumbers: string[];
                            currency: string;
                            totalAmount: number;
                            /** @enum {string} */
                            paymentStatus: "paid" | "unpaid";
                            payBefore: string | null;
                            lockedStatus: number;
                            lockedById: number | null;
                            createdById: number;
                            createdAt: string;
                            updatedAt: string;
                            supplier: string | null;
                            validatingCarrier: string;
                            bookingType: string;
                            cabin: string;
                            journeys: components["schemas"]["Journey"][];
                            baggage: components["schemas"]["Baggage"];
                            cancellation: components["schemas"]["CancellationPolicy"];
                            passengers: {
                                type: string;
                                surname: string;
                                givenNames: string;
                                gender: string;
                                birthday: string;
                                nationality: string;
                                documentType: string;
                                documentNumber: string;
                                documentExpiry: string;
                                salePrice: number;
                                ticketNumber: string | null;
                                seq: number;
                            }[];
                            contact: {
                                name: string;
                                /** @default 86 */
                                areaCode: string & (unknown & unknown);
                                phone: string & (unknown & unknown);
                                /** Format: email */
                                email: string;
                            };
                            price: components["schemas"]["FlightOrderPrice"];
                            payment: {
                                /** @enum {string} */
                                status: "paid" | "unpaid";
                                paymentState: string | null;
                                paymentId: number | null;
                                channel: string | null;
                                amount: number;
                                refundedAmount: number;
                                currency: string;
                                payBefore: string | null;
                            };
                            reviewRemark: string | null;
                            remark: string | null;
                            request: {
                                reason: number;
                                subOption: string | null;
                                remark: string | null;
                                passengerSeqs: number[];
                                proofFiles: {
                                    id: number;
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                    createdAt: string;
                                }[];
                                newJourneys: components["schemas"]["Journey"][] | null;
                            } | null;
                            lock: {
                                locked: boolean;
                                lockedById: number | null;
                                lockedByName: string | null;
                                lockedAt: string | null;
                            };
                            voidUntil: string | null;
                            issuedAt: string | null;
                            related: {
                                id: number;
                                orderNo: string;
                                /** @enum {string} */
                                type: "origin" | "change" | "refund" | "void";
                                /** @enum {string} */
                                status: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                                createdAt: string;
                            }[];
                            history: components["schemas"]["FlightOrderEvent"][];
                            allowedActions: ("pay" | "cancel" | "confirm" | "delete" | "change" | "refund" | "void" | "lock" | "unlock" | "download" | "approve" | "reject" | "issue")[];
                            paymentUrl: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 500110 PAYMENT_CHANNEL_UNAVAILABLE, 500202 IDEMPOTENCY_KEY_INVALID, 500207 CURRENCY_MISMATCH, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 500110 | 500202 | 500207;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The payment was declined. Codes: 500102 PAYMENT_FAILED. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500102;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 500106 PAYMENT_DISABLED, 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403 | 500106;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 500101 INSUFFICIENT_BALANCE, 500103 PAYMENT_TIMEOUT, 500107 PAYMENT_ALREADY_RESOLVED, 500108 ORDER_ALREADY_PAID, 500111 PAYMENT_IN_PROGRESS, 500206 RATE_UNAVAILABLE, 700101 ORDER_TRANSITION_ILLEGAL, 700102 ORDER_ACTION_NOT_ALLOWED, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500101 | 500103 | 500107 | 500108 | 500111 | 500206 | 700101 | 700102 | 700106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Understood but cannot be processed. Codes: 500104 PAYMENT_UNPROCESSABLE, 500201 IDEMPOTENCY_KEY_REUSED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500104 | 500201;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    cancelFlightOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700101 ORDER_TRANSITION_ILLEGAL, 700102 ORDER_ACTION_NOT_ALLOWED, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700101 | 700102 | 700106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    confirmRefundQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700101 ORDER_TRANSITION_ILLEGAL, 700102 ORDER_ACTION_NOT_ALLOWED, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700101 | 700102 | 700106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    lockFlightOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lockType: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700104 ORDER_ALREADY_LOCKED, 700105 ORDER_NOT_LOCKED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700104 | 700105;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    searchChangeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: 0 | 1 | 3;
                    dates: (string | null)[];
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            optionId: string;
                            journeys: components["schemas"]["Journey"][];
                            cabin: string;
                            currency: string;
                            ticketDifference: number;
                            taxDifference: number;
                            changeFee: number;
                            serviceFee: number;
                            total: number;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 700203 REASON_INVALID, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 700203;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700102 ORDER_ACTION_NOT_ALLOWED, 700202 AFTER_SALE_OPEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700102 | 700202;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
            /** @description A supplier, the mail server or the payment gateway did not answer as needed. Codes: 700401 SUPPLIER_UNAVAILABLE. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700401;
                    };
                };
            };
        };
    };
    requestChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: 0 | 1 | 3;
                    subOption?: string;
                    optionId: string;
                    passengerSeqs?: number[];
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 700203 REASON_INVALID, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 700203;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 700204 CHANGE_OPTION_NOT_FOUND, 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404 | 700204;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700102 ORDER_ACTION_NOT_ALLOWED, 700202 AFTER_SALE_OPEN, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700102 | 700106 | 700202;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    voidFlightOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700102 ORDER_ACTION_NOT_ALLOWED, 700201 VOID_WINDOW_CLOSED, 700202 AFTER_SALE_OPEN, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700102 | 700106 | 700201 | 700202;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    requestRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON, or a multipart form with the same fields plus up to 5 proof files (field "files"; jpg, png or pdf, 2 MB each). */
        requestBody: {
            content: {
                "application/json": {
                    reason: number;
                    subOption?: string;
                    remark?: string;
                    /** @description The passengers concerned (their seq in the order), comma-separated or an array; all when absent */
                    passengerSeqs?: string | number[];
                };
                "multipart/form-data": {
                    reason: number;
                    subOption?: string;
                    remark?: string;
                    /** @description The passengers concerned (their seq in the order), comma-separated or an array; all when absent */
                    passengerSeqs?: string | number[];
                    files?: string[];
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 700203 REASON_INVALID, 700301 PROOF_FILE_TYPE, 700303 PROOF_FILE_COUNT, 700304 PROOF_REQUIRED, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 700203 | 700301 | 700303 | 700304;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700102 ORDER_ACTION_NOT_ALLOWED, 700202 AFTER_SALE_OPEN, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700102 | 700106 | 700202;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 700302 PROOF_FILE_TOO_LARGE, 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 700302;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    downloadFlightDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "itinerary" | "e-ticket";
                    /** @enum {string} */
                    format: "pdf" | "xlsx";
                };
            };
        };
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700102 ORDER_ACTION_NOT_ALLOWED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700102;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getRefundProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "application/pdf": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listReviews: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                status?: ("reviewing" | "chg_reviewing" | "rfd_reviewing")[];
                agencyId?: number;
                manual?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            orderNo: string;
                            /** @enum {string} */
                            type: "origin" | "change" | "refund" | "void";
                            /** @enum {string} */
                            status: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                            /** @enum {string} */
                            tone: "success" | "warning" | "primary" | "error" | "info";
                            originOrderId: number | null;
                            originOrderNo: string | null;
                            agencyId: number;
                            agencyName: string;
                            bookingNo: string;
                            pnr: string | null;
                            airline: string;
                            flightNumber: string;
                            route: string;
                            departure: string;
                            passengerNames: string[];
                            ticketNumbers: string[];
                            currency: string;
                            totalAmount: number;
                            /** @enum {string} */
                            paymentStatus: "paid" | "unpaid";
                            payBefore: string | null;
                            lockedStatus: number;
                            lockedById: number | null;
                            createdById: number;
                            createdAt: string;
                            updatedAt: string;
                            reason: number | null;
                            remark: string | null;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    approveReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    remark?: string;
                    quote?: {
                        ticketDifference?: number;
                        taxDifference?: number;
                        changeFee?: number;
                        refundable?: number;
                        refundFee?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 700205 QUOTE_REQUIRED, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 700205;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700101 ORDER_TRANSITION_ILLEGAL, 700102 ORDER_ACTION_NOT_ALLOWED, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700101 | 700102 | 700106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    rejectReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    remark: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700101 ORDER_TRANSITION_ILLEGAL, 700102 ORDER_ACTION_NOT_ALLOWED, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700101 | 700102 | 700106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    issueTicketsManually: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tickets: {
                        seq: number;
                        ticketNumber: string & (unknown & unknown);
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["FlightOrderDetail"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700101 ORDER_TRANSITION_ILLEGAL, 700102 ORDER_ACTION_NOT_ALLOWED, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700101 | 700102 | 700106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listDisruptions: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: string & (unknown & unknown);
                type?: "change" | "cancel_no_save" | "cancel_save" | "restore";
                state?: "pending" | "accepted" | "refund_requested" | "change_requested";
                orderId?: string;
                pnr?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            orderId: number;
                            orderNo: string;
                            pnr: string | null;
                            /** @enum {string} */
                            type: "change" | "cancel_no_save" | "cancel_save" | "restore";
                            /** @enum {string} */
                            state: "pending" | "accepted" | "refund_requested" | "change_requested";
                            supplier: string | null;
                            before: components["schemas"]["Journey"][];
                            after: components["schemas"]["Journey"][] | null;
                            passengerNames: string[];
                            createdAt: string;
                            decidedAt: string | null;
                            decidedById: number | null;
                            followUpOrderId: number | null;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getDisruption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            orderId: number;
                            orderNo: string;
                            pnr: string | null;
                            /** @enum {string} */
                            type: "change" | "cancel_no_save" | "cancel_save" | "restore";
                            /** @enum {string} */
                            state: "pending" | "accepted" | "refund_requested" | "change_requested";
                            supplier: string | null;
                            before: components["schemas"]["Journey"][];
                            after: components["schemas"]["Journey"][] | null;
                            passengerNames: string[];
                            createdAt: string;
                            decidedAt: string | null;
                            decidedById: number | null;
                            followUpOrderId: number | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    decideDisruption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "accept" | "refund" | "change";
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            orderId: number;
                            orderNo: string;
                            pnr: string | null;
                            /** @enum {string} */
                            type: "change" | "cancel_no_save" | "cancel_save" | "restore";
                            /** @enum {string} */
                            state: "pending" | "accepted" | "refund_requested" | "change_requested";
                            supplier: string | null;
                            before: components["schemas"]["Journey"][];
                            after: components["schemas"]["Journey"][] | null;
                            passengerNames: string[];
                            createdAt: string;
                            decidedAt: string | null;
                            decidedById: number | null;
                            followUpOrderId: number | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700501 DISRUPTION_DECIDED, 700102 ORDER_ACTION_NOT_ALLOWED, 700202 AFTER_SALE_OPEN, 700106 ORDER_CHANGED_MEANWHILE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700102 | 700106 | 700202 | 700501;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Locked by another user. Codes: 700103 ORDER_LOCKED. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700103;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    simulateDisruption: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    /** @enum {string} */
                    type: "change" | "cancel_no_save" | "cancel_save" | "restore";
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 700102 ORDER_ACTION_NOT_ALLOWED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 700102;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listGroupOrders: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: "asc" | "desc" | "ASC" | "DESC";
                status?: "all" | "to_be_quote" | "to_be_confirm" | "to_be_apply_seat" | "seat_applying" | "to_be_pay_first" | "to_be_pay_second" | "to_be_pay_third" | "to_be_paid_last_money" | "proceeding" | "issued" | "failed" | "canceled";
                agencyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            orderNo: string;
                            agencyId: number;
                            agencyName: string;
                            /** @enum {string} */
                            status: "to_be_quote" | "to_be_confirm" | "to_be_apply_seat" | "seat_applying" | "to_be_pay_first" | "to_be_pay_second" | "to_be_pay_third" | "to_be_paid_last_money" | "proceeding" | "issued" | "failed" | "canceled" | "closed";
                            currency: string;
                            totalAmount: number | null;
                            paidAmount: number;
                            createdAt: string;
                            updatedAt: string;
                            route: string;
                            passengerCount: number;
                            departureDate: string;
                            nextDueAt: string | null;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    requestGroupQuote: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groupOrderExtraInfo: {
                        journeys: {
                            origin: string & (unknown & unknown);
                            destination: string & (unknown & unknown);
                            date: string & (unknown & unknown);
                            /** @default  */
                            remark?: string;
                        }[];
                        /** @default false */
                        isChangeDate?: boolean;
                        /** @default false */
                        acceptChangeFlight?: boolean;
                    };
                    passengers: {
                        /** @default 10 */
                        adult?: number;
                        /** @default 10 */
                        child?: number;
                        /** @default 0 */
                        infant?: number;
                    };
                    contact: {
                        name: string;
                        phone: string & (unknown & unknown);
                        /** Format: email */
                        email: string;
                    };
                    /** @default  */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    countGroupOrdersByStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            status: string;
                            cnt: number;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getGroupOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    confirmGroupQuote: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT, 710102 GROUP_QUOTE_EXPIRED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101 | 710102;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    applyForGroupSeats: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    payGroupInstalment: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
                seq: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 500110 PAYMENT_CHANNEL_UNAVAILABLE, 500202 IDEMPOTENCY_KEY_INVALID, 500207 CURRENCY_MISMATCH, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 500110 | 500202 | 500207;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The payment was declined. Codes: 500102 PAYMENT_FAILED. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500102;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 500106 PAYMENT_DISABLED, 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403 | 500106;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT, 710106 GROUP_INSTALMENT_NOT_DUE, 710103 GROUP_REVIEW_PENDING, 500105 GROUP_PAYMENT_EXPIRED, 500101 INSUFFICIENT_BALANCE, 500103 PAYMENT_TIMEOUT, 500107 PAYMENT_ALREADY_RESOLVED, 500108 ORDER_ALREADY_PAID, 500111 PAYMENT_IN_PROGRESS, 500206 RATE_UNAVAILABLE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500101 | 500103 | 500105 | 500107 | 500108 | 500111 | 500206 | 710101 | 710103 | 710106;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Understood but cannot be processed. Codes: 500104 PAYMENT_UNPROCESSABLE, 500201 IDEMPOTENCY_KEY_REUSED. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 500104 | 500201;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    cancelGroupOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    acceptForfeit: true;
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getGroupPassengerTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    confirmGroupPassengers: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710104 GROUP_PASSENGERS_LOCKED, 710105 GROUP_PASSENGERS_INCOMPLETE, 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101 | 710104 | 710105;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    downloadGroupDocument: {
        parameters: {
            query?: {
                format?: "pdf" | "xlsx";
            };
            header?: never;
            path: {
                id: number;
                kind: "itinerary" | "e-ticket";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment (content-disposition names it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    importGroupPassengers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The group's passenger list (xlsx), from getGroupPassengerTemplate. */
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            saved: boolean;
                            passengers: components["schemas"]["Passenger"][];
                            errors: {
                                row: number;
                                field: string;
                                message: string;
                            }[];
                        };
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 600503 IMPORT_FORMAT, 600504 UPLOAD_TOO_COMPLEX, 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400 | 600503 | 600504;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710104 GROUP_PASSENGERS_LOCKED, 710105 GROUP_PASSENGERS_INCOMPLETE, 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101 | 710104 | 710105;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Too many requests: wait and retry. Codes: 300011 TOO_MANY_REQUESTS. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 300011;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    listDeskGroupOrders: {
        parameters: {
            query?: {
                _start?: number;
                _end?: number;
                _sort?: string;
                _order?: "asc" | "desc" | "ASC" | "DESC";
                status?: "all" | "to_be_quote" | "to_be_confirm" | "to_be_apply_seat" | "seat_applying" | "to_be_pay_first" | "to_be_pay_second" | "to_be_pay_third" | "to_be_paid_last_money" | "proceeding" | "issued" | "failed" | "canceled";
                agencyId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    /** @description How many rows match the filter, over all pages */
                    "x-total-count"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            id: number;
                            orderNo: string;
                            agencyId: number;
                            agencyName: string;
                            /** @enum {string} */
                            status: "to_be_quote" | "to_be_confirm" | "to_be_apply_seat" | "seat_applying" | "to_be_pay_first" | "to_be_pay_second" | "to_be_pay_third" | "to_be_paid_last_money" | "proceeding" | "issued" | "failed" | "canceled" | "closed";
                            currency: string;
                            totalAmount: number | null;
                            paidAmount: number;
                            createdAt: string;
                            updatedAt: string;
                            route: string;
                            passengerCount: number;
                            departureDate: string;
                            nextDueAt: string | null;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    countDeskGroupOrdersByStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: {
                            status: string;
                            cnt: number;
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    getDeskGroupOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    quoteGroupOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    prices: {
                        adult: number;
                        child: number;
                        infant: number;
                    };
                    flights: {
                        carrier: string & (unknown & unknown);
                        flightNumber: string & (unknown & unknown);
                        origin: string & (unknown & unknown);
                        destination: string & (unknown & unknown);
                        departure: string & (unknown & unknown);
                        arrival: string & (unknown & unknown);
                        /** @default economy */
                        cabin?: string;
                    }[];
                    /** Format: date-time */
                    quoteDeadline: string;
                    instalments: {
                        amount: number;
                        /** Format: date-time */
                        dueAt: string;
                    }[];
                    /** @default false */
                    manualReview?: boolean;
                    /** @default  */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    grantGroupSeats: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pnr: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    rejectGroupSeats: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    reviewGroupOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approve: boolean;
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    issueGroupTickets: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tickets: {
                        passengerId: number;
                        ticketNumber: string & (unknown & unknown);
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT, 710105 GROUP_PASSENGERS_INCOMPLETE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101 | 710105;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    cancelDeskGroupOrder: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    acceptForfeit: true;
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description Success: `code` 0 and the answer in `data`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: number;
                        data: components["schemas"]["GroupOrder"];
                        message: string;
                    };
                };
            };
            /** @description The request was refused: invalid input (data.fields names each field) or a business rule. Codes: 100400 VALIDATION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Not authenticated: no token or key, an expired or revoked session, an inactive account, or an unknown API key. Codes: 200001 NOT_LOGGED_IN, 200005 SESSION_EXPIRED, 200006 SESSION_REVOKED, 201001 ACCOUNT_DISABLED, 200007 API_KEY_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200001 | 200005 | 200006 | 200007 | 201001;
                    };
                };
            };
            /** @description The access policy or an agency setting does not allow this call. Codes: 200403 FORBIDDEN, 200008 API_KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 200008 | 200403;
                    };
                };
            };
            /** @description Not found, or not visible to the caller. Codes: 100404 NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100404;
                    };
                };
            };
            /** @description Refused by the current state of the resource. Codes: 710101 GROUP_STATUS_CONFLICT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 710101;
                    };
                };
            };
            /** @description The request or an uploaded file is too large. Codes: 100400 VALIDATION. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description The content type is not accepted. Codes: 100400 VALIDATION. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100400;
                    };
                };
            };
            /** @description Our fault (logged); never the answer to bad input. Safe to retry with the same Idempotency-Key. Codes: 100500 INTERNAL. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"] & {
                        /** @enum {unknown} */
                        code?: 100500;
                    };
                };
            };
        };
    };
    onOrderToBePaid: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.to_be_paid";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderReserved: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.reserved";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderReviewing: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.reviewing";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderProceeding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.proceeding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderIssued: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.issued";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.failed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderOriginFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.origin_failed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderChangeFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.change_failed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefundFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.refund_failed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderVoidFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.void_failed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderFailedReimbursing: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.failed_reimbursing";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderFailedReimbursed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.failed_reimbursed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderChgReviewing: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.chg_reviewing";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderChgRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.chg_rejected";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderChgToBePaid: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.chg_to_be_paid";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderChgProceeding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.chg_proceeding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.changed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderReimbursing: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.reimbursing";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRfdReviewing: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.rfd_reviewing";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRfdRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.rfd_rejected";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRfdToBeConfirm: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.rfd_to_be_confirm";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRfdProceeding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.rfd_proceeding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefunded: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.refunded";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefundedReimbursing: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.refunded_reimbursing";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefundedReimbursed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.refunded_reimbursed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderVoidProceeding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.void_proceeding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderVoidRejected: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.void_rejected";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderVoided: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.voided";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderVoidedReimbursing: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.voided_reimbursing";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderVoidedReimbursed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.voided_reimbursed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderClosed: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.closed";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCanceled: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.canceled";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderHolding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.holding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderOriginCanceled: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.origin_canceled";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderOriginHolding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.origin_holding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderChangeCanceled: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.change_canceled";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderChangeHolding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.change_holding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefundCanceled: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.refund_canceled";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefundHolding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.refund_holding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderVoidCanceled: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.void_canceled";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderVoidHolding: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "order.void_holding";
                    /** @constant */
                    channel: "booking";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        orderId: number;
                        orderNo: string;
                        /**
                         * @description origin, or the after-sale order kind
                         * @enum {string}
                         */
                        type: "origin" | "change" | "refund" | "void";
                        /** @description The original order of a change, refund or void order */
                        originOrderId: number | null;
                        /** @enum {string|null} */
                        from: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding" | null;
                        /** @enum {string} */
                        to: "to_be_paid" | "reserved" | "reviewing" | "proceeding" | "issued" | "failed" | "origin_failed" | "change_failed" | "refund_failed" | "void_failed" | "failed_reimbursing" | "failed_reimbursed" | "chg_reviewing" | "chg_rejected" | "chg_to_be_paid" | "chg_proceeding" | "changed" | "reimbursing" | "rfd_reviewing" | "rfd_rejected" | "rfd_to_be_confirm" | "rfd_proceeding" | "refunded" | "refunded_reimbursing" | "refunded_reimbursed" | "void_proceeding" | "void_rejected" | "voided" | "voided_reimbursing" | "voided_reimbursed" | "closed" | "canceled" | "holding" | "origin_canceled" | "origin_holding" | "change_canceled" | "change_holding" | "refund_canceled" | "refund_holding" | "void_canceled" | "void_holding";
                        /** @description What moved the order (pay, issue, cancel, timeout, ...) */
                        action: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDisruptionChange: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "disruption.change";
                    /** @constant */
                    channel: "flight_change";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        disruptionId: number;
                        orderId: number;
                        orderNo: string;
                        pnr: string | null;
                        /** @enum {string} */
                        type: "change" | "cancel_no_save" | "cancel_save" | "restore";
                        before: components["schemas"]["Journey"][];
                        /** @description null when the flight is cancelled with nothing offered */
                        after: components["schemas"]["Journey"][] | null;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDisruptionCancelNoSave: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "disruption.cancel_no_save";
                    /** @constant */
                    channel: "flight_change";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        disruptionId: number;
                        orderId: number;
                        orderNo: string;
                        pnr: string | null;
                        /** @enum {string} */
                        type: "change" | "cancel_no_save" | "cancel_save" | "restore";
                        before: components["schemas"]["Journey"][];
                        /** @description null when the flight is cancelled with nothing offered */
                        after: components["schemas"]["Journey"][] | null;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDisruptionCancelSave: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "disruption.cancel_save";
                    /** @constant */
                    channel: "flight_change";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        disruptionId: number;
                        orderId: number;
                        orderNo: string;
                        pnr: string | null;
                        /** @enum {string} */
                        type: "change" | "cancel_no_save" | "cancel_save" | "restore";
                        before: components["schemas"]["Journey"][];
                        /** @description null when the flight is cancelled with nothing offered */
                        after: components["schemas"]["Journey"][] | null;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onDisruptionRestore: {
        parameters: {
            query?: never;
            header: {
                /** @description sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">, one per active key, comma-separated */
                "x-tessera-signature": string;
                /** @description Unix seconds when this attempt was signed */
                "x-tessera-timestamp": string;
                /** @description The event id (also the body id); the same on every retry */
                "x-tessera-event-id": string;
                /** @description The event name, as in the body */
                "x-tessera-event": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Same as x-tessera-event-id
                     */
                    id: string;
                    /** @constant */
                    event: "disruption.restore";
                    /** @constant */
                    channel: "flight_change";
                    /** Format: date-time */
                    occurredAt: string;
                    data: {
                        disruptionId: number;
                        orderId: number;
                        orderNo: string;
                        pnr: string | null;
                        /** @enum {string} */
                        type: "change" | "cancel_no_save" | "cancel_save" | "restore";
                        before: components["schemas"]["Journey"][];
                        /** @description null when the flight is cancelled with nothing offered */
                        after: components["schemas"]["Journey"][] | null;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else (or no answer within 5 s) is retried with backoff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (for example a bad signature): retried, then given up and noted in the order history. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
