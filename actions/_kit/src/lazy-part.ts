/**
 * A loader for an action's `lazy-<part>.ts`: scripts/build.mjs bundles it apart (minified, which
 * ncc does not do for the chunks of a dynamic import()) into `dist/<action>/lazy-<part>/`, beside
 * the main bundle whose `import.meta.url` is `bundleUrl`. The path is built at run time because
 * ncc would turn a literal `new URL('…', import.meta.url)` into an asset of its own.
 */
export const lazyPart =
  <Part>(bundleUrl: string, part: `lazy-${string}`): (() => Promise<Part>) =>
  () =>
    import(/* webpackIgnore: true */ new URL(['.', part, 'index.js'].join('/'), bundleUrl).href) as Promise<Part>;
