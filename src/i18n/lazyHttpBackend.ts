import type { BackendModule, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, fetched with the first namespace that is not there yet. A page the server
 * rendered arrives with its translations inlined, so its first load needs no loader at all; the
 * loader comes with the first visit to a page that needs other namespaces (and with the back office).
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static type = 'backend' as const;
  type = 'backend' as const;
  callbackApi = true;
  private setup?: [Services, HttpBackendOptions];
  private loader?: Promise<Pick<BackendModule, 'read'>>;

  init(services: Services, backendOptions: HttpBackendOptions) {
    this.setup = [services, backendOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    this.loader ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend();
      if (this.setup) backend.init(...this.setup);
      return backend;
    });
    this.loader.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // A failed download may succeed later (i18next retries): ask for the module again then.
        this.loader = undefined;
        callback(error instanceof Error ? error : String(error), false);
      },
    );
  }
}
