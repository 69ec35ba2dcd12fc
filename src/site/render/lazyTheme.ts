/**
 * A theme made the first time something reads it. MUI makes fallback themes as its modules load
 * (see `lazyMuiDefaultThemes` in vite.config.ts, which puts this in their place); the site's pages
 * render inside the site's own theme and never read them, so they are never made.
 */
export default function lazyTheme<Theme extends object>(create: () => Theme): Theme {
  let theme: Theme | undefined;
  const real = () => (theme ??= create());
  return new Proxy({} as Theme, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // The proxy's own target is empty, so every property it reports must be configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
