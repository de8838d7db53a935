import { DurableObject } from "cloudflare:workers";
export class UserMemory extends DurableObject<Env> {}
export default {
  async fetch() { return new Response("ok"); },
} satisfies ExportedHandler<Env>;
