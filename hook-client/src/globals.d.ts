/** The package version, injected by build.mjs. */
declare const AMEM_VERSION: string;
