/**
 * Imported first by each entry point (the app, the demo's worker), before any schema is built.
 * Zod compiles fast object parsers with `new Function`, after probing whether it may: under the
 * Content-Security-Policy (no eval, decision 0021) the probe is refused and reported as a violation.
 * Jitless, Zod neither probes nor compiles; parsing the app's small payloads stays fast.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there when
 * it loads, so this sets `jitless` without importing Zod: `z.config()` (even from zod/v4/core) would
 * put 3.6 KB of Zod into the first screen's chunk, which needs no Zod. zod-jitless.test.ts checks
 * that Zod still reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
