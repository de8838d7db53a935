import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

/**
 * A stand-in for the Anthropic Messages API on 127.0.0.1, for the tests of what calls it (the
 * summarizer, model extraction): each request is recorded and takes the next scripted reply;
 * with none left it answers a 500 (so an unexpected call fails the test's expectations).
 */

/** One scripted answer: its status and JSON body, optionally sent late (a timeout test). */
export interface FakeReply {
  status: number;
  body: unknown;
  delayMs?: number;
}

export interface FakeRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export interface FakeAnthropic {
  /** The server's address once started (`beforeAll`), for the client's `baseURL`. */
  readonly baseURL: string;
  /** The requests received, in order. */
  readonly requests: FakeRequest[];
  /** The replies still to send, in order (a test assigns it). */
  replies: FakeReply[];
}

/** A Messages API answer holding `text`, with the usage it reports. */
export function anthropicMessage(text: string, usage: { input_tokens: number; output_tokens: number }) {
  return {
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model: "claude-haiku-4-5",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage,
  };
}

const NO_REPLY: FakeReply = { status: 500, body: { type: "error", error: { type: "api_error", message: "no reply scripted" } } };

/**
 * The fake server for the calling test file: started before its tests, emptied (requests and
 * replies) before each, closed after them.
 */
export function useFakeAnthropic(): FakeAnthropic {
  let server: Server | undefined;
  let baseURL = "";
  const fake: FakeAnthropic = {
    get baseURL() {
      if (!baseURL) throw new Error("the fake Anthropic server is not started yet (use it inside a test)");
      return baseURL;
    },
    requests: [],
    replies: [],
  };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        fake.requests.push({ path: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") as Record<string, unknown> });
        const reply = fake.replies.shift() ?? NO_REPLY;
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status, { "content-type": "application/json" });
          res.end(JSON.stringify(reply.body));
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
      });
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    baseURL = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    const open = server;
    if (open === undefined) return;
    open.closeAllConnections();
    await new Promise<void>((resolve) => open.close(() => resolve()));
  });

  beforeEach(() => {
    fake.requests.length = 0;
    fake.replies = [];
  });

  return fake;
}
