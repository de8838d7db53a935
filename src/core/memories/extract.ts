/**
 * Offline, deterministic extraction of long-term memory candidates from one closed segment:
 * patterns over its conversation (user and assistant messages, not tool output) and its
 * summary bullets find decisions ("we use X, not Y", "decided"), conventions ("always",
 * "never", "prefer"), reverted attempts, open tasks (TODO, "still need to") and confirmed root
 * causes, labelled statements ("Convention: …", "Follow-up: …", "FYI …") and standing facts of an
 * environment. A question, a hedged sentence ("we could …", "maybe the cause is …"; an explicit
 * label aside) and what a message retracts ("… actually no, scratch that") are not statements.
 * Each candidate carries a confidence and the grips that support it; a candidate no grip supports
 * is dropped (no memory without a supporting grip).
 *
 * Confidence: the pattern's strength, more when the user said it (the user states decisions),
 * more when both the conversation and the summary carry it, less when the only support is a
 * grip whose bullet shares its words rather than one spanning the very event.
 */
import { extractedMemoryId, type MemoryKind, normalizeKey, normalizeMemoryText } from "./model";

export interface SegmentEvent {
  eventId: string;
  eventType: string;
  role: string;
  text: string;
}

export interface SegmentGrip {
  gripId: string;
  bulletIndex: number;
  eventIdStart: string;
  eventIdEnd: string;
}

export interface ExtractionSegment {
  nodeId: string;
  segmentId: string;
  project: string;
  projectId: string | null;
  /** In order. */
  events: readonly SegmentEvent[];
  bullets: readonly { text: string; grip_ids: readonly string[] }[];
  grips: readonly SegmentGrip[];
}

export interface MemoryCandidate {
  memoryId: string;
  kind: MemoryKind;
  text: string;
  key: string | null;
  confidence: number;
  gripIds: string[];
  project: string;
  projectId: string | null;
  sourceNodeId: string;
  sourceSegmentId: string;
  /** What matched, for a review task's notes. */
  pattern: string;
}

/** Longest memory text extraction keeps (a longer sentence is rarely one statement). */
const MAX_SENTENCE_CHARS = 240;
const MIN_SENTENCE_CHARS = 12;
/** The most extracted confidence: only what the user asks to remember is certain. */
const MAX_EXTRACTED_CONFIDENCE = 0.95;
const USER_BONUS = 0.1;
const BOTH_SOURCES_BONUS = 0.05;
const OVERLAP_ONLY_PENALTY = 0.05;
/** Events of context either side of a grip its expansion shows by default (GET /v1/grips/{id}). */
const GRIP_CONTEXT_EVENTS = 3;
/** Share of a candidate's words a bullet must hold for that bullet's grip to support it. */
const MIN_SUPPORT_OVERLAP = 0.5;

interface Pattern {
  name: string;
  kind: MemoryKind;
  /** Base confidence. */
  strength: number;
  re: RegExp;
  /** The text the memory keeps, from the match and the sentence. */
  text?: (sentence: string, m: RegExpExecArray) => string;
  /** Roles it applies to (default: user, assistant and bullets). */
  roles?: readonly ("user" | "assistant" | "bullet")[];
  /** A marker explicit enough ("TODO:", "Decision:") that a hedge in the sentence does not cancel it. */
  explicit?: boolean;
}

const ONLY_USER = ["user"] as const;

/** A verb of choosing after "we'll", "let's", "we're going to": the choice is a decision. */
const CHOOSE = "(?:use|using|go(?:ing)? with|stick(?:ing)? with|standardi[sz]e on|adopt(?:ing)?)";
/** "We use a lot of memory", "we're using 2 GB": consumption, not a choice. */
const NOT_A_CHOICE = String.raw`(?!(?:a lot|lots|too|more|less|much|about|around|up|over|under|only|\d)\b)`;
/** Who decides: "we", "we'll", "we're going to", "let's". */
const WE_WILL = String.raw`(?:\bwe(?:'ll| will|'re going to| are going to|'re| are)?|\blet'?s)`;

