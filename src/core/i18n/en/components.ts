import { registerEnglish } from '../english.js';

/** English messages of the components view (the focused style's sections of `components`, see index.ts): a lazy chunk with the view (component-section.ts). */
export const componentsMessages = {
  // Components
  'components.componentMissing': 'This component is not in the loaded description',
  'components.componentFailed': 'Could not show this component: {error}',
  'components.sameAs': 'Same as',
  'components.externalValue': 'External value:',
  'components.schemeType': 'Type',
  'components.scheme': 'Scheme',
  'components.bearerFormat': 'Bearer format',
  'components.in': 'In',
  'components.name': 'Name',
  'components.openIdConnectUrl': 'OpenID Connect URL',
  'components.oauth2MetadataUrl': 'OAuth 2.0 metadata URL',
  'components.deprecatedField': 'Deprecated',
  'components.yes': 'yes',
  'components.flow': 'Flow: {type}',
  'components.authorizationUrl': 'Authorization URL',
  'components.deviceAuthorizationUrl': 'Device authorization URL',
  'components.tokenUrl': 'Token URL',
  'components.refreshUrl': 'Refresh URL',
  'components.noScopes': 'No scopes',
  'components.operation': 'Operation',
  'components.operationReference': 'Operation reference',
} as const;

registerEnglish(componentsMessages);
