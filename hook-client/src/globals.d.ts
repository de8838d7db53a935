/** The package version, injected by build.mjs. */
declare const AMEM_VERSION: string;
/** Markdown assets, bundled as their text by build.mjs. */
declare module "*.md" {
  const text: string;
  export default text;
}
