// A pass-through HTTP proxy in front of the service that counts the statuses clients receive.
// When the service is down or dies mid-request, the client's connection is reset, as it would
// be without the proxy.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export class CountingProxy {
  readonly statuses = new Map<number, number>();
  /** Requests that got no answer (service down or killed mid-request). */
  resets = 0;
  #server: Server | undefined;
  readonly #sockets = new Set<Socket>();

  constructor(private readonly target: () => string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`;
  }

  get fiveXx(): number {
    let n = 0;
    for (const [status, count] of this.statuses) if (status >= 500) n += count;
    return n;
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      const upstream = new URL(req.url ?? "/", this.target());
      const out = request(upstream, { method: req.method, headers: req.headers }, (answer) => {
        const status = answer.statusCode ?? 0;
        this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
        res.writeHead(status, answer.headers);
        answer.on("error", () => res.destroy());
        answer.pipe(res);
      });
      out.on("error", () => {
        this.resets++;
        req.socket.destroy();
      });
      req.pipe(out);
    });
    this.#server.on("connection", (s) => {
      this.#sockets.add(s);
      s.on("close", () => this.#sockets.delete(s));
    });
    await new Promise<void>((r) => this.#server?.listen(0, "127.0.0.1", r));
    return this;
  }

  async stop(): Promise<void> {
    for (const s of this.#sockets) s.destroy();
    await new Promise<void>((r) => (this.#server ? this.#server.close(() => r()) : r()));
  }
}
