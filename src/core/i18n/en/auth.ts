import { registerEnglish } from '../english.js';

/** English messages of authentication and OAuth 2.0: scheme cards, credential inputs, flows, tokens (see index.ts). */
export const authMessages = {
  // The section and its cards
  'auth.heading': 'Authentication',
  'auth.statusSet': 'Set',
  'auth.statusNotSet': 'Not set',
  'auth.deprecated': 'Deprecated',
  'auth.deprecatedNote': 'This scheme is deprecated: the API may stop accepting it; prefer another where the operation allows one.',
  // The api-key-name attribute names a header no request can carry; name: that name, between backticks as code.
  'auth.extraKeyProblem': '`{name}` is not a valid HTTP header name and cannot be sent (api-key-name).',
  'auth.extraKeySent': 'Sent with every request (api-key-name).',
  'auth.scopeCount': '{count, plural, one {# scope:} other {# scopes:}}',
  'auth.mutualTlsNote': 'The browser answers with a client certificate from its own certificate store when the server asks; there is nothing to enter here.',
  'auth.cookieNoteBefore':
    "The key is put in this page's cookies for the API's host, from where the browser sends it — to an API on this page's own site only (another site's cookies cannot be set from a page), and from another origin of the site only with",
  'auth.cookieNoteAfter': '.',

  // Scheme types and where their credentials go
  'auth.apiKey': 'API key',
  'auth.typeHttpBasic': 'HTTP Basic',
  'auth.typeBearer': 'Bearer',
  'auth.typeBearerFormat': 'Bearer ({format})',
  'auth.typeHttp': 'HTTP {scheme}',
  'auth.typeMutualTls': 'Mutual TLS',
  'auth.placeAuthorizationHeader': 'Authorization header',
  'auth.placeTlsCertificate': 'TLS client certificate',

  // Credential inputs
  'auth.set': 'Set',
  'auth.clear': 'Clear',
  'auth.userName': 'User name',
  'auth.password': 'Password',
  'auth.token': 'Token',
  'auth.tokenWithFormat': 'Token ({format})',
  'auth.authorizationValue': 'Authorization value ({scheme})',
  // A credential that goes in a header: it has a line break (or NUL), or characters past Latin-1.
  'auth.valueProblem':
    '{problem, select, line-break {This value contains a line break or a NUL character and cannot be sent in a header.} other {This value contains characters that a header cannot carry (only Latin-1); encode the value first.}}',
  'auth.pasteToken': 'Paste an access token',
  'auth.accessToken': 'Access token',

  // Discovery: OpenID Connect and authorization server metadata
  'auth.discoveryReading': 'Reading the discovery document…',
  'auth.loadOidcFlows': 'Load the OpenID Connect flows',
  'auth.discoveryError': 'Could not read the OpenID Connect discovery document at {url}: {reason}',
  'auth.metadataLabel': 'Authorization server metadata',
  'auth.metadataReading': 'Reading the authorization server metadata…',
  'auth.discoverEndpoints': 'Discover endpoints',
  'auth.metadataError': 'Could not read the authorization server metadata at {url}: {reason}',
  'auth.metadataUsed': 'The flows below use the discovered endpoints.',
  // Why a discovery document’s, metadata’s or authorization URL is not used, as the reason of auth.discoveryError, auth.metadataError and auth.popupRefused; scheme: the scheme refused, as code (“javascript:”).
  'auth.urlRefused':
    '{kind, select, not-text {it is not text} empty {it is empty} invalid {it is not a valid URL} no-host {it names no host} scheme {it is not an http(s) URL ({scheme})} other {it is not an http(s) URL}}',

  // OAuth 2.0 flows
  'auth.flowAuthorizationCode': 'Authorization Code',
  'auth.flowClientCredentials': 'Client Credentials',
  'auth.flowImplicit': 'Implicit',
  'auth.flowPassword': 'Password',
  'auth.flowDeviceAuthorization': 'Device Authorization',
  'auth.passwordFlowDeprecated': '(deprecated in OAuth 2.1)',
  'auth.authorizationUrl': 'Authorization URL',
  'auth.deviceAuthorizationUrl': 'Device authorization URL',
  'auth.tokenUrl': 'Token URL',
  'auth.clientId': 'Client ID',
  'auth.clientSecret': 'Client secret',
  'auth.pkceOnly': 'PKCE only: no client secret is sent from the browser.',
  'auth.sendClientCredentialsIn': 'Send client credentials in',
  'auth.clientAuthHeader': 'Authorization header (HTTP Basic)',
  'auth.clientAuthBody': 'Request body',
  'auth.scopes': 'Scopes',
  'auth.authorize': 'Authorize',
  'auth.getCode': 'Get a code',
  'auth.getToken': 'Get token',
  'auth.flowButton': '{action} ({flow})',
  'auth.waitingForServer': 'Waiting for the authorization server…',

  // The device flow
  'auth.deviceEnterCode': 'Enter the code',
  'auth.deviceAt': 'at',
  'auth.copyCode': 'Copy code',
  'auth.copied': 'Copied',
  'auth.deviceOpenComplete': 'Open the page with the code filled in',
  // expiry and nextCheck: a time from now in the language (“in 14 minutes”, “in 5 seconds”).
  'auth.deviceWaiting': 'Waiting for the sign-in · the code expires {expiry}',
  'auth.deviceWaitingNext': 'Waiting for the sign-in · next check {nextCheck} · the code expires {expiry}',
  'auth.cancel': 'Cancel',

  // Tokens
  'auth.tokenHeld': 'Token held',
  'auth.tokenScopes': 'Scopes: {scopes}',
  'auth.noExpiry': 'No expiry given',
  // when: a time from now in the language (“in 59 minutes”).
  'auth.expiresIn': 'Expires {when}',
  'auth.expired': 'Expired',
  'auth.refreshedAutomatically': '{expiry} · refreshed automatically',
  'auth.refresh': 'Refresh',
  'auth.logOut': 'Log out',

  // Errors of the flows
  'auth.flowUnusable': 'This flow cannot be used: {problem}.',
  // The problem of auth.flowUnusable when the page's oauth-receiver URL (the oauth-receiver attribute) cannot be used; scheme: the scheme refused, as code (“javascript:”).
  'auth.receiverRefused':
    '{kind, select, empty {the oauth-receiver URL is empty} invalid {the oauth-receiver URL is not a valid URL} no-host {the oauth-receiver URL names no host} scheme {the oauth-receiver URL is not an http(s) URL ({scheme})} other {the oauth-receiver URL is not an http(s) URL}}',
  'auth.cannotPrepare': 'The authorization cannot be prepared: {reason}',
  'auth.authorizationCancelled': 'Authorization cancelled.',
  'auth.tokenRequestCancelled': 'Token request cancelled.',
  'auth.deviceEndpointUnreachable': 'The device authorization endpoint could not be reached ({reason}); it may not allow requests from this page (CORS).',
  'auth.tokenEndpointUnreachable': 'The token endpoint could not be reached ({reason}); it may not allow requests from this page (CORS).',
  'auth.withHttpStatus': '{message} (HTTP {status})',
  'auth.refreshFailed': 'Could not refresh the token: {reason}',

  // The authorization popup
  'auth.popupCancelled': 'The authorization was cancelled.',
  'auth.popupRefused': 'The authorization URL cannot be opened: {reason}.',
  'auth.popupBlocked': 'The browser blocked the sign-in window. Allow pop-ups for this page and try again.',
  'auth.popupClosed': 'The sign-in window was closed before the authorization finished.',
  'auth.popupTimeout': 'No authorization response within {seconds, plural, one {# second} other {# seconds}}; the sign-in window was closed.',
} as const;

registerEnglish(authMessages);
