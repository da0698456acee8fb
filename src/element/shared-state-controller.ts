import { ContextProvider } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { HideRule } from '../core/model/visible-properties.js';
import { defaultSchemaTabContext, schemaSettingsContext, storeContext, tryOptionsContext } from '../ui/reference/contexts.js';
import type { SchemaSettings, SchemaStyle, SchemaTab } from '../ui/reference/schema-settings.js';
import { DEFAULT_TRY_OPTIONS, type FetchCredentials, type TryOptions } from '../ui/try/try-options.js';
import type { ApiServerController } from './api-server-controller.js';
import type { AuthController } from './auth-controller.js';
import type { LoadController } from './load-controller.js';
import { keep } from './memo.js';

/** The attributes the views read through the contexts. */
export type SharedStateHost = ReactiveControllerHost &
  HTMLElement & {
    schemaStyle: SchemaStyle;
    schemaExpandLevel: number;
    schemaDescriptionExpanded: boolean;
    allowSchemaDescriptionExpandToggle: boolean;
    schemaHideReadOnly: HideRule;
    schemaHideWriteOnly: HideRule;
    defaultSchemaTab: SchemaTab;
    serverUrl: string;
    fillRequestFieldsWithExample: boolean;
    showCurlBeforeTry: boolean;
    responseAreaHeight: string;
    fetchCredentials: FetchCredentials;
  };

/**
 * What the views share, handed down as contexts (ui/reference/contexts.ts) instead of through
 * attributes on the element's DOM or pushes into its children: the loaded description's store,
 * the schema settings, default-schema-tab, and the TRY consoles' options with the credentials
 * entered. Before each render each value is derived from the attributes and the other
 * controllers, and replaced only when one of its inputs changed, so consumers update only then.
 */
export class SharedStateController implements ReactiveController {
  private readonly host: SharedStateHost;
  private readonly loader: LoadController;
  private readonly apiServer: ApiServerController;
  private readonly auth: AuthController;
  private readonly store: ContextProvider<typeof storeContext>;
  private readonly schemaSettings: ContextProvider<typeof schemaSettingsContext>;
  private readonly defaultTab: ContextProvider<typeof defaultSchemaTabContext>;
  private readonly tryOptions: ContextProvider<typeof tryOptionsContext>;

  private readonly whenSendable: () => Promise<void>;

  /** @param whenSendable what a TRY console waits for before sending (the mock server starting). */
  constructor(host: SharedStateHost, loader: LoadController, apiServer: ApiServerController, auth: AuthController, whenSendable: () => Promise<void>) {
    this.host = host;
    this.whenSendable = whenSendable;
    this.loader = loader;
    this.apiServer = apiServer;
    this.auth = auth;
    this.store = new ContextProvider(host, { context: storeContext });
    this.schemaSettings = new ContextProvider(host, { context: schemaSettingsContext });
    this.defaultTab = new ContextProvider(host, { context: defaultSchemaTabContext });
    this.tryOptions = new ContextProvider(host, { context: tryOptionsContext, initialValue: DEFAULT_TRY_OPTIONS });
    host.addController(this);
  }

  hostUpdate(): void {
    const { host, loader, apiServer } = this;
    this.store.setValue(loader.store);
    this.defaultTab.setValue(host.defaultSchemaTab);
    const settings: SchemaSettings = {
      style: host.schemaStyle,
      expandLevel: host.schemaExpandLevel,
      descriptionExpanded: host.schemaDescriptionExpanded,
      descriptionToggle: host.allowSchemaDescriptionExpandToggle,
      hideReadOnly: host.schemaHideReadOnly,
      hideWriteOnly: host.schemaHideWriteOnly,
    };
    this.schemaSettings.setValue(keep(this.schemaSettings.value, settings));
    const options: TryOptions = {
      serverUrl: apiServer.resolved.ok ? apiServer.resolved.url : '',
      serverFixed: host.serverUrl !== '',
      descriptionUrl: loader.descriptionUrl,
      fill: host.fillRequestFieldsWithExample,
      showCurl: host.showCurlBeforeTry,
      responseHeight: host.responseAreaHeight || '300px',
      credentials: host.fetchCredentials,
      auth: this.auth.state,
      whenSendable: this.whenSendable,
    };
    this.tryOptions.setValue(keep(this.tryOptions.value, options));
  }
}
