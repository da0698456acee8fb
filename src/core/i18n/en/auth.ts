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

  // OAuth 2.0 error responses (RFC 6749 §4.1.2.1, §5.2). error: the error code as the server sent it (shown as code, never translated).
  'auth.oauthErrorHint':
    '{error, select, invalid_request {The request was malformed or missed a parameter} invalid_client {Client authentication failed (check the client id, the secret and where it is sent)} invalid_grant {The code, refresh token or user credentials were not accepted} unauthorized_client {This client may not use this flow} unsupported_grant_type {The server does not support this flow} invalid_scope {A requested scope is not valid} access_denied {Access was denied} unsupported_response_type {The server does not support this response type} server_error {The authorization server had an error} temporarily_unavailable {The authorization server is temporarily unavailable} other {The authorization server refused the request}}',
  // hint: auth.oauthErrorHint; error: the error code as sent.
  'auth.oauthError': '{hint} ({error})',
  // description: the server's own error_description (or auth.oauthResponseProblem), shown as sent.
  'auth.oauthErrorDescribed': '{hint} ({error}): {description}',
  // message: auth.oauthError or auth.oauthErrorDescribed; uri: the server's error_uri.
  'auth.oauthErrorSee': '{message} — see {uri}',
  // Why spec-doc could not use a token response or the redirect back from the authorization server (the description of an invalid_response error).
  'auth.oauthResponseProblem':
    '{what, select, not-json {The token response is not JSON} not-object {The token response is not a JSON object} no-token {The token response has no access_token} redirect-invalid {The redirect URL is not valid} other {The redirect carries neither a code, an access token nor an error}}',

  // Input a request cannot be made from
  'auth.clientIdRequired':
    '{purpose, select, authorize {A client id is required to authorize} token {A client id is required for a token request} other {A client id is required to request a device code}}',
  // param: a token request parameter (code, redirect_uri, username, password, refresh_token, device_code); grant: the grant_type value; both as code.
  'auth.paramRequired': '{param} is required for the {grant} grant',
  'auth.pkceChallengeMissing': 'The authorization code flow needs a PKCE code challenge',
  // x-pkce-only: the description’s extension, as code.
  'auth.pkceOnlyVerifier': 'x-pkce-only: the authorization code must be exchanged with its PKCE code verifier',
  // url: the URL as written; reason: auth.urlRefused.
  'auth.oauthUrlUnusable':
    '{kind, select, relative {The URL "{url}" is relative, and there is no document URL to resolve it against, so it cannot be used} other {The URL "{url}" cannot be used: {reason}}}',
  // The extra parameters (x-token-params, x-authorize-params, additional-token-params…) cannot be read. source: where they are written, as code; detail: the JSON parser’s own message; piece: the text that is no pair; name: a parameter name.
  'auth.extraParamsProblem':
    '{what, select, params-json {{source}: not valid JSON ({detail})} params-form {{source}: expected a JSON object or a query string like a=1&b=2} params-pair {{source}: "{piece}" is not a name=value pair (expected a JSON object or a query string like a=1&b=2)} params-object {{source}: expected an object of name/value pairs} other {{source}: the value of "{name}" must be a string, number or boolean}}',

  // URLs of the flows that cannot be used. key: the field’s name as written in the description, the discovery document or the metadata, as code.
  'auth.urlField': "{source, select, discovery {the discovery document's {key}} metadata {the metadata's {key}} other {its {key}}}",
  // field: auth.urlField (“its tokenUrl”); scheme: the scheme refused, as code (“javascript:”).
  'auth.urlFieldRefused':
    '{kind, select, relative {{field} is relative, and there is no document URL to resolve it against} not-text {{field} is not text} empty {{field} is empty} invalid {{field} is not a valid URL} no-host {{field} names no host} scheme {{field} is not an http(s) URL ({scheme})} other {{field} is not an http(s) URL}}',
  // A problem of auth.flowUnusable: required URLs nobody gave; first, second: their names, as code; keys: one or two (how many are named).
  'auth.flowUrlMissing':
    '{source, select, metadata {{keys, select, one {neither the description nor the metadata gives a usable `{first}`} other {neither the description nor the metadata gives a usable `{first}` or `{second}`}}} other {{keys, select, one {the description gives no `{first}`} other {the description gives no `{first}` or `{second}`}}}}',
  // problem: auth.urlFieldRefused.
  'auth.refreshProblem': 'Tokens of this flow are not refreshed: {problem}.',
  'auth.metadataProblem': "The authorization server's metadata cannot be read: {problem}.",
  'auth.discoveryProblem': '{what, select, not-object {The discovery document is not a JSON object.} other {The discovery document offers no flow a browser can use.}}',
  'auth.metadataNotObject': 'The authorization server metadata is not a JSON object.',

  // The device flow’s problems
  // problem: auth.urlFieldRefused about the response’s verification_uri.
  'auth.deviceResponseProblem':
    '{what, select, not-json {The device authorization response is not JSON.} not-object {The device authorization response is not a JSON object.} missing {The device authorization response lacks device_code, user_code or verification_uri.} other {The device authorization response cannot be used: {problem}.}}',
  'auth.deviceDenied': 'The sign-in was denied on the verification page (access_denied).',
  // server: yes when the server said so (expired_token), else the time ran out.
  'auth.deviceExpired':
    '{server, select, yes {The code expired before the sign-in was completed (expired_token). Request a new code.} other {The code expired before the sign-in was completed. Request a new code.}}',
  'auth.deviceCancelled': 'Sign-in cancelled.',
  // problem: auth.urlFieldRefused about the scheme's openIdConnectUrl.
  'auth.schemeUnusable': 'This scheme cannot be used: {problem}.',
  // Why a security scheme of the description cannot be used. Words in backticks are OpenAPI fields (keep them as written); reason is the
  // $ref resolver's own words; name is an API key's name as the description writes it; type is the scheme's type as written.
  'auth.schemeProblem':
    '{problem, select, notObject {The security scheme is not an object} unresolved {{reason}} httpNoScheme {The HTTP scheme names no `scheme`} apiKeyIncomplete {The API key scheme needs `name` and `in` (header, query or cookie)} apiKeyHeaderName {`{name}` is not a valid HTTP header name and cannot be sent.} apiKeyCookieName {`{name}` is not a valid cookie name and cannot be sent.} noFlows {The OAuth 2.0 scheme lists no flows} oidcNoUrl {The OpenID Connect scheme has no `openIdConnectUrl`} other {Unknown security scheme type "{type}"}}',
} as const;

registerEnglish(authMessages);
