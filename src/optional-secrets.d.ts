// Secrets the worker works without. `wrangler types` lists only the required ones
// (wrangler.toml [secrets]), so the optional ones are declared here, optional.
interface OptionalSecrets {
  /** Enables SUMMARIZER = "anthropic". */
  ANTHROPIC_API_KEY?: string;
}
interface Env extends OptionalSecrets {}
declare namespace Cloudflare {
  interface Env extends OptionalSecrets {}
}
