/**
 * Computes a module-level value. Called as `pure(() => …)` behind a pure annotation, with a function as
 * its one argument, so a consumer's bundler drops the value, and all it calls, when nothing uses it:
 * the package does no work at load for what is not imported. Nested or chained calls (zod's
 * `z.object({ a: z.string() })`, `.check()`) cannot be annotated one by one (a pure call is only
 * dropped when its arguments can be), nor can property reads or spreads; wrapping them here can.
 */
export function pure<T>(compute: () => T): T {
  return compute();
}