/* Order matters: the first pattern that matches a sentence wins. */
const PATTERNS: readonly Pattern[] = [
  // Tasks: a TODO marker (with an owner or not), a labelled follow-up, an open need.
  {
    name: "todo",
    kind: "task",
    strength: 0.8,
    explicit: true,
    re: /\b(?:TODO|FIXME)(?:\([^)]{0,40}\))?[:\s-]+(.{6,})/,
    text: (_s, m) => `TODO: ${m[1]!.trim()}`,
  },
  {
    name: "task-label",
    kind: "task",
    strength: 0.75,
    explicit: true,
    re: /^(?:follow[- ]?ups?|next steps?|remaining(?: work| items)?|left (?:for|to do)|open (?:tasks?|items?)|backlog|for later)\b[^:]{0,30}:\s*(.{6,})/i,
    text: (_s, m) => `TODO: ${m[1]!.trim()}`,
  },
  {
    name: "open-task",
    kind: "task",
    strength: 0.7,
    // "I still need to …" is the speaker's next step in this session, not an open task.
    re: /(?<!\bi\s)\b(?:still (?:needs?|has|have) to(?: be)?|left (?:to do|for later)|open task|follow[- ]up)\b:?\s+(.{6,})/i,
    text: (_s, m) => `TODO: ${m[1]!.trim()}`,
  },
  {
    name: "deferred-need",
    kind: "task",
    strength: 0.6,
    // A need with a horizon beyond this session: "we need to X before the audit", "… at some point".
    re: /\b(?:we|you|someone|somebody)\s+(?:will\s+|'ll\s+)?(?:need|have)\s+to\s+\S.{4,}?\s(?:before|by|later|eventually|at some point|next (?:week|sprint|release|quarter|time)|after (?:this|that|the)\b)/i,
  },
  // Facts: confirmed causes, discoveries, what the speaker flags as worth knowing.
  { name: "root-cause", kind: "fact", strength: 0.8, re: /\broot cause\b(?:\s+(?:was|is)|:)\s+(.{6,})/i },
  {
    name: "caused-by",
    kind: "fact",
    strength: 0.7,
    re: /\b(?:the|this|that|our)\s+(?:[\w-]+\s+){0,3}?(?:bug|problem|issue|failure|crash|flake|flakiness|error|leak|outage|regression|slowdown|hang|deadlock|race|test|tests|build)\b.{0,40}?\b(?:(?:was|is|were|are)\s+(?:caused by|due to|because(?: of)?)|(?:comes?|came|stems?|stemmed)\s+from)\s+(.{6,})/i,
  },
  { name: "turned-out", kind: "fact", strength: 0.6, re: /\bturn(?:s|ed) out (?:that )?(.{8,})/i },
  {
    name: "reverted",
    kind: "decision",
    strength: 0.65,
    // "Reverting is not needed", "nothing to revert": no attempt was reverted.
    re: /^(?!.*\b(?:no need|not need|n't need|didn't|did not|won't|will not|nothing)\b.{0,20}\brevert)(?:.*?)\b(?:reverted|reverting|rolled back|backed out)\b\s+(?!(?:is|was|isn't|wasn't|anything|nothing)\b)(?:the\s+)?(.{6,})/i,
    text: (_s, m) => `Tried and reverted: ${m[1]!.trim()}`,
  },
  { name: "found-it", kind: "fact", strength: 0.7, re: /\b(?:found it|the culprit|the cause)\s*:\s*(.{8,})/i },
  {
    name: "fact-label",
    kind: "fact",
    strength: 0.7,
    re: /^(?:fyi|heads[- ]up|for the record|remember(?! to\b)(?: that)?|keep in mind(?: that)?|be aware(?: that)?|note for later|for future reference|good to know|worth knowing|til)\b[,:]?\s+(.{8,})/i,
  },
  {
    name: "environment-fact",
    kind: "fact",
    strength: 0.55,
    // A standing property of an environment ("staging's clock runs behind"), not its state or what happened to it lately.
    re: /^(?!.*\b(?:again|now|just|still|today|tonight|yesterday|this (?:morning|afternoon|evening|week)|last night|since|ago|recently|lately|suddenly|currently|at the moment|down|red|green|broken|failing|full of|spiking)\b)(?:the\s+)?(?:staging|production|prod|ci|preview|sandbox)(?:'s)?\b(?:\s+[\w-]+){0,3}?\s+(?:is|are|runs?|has|have|uses?|only|lacks?|does not|doesn't|can't|cannot|never|always)\b/i,
  },
  // Decisions: a choice between named options, what was decided, a direction taken.
  {
    name: "use-not",
    kind: "decision",
    strength: 0.85,
    re: new RegExp(String.raw`${WE_WILL}\s+${CHOOSE}\s+${NOT_A_CHOICE}(\S.{1,80}?),?\s+(?:not|instead of|rather than|over)\s+\S`, "i"),
  },
  {
    name: "decided",
    kind: "decision",
    strength: 0.85,
    explicit: true,
    re: /\b(?:we|i|the team|team|everyone|they)\s+(?:have\s+|had\s+|'ve\s+)?(?:decided|agreed (?:on|to|that)|settled on|opted (?:for|to))\b|^(?:decided|decision|resolution)\s*:/i,
  },
  { name: "we-use", kind: "decision", strength: 0.7, re: new RegExp(String.raw`${WE_WILL}\s+${CHOOSE}\s+${NOT_A_CHOICE}\S`, "i") },
  { name: "go-with", kind: "decision", strength: 0.65, re: /(?:^|[,;]\s*)(?:ok(?:ay)?,?\s+|so\s+|then\s+)?(?:go|going) with\s+\S/i, roles: ONLY_USER },
  {
    name: "switch-to",
    kind: "decision",
    strength: 0.6,
    re: /\b(?:let'?s|we(?:'re| are)?)\s+(?:switch(?:ed|ing)?|move[d]?|moving|migrate[d]?|migrating)\s+(?:from\s+\S+\s+)?to\s+\S/i,
  },
  {
    name: "drop-approach",
    kind: "decision",
    strength: 0.6,
    re: /^(?:let'?s\s+)?(?:drop|scrap|ditch|abandon|shelve)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:approach|idea|plan|option|experiment|support)\b/i,
    roles: ONLY_USER,
  },
  // Conventions and instructions.
  {
    name: "from-now-on",
    kind: "instruction",
    strength: 0.85,
    re: /\b(?:from now on|going forward|moving forward|from here on(?: out)?|henceforth|in (?:the )?future)\b/i,
  },
  {
    name: "we-will-everywhere",
    kind: "decision",
    strength: 0.7,
    re: /\bwe(?:'ll| will|'re going to| are going to)\s+\w+\s.{3,}\b(?:everywhere|across the (?:board|codebase|repo|project)|in every|for (?:all|every)|by default)\b/i,
  },
  {
    name: "instruction-label",
    kind: "instruction",
    strength: 0.8,
    explicit: true,
    re: /^(?:conventions?|rules?|rule of thumb|policy|guidelines?|house rules?|preference)\b[^:]{0,20}:\s*\S/i,
  },
  { name: "always-never", kind: "instruction", strength: 0.8, re: /^(?:please\s+)?(?:always|never|do not|don't)\s+\S/i, roles: ONLY_USER },
  {
    name: "always-never-clause",
    kind: "instruction",
    strength: 0.7,
    // An imperative clause: "…, and always link the ticket" (not "I always get this warning").
    re: /[,;]\s*(?:and\s+|but\s+)?(?:please\s+)?(?:always|never)\s+(?!(?:been|was|were|had|got|get|gets|saw|seen|see|sees|did|happens?)\b)[a-z]+/i,
    roles: ONLY_USER,
  },
  { name: "remember-to", kind: "instruction", strength: 0.75, re: /^(?:please\s+)?(?:remember|don't forget|do not forget) to\s+\S/i, roles: ONLY_USER },
  { name: "make-sure", kind: "instruction", strength: 0.7, re: /^(?:please\s+)?make sure (?:you|to|we)\s+\S/i, roles: ONLY_USER },
  {
    name: "whenever-you",
    kind: "instruction",
    strength: 0.65,
    // A rule for a recurring action: "when you add an env var, also add it to …" (not "when you're done, …").
    re: /^(?:when(?:ever)?|every time|each time|any time|before|after) (?:you|we)\s+(?!(?:'re|are|were|get a chance|have time|finish|can)\b)[a-z]+\b[^,]{2,80},\s*\S/i,
    roles: ONLY_USER,
  },
  {
    name: "normative",
    kind: "instruction",
    strength: 0.6,
    // What the team's things must do: "our deploys go through the script only", "all new routes must …".
    re: /^(?:our|all|every|new)\s+(?:[\w-]+\s+){0,3}?(?:must|should|shall|have to|need to|are to|go(?:es)? through)\b/i,
    roles: ONLY_USER,
  },
  {
    name: "imperative-scope",
    kind: "instruction",
    strength: 0.65,
    // An imperative with a standing scope: "use X in this repo", "name files … everywhere".
    re: /^(?:please\s+)?(?:use|keep|put|write|name|add|run|prefer|avoid|store|tag|format|place|call|log|pin|follow)\b.{3,}\b(?:in this (?:repo|repository|project|codebase|package)|across the (?:repo|codebase|project)|everywhere|in every|for (?:all|every|each)|each time|every time|by default|throughout)\b/i,
    roles: ONLY_USER,
  },
  {
    name: "always-never-mid",
    kind: "instruction",
    strength: 0.65,
    // An instruction names what to do: a modal, or a verb of work after always/never ("we never got" is a report).
    re: /\b(?:we|you)\s+(?:(?:should|must|need to)\s+(?:always|never)|(?:always|never)\s+(?:use|run|commit|push|write|add|call|check|merge|deploy|test|keep|put|log|store|import|rebase|squash|review|pin|lint))\b/i,
  },
  { name: "prefer", kind: "instruction", strength: 0.6, re: /\b(?:we|i)\s+(?:prefer|'d (?:rather|prefer)|would rather)\s+\S.{2,}/i },
];

/** Sentences that only ask or wonder are not statements ("when you …, …" states a rule). */
const NOT_A_STATEMENT = /^(?:if|whether|maybe|perhaps|should we|could we|can we|do we|why|what|how|when(?!(?:ever)?\s+(?:you|we)\s[^,?]{3,80},))\b/i;
/** A hedge: the speaker is not stating a decision, fact or rule but weighing one (in the scope of hedgeScope). */
const HEDGE = /\b(?:could|might|may|maybe|perhaps|probably|possibly|whether|not sure|i think|i guess|i suspect|let me (?:check|see|look)|wondering|would)\b/i;
/** A retraction: this sentence and what the message said before it are withdrawn. */
const RETRACTION = /\b(?:actually,? no|scratch that|never ?mind|on second thought|forget (?:it|that|what i said)|hold on)\b/i;

const STOP = new Set("the a an and or of to in on for with we you i it is are was be this that not use using our from as at by into than then so".split(" "));

function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9._-]*[a-z0-9]|[a-z0-9]/g) ?? []).filter((w) => w.length > 2 && !STOP.has(w));
}

/** A message's sentences: lines, then sentence ends; code fences and quoted output skipped. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const rawLine of text.split(/\r?\n/)) {
    if (/^\s*```/.test(rawLine)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || /^\s*(?:>|\$|\|)/.test(rawLine)) continue;
    const line = rawLine.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim();
    for (const part of line.split(/(?<=[.!?])\s+(?=[A-Z`"'(])/)) {
      const s = part.trim();
      if (s.length >= MIN_SENTENCE_CHARS && s.length <= MAX_SENTENCE_CHARS) out.push(s);
    }
  }
  return out;
}

function clean(text: string): string {
  const t = text
    .replace(/^(?:ok(?:ay)?|so|also|and|note|fyi)[,:]?\s+/i, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,;:]+$/, "");
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Rounds and caps an extracted confidence. */
export function extractedConfidence(raw: number): number {
  return Math.round(Math.min(MAX_EXTRACTED_CONFIDENCE, Math.max(0, raw)) * 100) / 100;
}

/** A label that introduces a memory ("Convention: …", "Follow-up: …") names its kind, not its subject. */
const LABEL =
  /^(?:todo|fixme|decision|decided|resolution|note|root cause|tried and reverted|conventions?|rules?|policy|guidelines?|house rules?|preference|follow[- ]?ups?|next steps?|remaining|left|open|backlog|fyi|heads up)\b/i;

/** The subject of a decision or convention: "… for <subject>" or "<subject>: …", 1–4 words. */
export function keyOf(text: string): string | null {
  const forMatch =
    /\bfor (?:the |our |all |every )?([a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*){0,3}?)(?=\s*(?:[,.;!]|$|\bnot\b|\binstead\b|\brather\b|\bfrom now\b|\bgoing\b))/i.exec(
      text,
    );
  if (forMatch) return normalizeKey(forMatch[1]!);
  const colon = /^([a-z][a-z0-9 -]{2,30}):\s+\S/i.exec(text);
  if (colon && !LABEL.test(colon[1]!.trim())) return normalizeKey(colon[1]!);
  return null;
}

interface Found {
  kind: MemoryKind;
  text: string;
  confidence: number;
  pattern: string;
  gripIds: Set<string>;
  sources: Set<"event" | "bullet">;
  overlapOnly: boolean;
}

/**
 * Where a hedge weakens a match at `at`: what comes before it and its own clause ("we could use X,
 * but …"), not a later clause ("never push to main, it would break the deploy" is a rule).
 */
function hedgeScope(sentence: string, at: number): string {
  const rest = sentence.slice(at);
  const end = rest.search(/[,;:]|\s(?:but|because|otherwise|so|since|as)\s/);
  return sentence.slice(0, at) + (end < 0 ? rest : rest.slice(0, end));
}

function match(sentence: string, role: "user" | "assistant" | "bullet"): { pattern: Pattern; text: string } | undefined {
  if (sentence.endsWith("?") || NOT_A_STATEMENT.test(sentence)) return undefined;
  for (const pattern of PATTERNS) {
    if (pattern.roles && !pattern.roles.includes(role as "user")) continue;
    const m = pattern.re.exec(sentence);
    if (!m) continue;
    if (!pattern.explicit && HEDGE.test(hedgeScope(sentence, m.index))) continue;
    const text = clean(pattern.text ? pattern.text(sentence, m) : sentence);
    return { pattern, text };
  }
  return undefined;
}

function roleOf(event: SegmentEvent): "user" | "assistant" | undefined {
  if (event.eventType === "user_message" && event.role === "user") return "user";
  if (event.eventType === "assistant_message") return "assistant";
  return undefined;
}

/**
 * The grips that support a sentence of the event at `at`: those spanning it; else the nearest
 * grip within GRIP_CONTEXT_EVENTS of it (expanding that grip with its default context shows the
 * sentence); else the grips of a bullet that holds most of its words.
 */
export function supportOf(segment: ExtractionSegment, position: Map<string, number>, at: number, text: string): { gripIds: string[]; overlapOnly: boolean } {
  let nearest: { gripId: string; distance: number } | undefined;
  const spanning: string[] = [];
  for (const g of segment.grips) {
    const start = position.get(g.eventIdStart);
    const end = position.get(g.eventIdEnd);
    if (start === undefined || end === undefined) continue;
    if (start <= at && at <= end) spanning.push(g.gripId);
    const distance = at < start ? start - at : at - end;
    if (distance <= GRIP_CONTEXT_EVENTS && (!nearest || distance < nearest.distance || (distance === nearest.distance && g.gripId < nearest.gripId))) {
      nearest = { gripId: g.gripId, distance };
    }
  }
  if (spanning.length > 0) return { gripIds: spanning, overlapOnly: false };
  if (nearest) return { gripIds: [nearest.gripId], overlapOnly: true };
  const mine = new Set(words(text));
  if (mine.size === 0) return { gripIds: [], overlapOnly: true };
  const byOverlap: string[] = [];
  for (const b of segment.bullets) {
    const theirs = new Set(words(b.text));
    let shared = 0;
    for (const w of mine) if (theirs.has(w)) shared++;
    if (shared / mine.size >= MIN_SUPPORT_OVERLAP) byOverlap.push(...b.grip_ids);
  }
  return { gripIds: byOverlap, overlapOnly: true };
}

/** A text as compared for restatement: words only (a bullet drops the backticks and quotes). */
function looseText(text: string): string {
  return normalizeMemoryText(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A bullet's clauses: the summary joins asks with "; then". */
function clauses(bullet: string): string[] {
  return bullet
    .split(/;\s*(?:then\s+)?/)
    .map((c) => c.replace(/^(?:asked to|asked)\s+/i, "").trim())
    .filter((c) => c.length > 0);
}

/** The candidates of one closed segment, in a stable order (by memory id). */
export function extractCandidates(segment: ExtractionSegment): MemoryCandidate[] {
  const found = new Map<string, Found>();
  const add = (kind: MemoryKind, text: string, base: number, pattern: string, source: "event" | "bullet", gripIds: readonly string[], overlapOnly: boolean) => {
    const id = `${kind}\n${normalizeMemoryText(text)}`;
    const current = found.get(id);
    if (current) {
      current.confidence = Math.max(current.confidence, base);
      for (const g of gripIds) current.gripIds.add(g);
      current.sources.add(source);
      current.overlapOnly &&= overlapOnly;
      return;
    }
    found.set(id, { kind, text, confidence: base, pattern, gripIds: new Set(gripIds), sources: new Set([source]), overlapOnly });
  };

  const position = new Map(segment.events.map((e, i) => [e.eventId, i]));
  segment.events.forEach((event, at) => {
    const role = roleOf(event);
    if (!role) return;
    const said = sentences(event.text);
    // A retraction withdraws itself and what the message said before it.
    let from = 0;
    said.forEach((sentence, i) => {
      if (RETRACTION.test(sentence)) from = i + 1;
    });
    for (const sentence of said.slice(from)) {
      const hit = match(sentence, role);
      if (!hit) continue;
      const support = supportOf(segment, position, at, hit.text);
      add(
        hit.pattern.kind,
        hit.text,
        hit.pattern.strength + (role === "user" ? USER_BONUS : 0),
        hit.pattern.name,
        "event",
        support.gripIds,
        support.overlapOnly,
      );
    }
  });
  segment.bullets.forEach((bullet) => {
    for (const sentence of clauses(bullet.text).flatMap(sentences)) {
      if (RETRACTION.test(sentence)) continue;
      const hit = match(sentence, "bullet");
      if (hit) add(hit.pattern.kind, hit.text, hit.pattern.strength, hit.pattern.name, "bullet", bullet.grip_ids, false);
    }
  });

  // A bullet restates an event in fewer words (a clause of it): one memory, the event's words.
  for (const [id, f] of found) {
    if (f.sources.has("event")) continue;
    const mine = looseText(f.text);
    for (const other of found.values()) {
      if (other === f || other.kind !== f.kind || !other.sources.has("event")) continue;
      const theirs = looseText(other.text);
      if (!theirs.includes(mine) && !mine.includes(theirs)) continue;
      for (const g of f.gripIds) other.gripIds.add(g);
      other.sources.add("bullet");
      other.confidence = Math.max(other.confidence, f.confidence);
      found.delete(id);
      break;
    }
  }

  const out: MemoryCandidate[] = [];
  for (const f of found.values()) {
    if (f.gripIds.size === 0) continue;
    let confidence = f.confidence + (f.sources.size > 1 ? BOTH_SOURCES_BONUS : 0) - (f.overlapOnly ? OVERLAP_ONLY_PENALTY : 0);
    confidence = Math.round(Math.min(MAX_EXTRACTED_CONFIDENCE, Math.max(0, confidence)) * 100) / 100;
    out.push({
      memoryId: extractedMemoryId(segment.nodeId, f.kind, f.text),
      kind: f.kind,
      text: f.text,
      key: f.kind === "decision" || f.kind === "instruction" ? keyOf(f.text) : null,
      confidence,
      gripIds: [...f.gripIds].sort(),
      project: segment.project,
      projectId: segment.projectId,
      sourceNodeId: segment.nodeId,
      sourceSegmentId: segment.segmentId,
      pattern: f.pattern,
    });
  }
  return out.sort((a, b) => (a.memoryId < b.memoryId ? -1 : a.memoryId > b.memoryId ? 1 : 0));
}
