/** Toasts last 2 s on the login and application screens and 2.5 s on the other forms (docs/product.md#toasts). */
export const TOAST_MS = { login: 2000, application: 2000, form: 2500 } as const;
