// Zod compiles its object parsers with `new Function` where it may. Our CSP forbids eval, and
// Chromium reports zod's refused probe as a CSP violation on every page that builds a schema (the
// login form, the back office). Zod reads its settings from this global, so its interpreted parser
// is chosen before any schema is built, without bringing zod into the first load. Each browser
// entry imports this module first.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
