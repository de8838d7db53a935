/**
 * Offline, deterministic extraction of long-term memory candidates from one closed segment:
 * patterns over its conversation (user and assistant messages, not tool output) and its
 * summary bullets find decisions ("we use X, not Y", "decided"), conventions ("always",
 * "never", "prefer"), reverted attempts, open tasks (TODO, "still need to") and confirmed root
 * causes, labelled statements ("Convention: …", "Follow-up: …", "FYI …") and standing facts of
 * named things. To the patterns, a question, a hedged sentence ("we could …", "maybe the cause is …";
 * an explicit label aside) and what a message retracts ("… actually no, scratch that") are not
 * statements; the sentence classifier weighs hedges itself (secondOpinion).
 * Each candidate carries a confidence and the grips that support it; a candidate no grip supports
 * is dropped (no memory without a supporting grip).
 *
 * Reading (analyze): a message is split into sentences (a lower-case start after a period opens
 * one; list markers and checked boxes go, "- [ ]" is a TODO), a sentence into a short head before
 * a colon ("FYI for the future: …") and clauses (";", dashes, ", and/but/also"); each clause, and
 * the sentence as a whole, is matched, and a sentence holding two strong clause matches gives one
 * memory per clause. A flagging head makes a plain statement after it a fact, task or decision.
 * Speaker: a choice the assistant states is a proposal until the user's next message says yes
 * (a need the user states becomes a task when the assistant's reply puts it off).
 *
 * Confidence: the pattern's strength, more when the user said it (the user states decisions),
 * more when both the conversation and the summary carry it, less when the only support is a
 * grip whose bullet shares its words rather than one spanning the very event.
 */
import { termKeys } from "../text/terms";
import { GRIP_EXCERPT_MAX_CHARS } from "../toc/constants";
import { excerptAround, gripId } from "../toc/grips";
import { CONFIRMING_REPLY, futureWorkList, type Offer, offeredOptions, pickedOption, ruleList } from "./dialogue";
import { extractedMemoryId, FUNCTION_WORDS, type MemoryKind, normalizeKey, normalizeMemoryText, SOURCE_GRIP_BULLET } from "./model";
import CALIBRATION_WEIGHTS from "./calibration-weights.json";
import { calibrationReading, patternFeature } from "./calibration";
import {
  type ClassifiedSentence,
  type ClassifierWeights,
  classProbabilities,
  likeliestKindOf,
  SENTENCE_CLASSES,
  type SentenceUnit,
  sentenceFeatures,
} from "./sentence-classifier";
import SENTENCE_WEIGHTS from "./sentence-classifier-weights.json";

export interface SegmentEvent {
  eventId: string;
  eventType: string;
  role: string;
  text: string;
  tsMs: number;
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
  sessionId: string;
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
  /** The grip extraction made for it, when no bullet's grip supports it (its id is in gripIds): stored with the memory. */
  sourceGrip?: SourceGrip;
}

/**
 * A grip on the message a memory was said in, for a memory no bullet's grip supports: a long session's summary has a
 * few bullets, so most of its messages have no grip (a workday in one session lost half its memories without this).
 * Its node is the memory's source node.
 */
export interface SourceGrip {
  gripId: string;
  sessionId: string;
  eventId: string;
  tsMs: number;
  excerpt: string;
}

/** Longest memory text extraction keeps (a longer sentence is rarely one statement). */
const MAX_SENTENCE_CHARS = 240;
/**
 * Longest sentence the classifier makes a memory of whole: its parts are read too (`partsOpinion`), but a long root
 * cause or rule split at its commas loses the words that say what it is about. At 237 training sets, 240 and 360
 * characters: folded over 222 calibration sets 0.799 / 0.794 (14,829/18,566, 12,568/15,825) and 0.799 / 0.795
 * (14,863/18,606, 12,584/15,825); blind160-165 (never trained on) 0.796 / 0.786 and 0.797 / 0.791; blind154-159
 * 0.838 / 0.811 and 0.838 / 0.813.
 */
const MAX_CLASSIFIED_SENTENCE_CHARS = 360;
const MIN_SENTENCE_CHARS = 12;
/** A "sentence" longer than this is pasted content (a log line, minified code): not read at all. */
const MAX_LINE_CHARS = 2000;
/** The most extracted confidence: only what the user asks to remember is certain. */
const MAX_EXTRACTED_CONFIDENCE = 0.95;
const USER_BONUS = 0.1;
const BOTH_SOURCES_BONUS = 0.05;
const OVERLAP_ONLY_PENALTY = 0.05;
/**
 * The sentence classifier's second opinion (sentence-classifier.ts). A rule's candidate the model
 * also reads as a memory (P(none) below AGREEMENT) is applied (at least AGREED_CONFIDENCE); one it
 * reads as nothing waits for review (at most DISPUTED_CONFIDENCE), unless its marker is strong (a
 * pattern's strength, with the user's bonus, of EXPLICIT_CONFIDENCE and up: "always …" said by the user,
 * "we use X, not Y", "TODO:"). A sentence becomes a candidate of the model's kind (one no rule took it as)
 * when that kind's probability reaches MODEL_MIN_PROBABILITY; the model alone never applies a
 * memory: its candidates wait for review (confidence MODEL_CONFIDENCE_BASE + MODEL_CONFIDENCE_SPAN·P),
 * until calibration gives them their confidence (and drops those below MIN_CALIBRATED_CONFIDENCE).
 * MODEL_MIN_PROBABILITY 0.3 rather than 0.5 (fifth session, 5 folds over 84 calibration sets): 0.708 /
 * 0.743 instead of 0.725 / 0.709; what is applied stays 0.897 / 0.574, the rest waits for review.
 * Measured on sets it was not trained on: bench/RESULTS.md, "memory extraction".
 */
const AGREEMENT = 0.5;
const AGREED_CONFIDENCE = 0.75;
const DISPUTED_CONFIDENCE = 0.65;
const EXPLICIT_CONFIDENCE = 0.9;
const MODEL_MIN_PROBABILITY = 0.3;
const MODEL_CONFIDENCE_BASE = 0.4;
const MODEL_CONFIDENCE_SPAN = 0.25;
/** A task's marker at the start of a sentence: "TODO: ", "todo(sam): ". */
const TASK_MARKER = /^todo(?:\([^)]*\))?:\s*/i;
/** The assistant's reply reporting the work done: what the user asked for is no open task. */
const DONE_REPLY = /^(?:done|fixed|finished|rotated|updated|added|implemented|removed|deleted|all set)\b/i;
/** Share of the shorter text's words two sentences share for one to restate the other. */
const RESTATED_OVERLAP = 0.6;
/** A candidate of the sentence classifier alone whose calibrated confidence is below this is dropped (calibration.ts). */
const MIN_CALIBRATED_CONFIDENCE = 0.3;
/**
 * A pattern's candidate whose calibrated confidence is below this is dropped: right 66 times in 550 over 5 folds of the
 * 94 calibration sets (0.12), where the review band as a whole was right 0.43 (0.50 since).
 */
const MIN_PATTERN_CONFIDENCE = 0.15;
/**
 * MIN_PATTERN_CONFIDENCE applies only to a pattern the calibration model saw at least this many candidates of. With
 * fewer, its probability rests on the sentence alone: root causes, reverted attempts and confirmed proposals, which the issue names as memories and the
 * calibration sets' writers seldom planted (caused-by and turned-out fired once each in 94 sets), would be dropped.
 */
const MIN_PATTERN_SUPPORT = 20;
/**
 * A candidate takes another kind only if the sentence classifier reads its sentence as that kind at least this surely
 * (5 folds over 121 calibration sets: 0.780 / 0.773 at 0.5, 0.781 / 0.776 at 0.4, 0.781 / 0.777 at 0.35 and at 0.3;
 * within noise of each other, and at 0.35 the held-out set's root causes and the generated history keep their kinds).
 */
const OTHER_KIND_MIN_SENTENCE_PROBABILITY = 0.35;
/** The `pattern` of a candidate only the sentence classifier found. */
const CLASSIFIER_PATTERN = "classifier";

/** The learned parts of extraction: the sentence classifier, and the calibration of candidates' confidence. */
export interface ExtractionModels {
  sentences: ClassifierWeights;
  calibration?: ClassifierWeights;
}

/** The shipped models (`npm run train:memories` writes them). */
export const TRAINED_MODELS: ExtractionModels = {
  sentences: SENTENCE_WEIGHTS as ClassifierWeights,
  calibration: CALIBRATION_WEIGHTS as ClassifierWeights,
};
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

/** A pronoun or a person: no subject worth keeping before "still has to …". */
const NO_SUBJECT = /^(?:(?:and|but|so|also|plus)\s+)*(?:i|we|you|they|he|she|it|this|that|someone|somebody|one of us)?$/i;

/**
 * The thing that still has to be done, when the clause names it before the match ("the dns workspace
 * still has to be migrated"): kept, with the verb, or the task would read "TODO: migrated". A
 * pronoun or a person ("we still have to …") says nothing: the words after the match do.
 */
function subjectBefore(sentence: string, at: number): string {
  const clause = sentence
    .slice(0, at)
    .split(/[,;:(—–]|\s-\s/)
    .pop()!
    .trim();
  return NO_SUBJECT.test(clause) ? "" : clause;
}

/** A verb of choosing after "we'll", "let's", "we're going to": the choice is a decision. */
const CHOOSE =
  "(?:use|using|go(?:ing)? with|(?:go|went) for|stick(?:ing)? (?:with|to)|stay(?:ing)? (?:with|on)|keep(?:ing)?(?! (?:an eye|it|that|this|them|in mind|\\w+ing)\\b)|standardi[sz](?:e|ing) on|adopt(?:ing)?|host(?:ing)?|stor(?:e|ing))";
/** "We use a lot of memory", "we're using 2 GB": consumption, not a choice. */
const NOT_A_CHOICE = String.raw`(?!(?:a lot|lots|too|more|less|much|about|around|up|over|under|only|\d)\b)`;
/** Who decides: "we", "we'll", "we're going to", "let's". */
const WE_WILL = String.raw`(?:\bwe(?:'ll| will|'re going to| are going to|'re| are)?|\blet'?s)(?:\s+(?:just|simply|also|definitely))?`;

/** Words of a state right now, not a standing property ("staging is down again", "uploads now go to R2"). */
const STATE_WORDS =
  "again|now|just|still|yet|today|tonight|yesterday|this (?:morning|afternoon|evening|week)|last night|since|ago|recently|lately|suddenly|currently|at the moment|down|broken|failing";
/** Predicates of a lasting property (the subject comes before). */
const PROPERTY = [
  String.raw`(?:is|are)\s+(?:always\s+|only\s+)?(?:read-only|immutable|(?:auto-?)?generated (?:from|by)|replicated|pinned to|stored (?:in|as)|owned by|managed (?:by|in|through|via)|deployed (?:separately|from|by|via|through)|hosted (?:on|in|by)|capped at|limited to|rate-limited|shared (?:with|by|between|across)|vendored|mirrored|frozen|wiped|hard-?coded|case-(?:in)?sensitive|append-only|deprecated|the (?:single )?source of truth|single-threaded|protected|(?:re)?built (?:from|by)|(?:about |~)?\d+(?:\.\d+)?\s*\w+ (?:behind|ahead))`,
  "gets? (?:wiped|reset|regenerated|overwritten|dropped|replicated|rotated|purged)",
  String.raw`runs? (?:about |~)?\d+(?:\.\d+)?\s*\w+ (?:behind|ahead)`,
  String.raw`(?:allows?|accepts?|supports?|caps?\s+[\w-]+(?:\s+[\w-]+)?\s+at) (?:at most |up to |only |a max(?:imum)? of |no more than )?\d+`,
  "only (?:accepts?|supports?|allows?|runs? on|works? (?:on|with|in))",
  "always binds?",
  String.raw`(?:limit|quota|cap|ttl|timeout|retention|max(?:imum)? [\w-]+) (?:is|are) (?:set to |capped at )?\d`,
  String.raw`(?:runs?|handles?|applies|deploys?|creates?|generates?|rotates?|backs? up|sends?|renews?|retries) .{0,40}?\bautomatically\b`,
  String.raw`(?:is|are) (?:retained|kept|cached|stored) for \d`,
  // A schedule: "the search index is rebuilt nightly", "the db gets wiped every sunday".
  String.raw`(?:is|are|gets?) (?:re)?(?:built|refreshed|regenerated|backed up|synced|replicated|wiped|reset|rotated|deployed|run|purged|vacuumed|restarted|cleared) (?:nightly|daily|hourly|weekly|monthly|every \w+|each \w+|at \d)`,
  // A limit: "times out at 29 seconds", "has a hard limit of 6 MB", "runners have 4 cores".
  String.raw`times? out (?:at|after) \d`,
  String.raw`(?:has|have) an? (?:hard |soft )?(?:limit|cap|quota|ttl|timeout) of \d`,
  String.raw`(?:has|have) (?:only |about |~|over |under |around )?\d[\d.,]*\s*[kKmMbB]?\s*(?:GB|MB|KB|TB|cores?|CPUs?|vCPUs?|nodes|replicas|shards|workers|partitions|regions)\b`,
].join("|");
/** Labels that flag what follows as worth knowing. */
const FACT_LABEL =
  "fyi|heads[- ]up|for the record|for context|remember(?! to\\b)(?: that)?|keep in mind(?: that)?|be aware(?: that)?|note(?! to self)(?: that)?|reminder|psa|note for later|for future reference|good to know|worth (?:knowing|noting)(?: that)?|just so you know|til";
/** Verbs an instruction opens with (after "please", "next time"). */
const IMPERATIVE =
  "always|never|don't|do not|use|run|put|keep|add|write|name|call|tag|ask|check|commit|push|merge|deploy|make sure|avoid|prefer|format|log|store|place|follow|create|update|document|test|open|squash|rebase|ship|send|link|pin|prefix|lint|review|wrap|return|throw|split|chunk|mention|include|set|bump|regenerate|rebuild|tell|ping|wait|read";
/** Things of a project a convention is about. */
const ARTIFACT =
  "(?:commit messages?|commits?|branch names?|branch(?:es)?|prs?|pull requests?|docs|documentation|tests?|test files?|specs?|migrations?|handlers?|routes?|components?|files?|modules?|imports?|exports?|log lines?|logs?|secrets?|env vars?|environment variables?|releases?|deploys?|tags?|changelog entries|comments?|names?|variables?|functions?|types?|error messages?|errors?|endpoints?|scripts?|fixtures?|snapshots?|schemas?|packages?|dependencies|versions?|columns?|tables?|sql|queries|code|logic|styles|css|assets|images|helpers|utils|constants|config|settings|translations|jobs)";

/* Order matters: the first pattern that matches a sentence wins. */
const PATTERNS: readonly Pattern[] = [
  // Tasks: a TODO marker (with an owner or not), a labelled follow-up, an open need.
  {
    name: "todo",
    kind: "task",
    strength: 0.8,
    explicit: true,
    // Not "TODO" as a noun ("TODO comments remain in two files", "the TODO in the handler").
    re: /\b(?:TODO|FIXME)(?:\([^)]{0,40}\))?(?:\s*[:—-]\s*|\s+(?!(?:comments?|items?|list|markers?|entries|notes?|tags?|lines?|in|from|at|on|is|was|says?)\b))(.{6,})/,
    text: (_s, m) => `TODO: ${m[1]!.trim()}`,
  },
  {
    name: "task-label",
    kind: "task",
    strength: 0.75,
    explicit: true,
    re: /^(?:follow[- ]?ups?|next steps?|remaining(?: work| items)?|left (?:for|to do)|open (?:tasks?|items?)|still (?:open|to ?do)|backlog|for later)\b[^:]{0,30}:\s*(.{6,})/i,
    text: (_s, m) => `TODO: ${m[1]!.trim()}`,
  },
  {
    name: "terminal-always",
    kind: "instruction",
    strength: 0.6,
    // A statement made a rule by a last word of its own: "lock order is accounts first, then ledger. always."
    re: /^(?![^?]*\?)\S.{8,}?[.,;!]\s*(?:always|no exceptions|without exception)[.!]*$/i,
    roles: ONLY_USER,
  },
  {
    name: "horizon-label",
    kind: "task",
    strength: 0.65,
    // Work headed by when it is due: "later: file an issue with billing", "next week: a pre-deploy check".
    re: /^(?:later|someday|eventually|tomorrow|next (?:week|sprint|release|quarter|session)|after the (?:release|freeze|launch|migration))\s*:(?!\s*(?:i|we)\b)\s*(.{6,})/i,
    text: (_s, m) => `TODO: ${m[1]!.trim()}`,
    roles: ONLY_USER,
  },
  {
    name: "put-off",
    kind: "task",
    strength: 0.6,
    // Work given a later slot: "the docs are for next sprint", "setting up cloudflared is next sprint" (a bare
    // "the release is next week" is a date, not work: without "for", the subject must be work, a verb in -ing).
    re: /^(?:(?!(?:we|i|you|it|that|this|they|those|these|which|what|the rest|everything|nothing|anything|all)\b)\S.{3,}?\s(?:is|are)\s+for\s+|(?!(?:everything|nothing|anything)\b)[a-z]+ing\s.{3,}?\s(?:is|are)\s+(?:for\s+)?)(?:next (?:week|sprint|release|quarter)|later|a later (?:pr|change|ticket))[.!]*$/i,
    text: (sentence) => `TODO: ${sentence.trim()}`,
  },
  {
    name: "open-task",
    kind: "task",
    strength: 0.7,
    // "I still need to …" is the speaker's next step in this session, not an open task.
    re: /(?<!\bi\s)\b(?:still (?:needs?|has|have) to(?: be)?|left (?:to do|for later)|open task|follow[- ]up:)\s*:?\s+(.{6,})/i,
    text: (s, m) => {
      const subject = /^still\b/i.test(m[0]) ? subjectBefore(s, m.index) : "";
      return `TODO: ${subject ? `${subject} ${m[0].trim()}` : m[1]!.trim()}`;
    },
  },
  {
    name: "deferred-need",
    kind: "task",
    strength: 0.6,
    // A need with a horizon beyond this session: "we need to X before the audit", "… at some point".
    re: /\b(?:we|you|someone|somebody|let's)(?:\s+will|'ll)?\s+(?:(?:need|have)s?\s+to|should|must|remember to)\s+(?!(?:never|always|not)\b)\S.{4,}?\s(?:before|by (?:the end|next|eod|eow|tomorrow|monday|tuesday|wednesday|thursday|friday|\d)|later|eventually|at some point|next (?:week|sprint|release|quarter|time)|after (?:this|that|the)\b)/i,
  },
  {
    name: "later-need",
    kind: "task",
    strength: 0.6,
    re: /^(?:later|eventually|at some point|someday|next (?:week|sprint|release|quarter)|after (?:the )?(?:release|launch|migration))\b,?\s+(?:we|someone|you)(?:'ll|\s+will)?\s+(?:(?:need|have)s?\s+to|should|must)\s+\S/i,
  },
  {
    name: "later-work",
    kind: "task",
    strength: 0.55,
    // Work put off with a horizon: "let's add the index next week", "I'll handle the retries in a follow-up PR"
    // (not "we'll pick those up tomorrow": what it names is elsewhere).
    // (not "we'll pick those up tomorrow": what it names is elsewhere; not "I'll grab a profile later": the speaker's
    // own next step, unless put in a follow-up PR).
    re: /^(?:(?:let's|we'll|we will|we should)\s+\w+\s+(?!(?:(?:up|on|at|into|to|with)\s+)?(?:it|that|this|them|those|these)\b).{3,}\b(?:tomorrow|next (?:week|sprint|time|release)|later|after the (?:release|launch|migration))|(?:let's|we'll|we will|we should|i'll|i will)\s+\w+\s+(?!(?:(?:up|on|at|into|to|with)\s+)?(?:it|that|this|them|those|these)\b).{3,}\bin a (?:follow-?up|separate|later) (?:pr|change))\b/i,
    text: (sentence) => `TODO: ${sentence.trim()}`,
  },
  {
    name: "remind-me",
    kind: "task",
    strength: 0.65,
    re: /^(?:please\s+)?remind me to\s+(.{6,})/i,
    text: (_s, m) => `TODO: ${m[1]!.trim()}`,
    roles: ONLY_USER,
  },
  {
    name: "still-havent",
    kind: "task",
    strength: 0.6,
    re: /^(?:we\s+)?still (?:haven't|have not|need to|don't have|do not have)\s+\S/i,
    text: (sentence) => `TODO: ${sentence.trim()}`,
  },
  {
    name: "not-yet",
    kind: "task",
    strength: 0.55,
    // Work named as not done: "that's still to do", "the cron isn't scheduled in prod yet", "we have no e2e test yet"
    // (not "I haven't checked yet": the speaker's own progress).
    re: /\b(?:still (?:to ?do|open|pending)|(?<!\bi\s)(?:isn't|aren't|is not|are not) (?:\w+ ){0,2}?(?:done|implemented|wired(?: up)?|scheduled|written|handled|deployed|tested|documented|migrated|set up|covered)\b.{0,40}?\byet|(?:has|have|there(?:'s| is| are)) no\b.{3,60}?\byet)\b/i,
    text: (sentence) => `TODO: ${sentence.trim()}`,
  },
  // Facts: who owns what, confirmed causes, discoveries, what the speaker flags as worth knowing.
  {
    name: "team-ownership",
    kind: "fact",
    strength: 0.6,
    // "the platform team owns the k8s clusters", "@lena maintains the release scripts".
    re: /^(?:(?:the\s+)?[\w'-]+(?:\s+[\w-]+)?\s+team|@[\w-]+)\s+(?:owns|maintains|handles|manages|runs|is responsible for|looks after)\s+\S/i,
    roles: ONLY_USER,
  },
  {
    name: "ownership",
    kind: "fact",
    strength: 0.6,
    // A named person's role: "Priya owns billing", "Marco does the infra side", "Tom is the tech lead for payments"
    // (case-sensitive: a capitalised name, not a pronoun or a sentence's first common word).
    re: /^(?!(?:This|That|It|He|She|They|We|I|You|There|Which|What|Who|Everything|Nothing|Someone|Somebody|Everyone|Nobody)\b)[A-Z][a-z]+(?: [A-Z][a-z]+)? (?:owns|maintains|handles|manages|leads|looks after|does the [\w-]+(?: [\w-]+)? (?:side|part|bits?)|is (?:the |our )?(?:[\w-]+ )?(?:owner|maintainer|tech lead|lead|responsible|in charge|point of contact|go-to|DBA|dba|SRE|sre|admin|PM|pm|architect|manager|contact|expert|on-?call)\b)/,
    roles: ONLY_USER,
  },
  { name: "root-cause", kind: "fact", strength: 0.8, re: /\broot cause\b(?:\s*\([^)]{0,60}\))?(?:\s+(?:was|is)|:)\s+(.{6,})/i },
  {
    name: "caused-by",
    kind: "fact",
    strength: 0.7,
    re: /\b(?:the|this|that|our)\s+(?:[\w-]+\s+){0,3}?(?:bug|problem|issue|failure|crash|flake|flakiness|error|leak|outage|regression|slowdown|hang|deadlock|race|test|tests|build)\b.{0,40}?\b(?:(?:was|is|were|are)\s+(?:caused by|due to|because(?: of)?)|(?:comes?|came|stems?|stemmed)\s+from)\s+(.{6,})/i,
  },
  {
    name: "the-issue-was",
    kind: "fact",
    strength: 0.65,
    re: /^(?:the |our )?(?:issue|problem|bug|culprit|cause|reason it (?:failed|broke))\s+(?:was|turned out to be)\s+(?:that\s+)?(.{6,})/i,
  },
  {
    name: "checked-that",
    kind: "fact",
    strength: 0.65,
    re: /^(?:i |we )?(?:have |'ve )?(?:confirmed|verified|double-checked|checked)(?: that|:)\s+(?!(?:it|this|that) (?:works|passes)\b)(.{8,})/i,
  },
  {
    name: "turned-out",
    kind: "fact",
    strength: 0.6,
    // Not the speaker correcting themselves ("turns out I was wrong").
    re: /\bturn(?:s|ed) out (?:that )?(?!(?:i|i'm|i've|i was|we were|you were|you're right|it was fine)\b)(?!.*\balready\b)(.{8,})/i,
  },
  {
    name: "reverted",
    kind: "decision",
    strength: 0.65,
    // "Reverting is not needed", "nothing to revert": no attempt was reverted.
    re: /^(?!.*\b(?:no need|not need|n't need|didn't|did not|won't|will not|nothing)\b.{0,20}\brevert)(?:.*?)\b(?:reverted|reverting|rolled back|backed out)\b\s+(?!(?:is|was|isn't|wasn't|anything|nothing|my (?:last|previous) edits?)\b)(?:the\s+)?(.{6,})/i,
    text: (_s, m) => `Tried and reverted: ${m[1]!.trim()}`,
  },
  { name: "found-it", kind: "fact", strength: 0.7, re: /\b(?:found it|the culprit|the cause)\s*:\s*(.{8,})/i },
  {
    name: "fact-label",
    kind: "fact",
    strength: 0.7,
    // Not a state of the moment ("note that the endpoint still reports 900"), nor a bare lead-in ("fyi for the future").
    re: new RegExp(
      String.raw`^(?!.*\b(?:${STATE_WORDS})\b)(?:${FACT_LABEL})\b[,:]?\s+(?!(?:for (?:the )?future|for later|for (?:the )?record|for reference)\W*$)(?!(?:for|to) (?:myself|me|self)\b)(?!(?:that )?(?:i|i've|i'll|i'm|i'd|let me|this|that|it|these|those)\b)(?!.*\b(?:above|below)\b)(.{8,})`,
      "i",
    ),
  },
  {
    name: "standing-property",
    kind: "fact",
    strength: 0.55,
    // A lasting property of a named thing: "the legacy table is read-only", "the CI image is pinned to node 20",
    // "D1 allows at most 100 bound parameters", "the db gets wiped every sunday" (not its state today, not "I/we/you").
    // The match starts the sentence, so a hedge anywhere in it cancels ("KV could take up to 60 s").
    re: new RegExp(
      String.raw`^(?!.*\b(?:${STATE_WORDS}|could|might|may|would|maybe|probably|possibly)\b).*?\b(?<!\b(?:i|you|we|it|they|this|that|which)\s)(?:${PROPERTY})`,
      "i",
    ),
  },
  {
    name: "the-only",
    kind: "fact",
    strength: 0.55,
    re: /(?:^|[,;:]\s*)the only [\w\s./-]{3,60}? (?:is|are) (?!(?:to|that|this|it)\b)\S/i,
  },
  {
    name: "environment-fact",
    kind: "fact",
    strength: 0.55,
    // A standing property of an environment ("staging's clock runs behind"), not its state or what happened to it lately.
    re: /^(?!.*\b(?:again|now|just|still|today|tonight|yesterday|this (?:morning|afternoon|evening|week)|last night|since|ago|recently|lately|suddenly|currently|at the moment|down|red|green|broken|failing|full of|spiking)\b)(?:the\s+)?(?:staging|production|prod|ci|preview|sandbox)(?:'s)?\b(?!.*\b(?:is|are) (?:deployed|updated|fixed|done|ready|live|back|up)\W*$)(?:\s+[\w-]+){0,3}?\s+(?:is|are|runs?|has|have|uses?|only|lacks?|does not|doesn't|can't|cannot|never|always|points? (?:at|to)|talks? to|connects? to)\b/i,
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
    re: /\b(?:we|i|the team|team|everyone|they)(?:'ve|'d|\s+have|\s+had)?\s+(?:decided|agreed (?:on|to|that)|settled on|opted (?:for|to))\b|\b(?:we|the team)\s+(?:ended up\s+)?(?:chose|choosing|picked|picking|went with|going with|voted for)\b|^as (?:agreed|discussed|decided)\b|\bthe (?:decision|call) (?:is|was) to\b|^(?:decided|decision(?: made)?|resolution|final (?:answer|call|decision)|verdict)\s*:/i,
  },
  { name: "we-use", kind: "decision", strength: 0.7, re: new RegExp(String.raw`${WE_WILL}\s+${CHOOSE}\s+${NOT_A_CHOICE}\S`, "i") },
  {
    name: "not-doing",
    kind: "decision",
    strength: 0.7,
    // A choice against something: "we're not doing SSR", "let's not use GraphQL" (not "let's not touch it today").
    re: /^(?:we(?:'re| are)? not|we won't|we will not|let'?s not|we don't|we do not)\s+(?:going to\s+)?(?:do(?:ing)?|use|using|add(?:ing)?|support(?:ing)?|build(?:ing)?|ship(?:ping)?|go(?:ing)? with|adopt(?:ing)?|migrat(?:e|ing)|switch(?:ing)?|introduc(?:e|ing)|allow(?:ing)?)\b(?!.*\b(?:today|now|yet|this (?:time|session|pr))\b)/i,
  },
  {
    name: "agreed",
    kind: "decision",
    strength: 0.7,
    // The user agreeing to a named option: "agreed, cursor pagination for every list endpoint".
    re: /^agreed[,.:!]?\s+(?!(?:thanks|thank|that|it|this|with|on that)\b)(.{6,})/i,
    roles: ONLY_USER,
  },
  {
    name: "revert-it",
    kind: "decision",
    strength: 0.6,
    // The user calling an attempt off: "revert the streaming change, we stay with the buffered export".
    re: /^(?:please\s+|let's\s+)?(?:revert|roll back|back out|undo)\s+(?!(?:it|that|this|them)\b)(.{6,})/i,
    text: (_s, m) => `Tried and reverted: ${m[1]!.trim()}`,
    roles: ONLY_USER,
  },
  {
    name: "rather-choose",
    kind: "decision",
    strength: 0.65,
    re: /\b(?:we|i)(?:'d|\s+would)\s+rather\s+(?:go with|use|stick with|keep|stay with)\s+\S.{1,60}?\s+(?:than|over|instead of)\s+\S/i,
  },
  {
    name: "plan-is",
    kind: "decision",
    strength: 0.6,
    re: new RegExp(String.raw`^(?:the |our )?plan is to\s+${CHOOSE}\s+\S`, "i"),
    roles: ONLY_USER,
  },
  {
    name: "i-choose",
    kind: "decision",
    strength: 0.65,
    re: /^i(?:'m| am)?(?:'ll| will)?\s+(?:going with|go with|sticking with|stick with|picking|choosing)\s+\S/i,
    roles: ONLY_USER,
  },
  {
    name: "i-want-every",
    kind: "instruction",
    strength: 0.7,
    // "I want every new function to have a docstring", "I'd like you to always …".
    re: /\bi(?:'d like| want| would like)\s+(?:you to\s+(?:always|never)|every|all|each|new)\b|^i (?:don't|do not) want (?:any|new|more|you to (?:ever|touch|change|add|use))\b(?!.*\b(?:today|now|yet|right now)\b)/i,
    roles: ONLY_USER,
  },
  {
    name: "it-is",
    kind: "decision",
    strength: 0.6,
    // The user's terse pick: "cookies it is", "trigram it is. GIN, not gist." (blind166-177, read after their first
    // measurement: one item more, no candidate more that is not true).
    re: /^(?!(?:that|this|it|what|which|there|here|so|ok|okay|yes|fine)\b)[\w\s.`/-]{2,30}? it is(?:[.!]*$|[.!]+\s)/i,
    roles: ONLY_USER,
  },
  {
    name: "then-its",
    kind: "decision",
    strength: 0.65,
    // A conclusion naming the pick: "then it's undici for the upstream client" (not "it's slow for big files": no "then").
    re: /^then,?\s+it'?s\s+(?!(?:a|an|the|not|just|only|fine|ok|okay|good|bad|too|very|so|really|still|already|probably|been|going|that|this)\b)[\w.@/-]+\s+(?:for|then)\b/i,
    roles: ONLY_USER,
  },
  {
    name: "lets-do-then",
    kind: "decision",
    strength: 0.6,
    // A conclusion once the options were talked through: "ok let's just do timestamptz then" (its "ok" is LEAD, gone
    // before the patterns read it; not "let's do the tests then": a named thing, in at most three words).
    re: /^let'?s\s+(?:just\s+)?(?:do|use|go for|stick with|pick|take)\s+(?!(?:the|it|that|this|a|an|some|them|those|these|both|all|one|what|something|more|another|everything|nothing)\b)[\w@./+`-]+(?:\s+[\w@./+`-]+){0,2}\s+then\b/i,
    roles: ONLY_USER,
  },
  {
    name: "we-dropped",
    kind: "decision",
    strength: 0.6,
    re: /^we(?:'ve| have|'re| are|'ll| will)?\s+(?:dropp(?:ed|ing)|drop|ditch(?:ed|ing)?|got rid of|getting rid of|deprecat(?:ed|ing|e)|remov(?:ed|ing|e) support for|stopp(?:ed|ing) using|abandon(?:ed|ing)?)\s+\S/i,
    roles: ONLY_USER,
  },
  {
    name: "take-option",
    kind: "decision",
    strength: 0.65,
    re: /^(?:ok(?:ay)?,?\s+)?(?:let'?s|we'll|we will)\s+(?:do|take|pick|go for)\s+(?:option|approach|plan|variant|proposal)\s+\w+/i,
    roles: ONLY_USER,
  },
  {
    name: "go-with",
    kind: "decision",
    strength: 0.65,
    re: /(?:^|[,;]\s*)(?:ok(?:ay)?,?\s+|so\s+|then\s+)?(?:go|going) with\s+(?!(?:that|it|this|what you|your)\b)\S/i,
    roles: ONLY_USER,
  },
  {
    name: "switch-to",
    kind: "decision",
    strength: 0.6,
    // "let's switch to X", "we're moving auth to Clerk", "switching the CI from circleci to github actions".
    re: /(?:\b(?:let'?s|we(?:'re| are| will|'ll)?)\s+(?:switch(?:ed|ing)?|move[d]?|moving|migrate[d]?|migrating)|^(?:switching|moving|migrating))(?:\s+(?:the\s+|our\s+)?[\w-]+){0,3}?\s+(?:from\s+\S+\s+)?to\s+(?!(?:do|be|make|see|check|fix|it|the next)\b)\S/i,
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
    // "In future, …" opens a rule; "issued in the future" does not.
    re: /\b(?:from now on|going forward|moving forward|from here on(?: out)?|henceforth)\b|(?:^|[,;]\s*)in (?:the )?future\b/i,
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
    re: /^(?:the |our |one |a )?(?:conventions?|rules?|rule of thumb|policy|guidelines?|house rules?|preference)\b[^:]{0,20}:\s*\S/i,
  },
  {
    name: "always-never",
    kind: "instruction",
    strength: 0.8,
    // "never, ever run …", "only use the logger", "stop adding emojis to commits".
    re: new RegExp(String.raw`^(?:please\s+)?(?:(?:always|never|do not|don't)[,\s]+(?:ever[,\s]+)?\S|only (?:ever\s+)?(?:${IMPERATIVE})\b|stop \w+ing\b)`, "i"),
    roles: ONLY_USER,
  },
  {
    name: "always-never-clause",
    kind: "instruction",
    strength: 0.7,
    // An imperative clause: "…, and always link the ticket" (not "I always get this warning").
    re: /[,;]\s*(?:and\s+|but\s+)?(?:please\s+)?(?:always|never)\s+(?!(?:been|was|were|had|got|get|gets|saw|seen|see|sees|did|happens?|on|in|at|for|with|the|a|an|so|like|when|after|before|during|ever|here|there|true|false|mind)\b)[a-z]+/i,
    roles: ONLY_USER,
  },
  {
    name: "next-time",
    kind: "instruction",
    strength: 0.75,
    re: new RegExp(String.raw`^next time\b,?\s+(?:please\s+)?(?:${IMPERATIVE})\b`, "i"),
    roles: ONLY_USER,
  },
  {
    name: "use-instead",
    kind: "instruction",
    strength: 0.7,
    // "please use an early return instead of nesting", "prefer `type` over `interface` for props".
    re: /^(?:please\s+)?(?:use|prefer|pick|choose|write)\s+\S.{0,60}?\s+(?:instead of|over|rather than)\s+\S/i,
    roles: ONLY_USER,
  },
  {
    name: "ban",
    kind: "instruction",
    strength: 0.6,
    // "no enums please", "no default exports in this repo" (not "no need", "no problem").
    // Also "please no `any` in new code", "no console.log in committed code", "no toSorted / toReversed etc, stick to …".
    re: /^(?:please\s+)?no\s+(?!(?:need|problem|worries|idea|way|luck|longer|one|matter|change|changes|rush|questions?)\b)[\w\s.`/-]{2,60}?\s+(?:please|ever|anymore|in this (?:repo|codebase|project)|in (?:new|committed|any|our|all|shared|production|prod) [\w-]+|etc\b|at all)\b/i,
    roles: ONLY_USER,
  },
  {
    name: "artifact-convention",
    kind: "instruction",
    strength: 0.65,
    // How the project's things are made: "commit messages follow conventional commits", "tests live next to the code".
    re: new RegExp(
      String.raw`^(?!.*\b(?:${STATE_WORDS})\b)(?:our\s+|all\s+|the\s+|new\s+|every\s+|each\s+|any\s+)?(?:[\w-]+\s+)?${ARTIFACT}\s+(?:(?:always|only|must|should)\s+)?(?:follows?|go(?:es)? (?:in|under|into|through)|lives? (?:in|under|next to|beside|alongside)|sits? (?:in|under|next to)|belongs? (?:in|under)|(?:are|is) (?:written|named|kept|prefixed|suffixed|formatted|placed)|must|should|needs?|have to|has to|are to)\b`,
      "i",
    ),
    roles: ONLY_USER,
  },
  {
    name: "we-habit",
    kind: "instruction",
    strength: 0.6,
    // The team's habit stated with its scope: "we write docs in British English, always".
    re: /^we\s+(?:always\s+|never\s+|only\s+)?(?:write|name|keep|put|run|deploy|tag|format|commit|test|review|merge|squash|rebase|ship|release|store|document|spell|prefix|pin|lint|version|branch)\b(?=.*\b(?:always|never|only|everywhere|in this (?:repo|codebase|project))\b).{3,}/i,
    roles: ONLY_USER,
  },
  {
    name: "remember-to",
    kind: "instruction",
    strength: 0.75,
    re: /^(?:please\s+|let'?s\s+)?(?:remember|don't forget|do not forget) to\s+\S/i,
    roles: ONLY_USER,
  },
  { name: "make-sure", kind: "instruction", strength: 0.7, re: /^(?:please\s+)?make sure (?:you|to|we)\s+\S/i, roles: ONLY_USER },
  {
    name: "whenever-you",
    kind: "instruction",
    strength: 0.65,
    // A rule for a recurring action: "when you add an env var, also add it to …" (not "when you're done, …").
    re: /^(?:(?:when(?:ever)?|every time|each time|any time|before|after) (?:you|we)\s+(?!(?:'re|are|were|get a chance|have time|finish|can)\b)[a-z]+\b|(?:when(?:ever)?|before|after) (?!doing so)\w+ing\b)[^,]{2,80},\s*\S/i,
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
    name: "even-when",
    kind: "instruction",
    strength: 0.7,
    // A request that holds even against the situation: "answer in english even when I write german".
    re: new RegExp(
      String.raw`^(?:please\s+)?(?:${IMPERATIVE}|answer|reply|respond|talk|speak|explain|comment)\b.{3,80}?\b(?:even (?:when|if)|unless (?:i|asked|told)|until i say)\b`,
      "i",
    ),
    roles: ONLY_USER,
  },
  {
    name: "stick-to",
    kind: "instruction",
    strength: 0.6,
    re: /^(?:please\s+)?stick (?:to|with)\s+\S.{3,}/i,
    roles: ONLY_USER,
  },
  {
    name: "imperative-scope",
    kind: "instruction",
    strength: 0.65,
    // An imperative with a standing scope: "use X in this repo", "name files … everywhere".
    re: /^(?:please\s+)?(?:use|keep|put|write|name|add|run|prefer|avoid|store|tag|format|place|call|log|pin|follow|reply|answer|respond|install)\b.{3,}(?:\b(?:in this (?:repo|repository|project|codebase|package)|across the (?:repo|codebase|project)|everywhere|in every|for (?:all|every|each)|each time|every time|by default|throughout)\b|,\s*always\b)/i,
    roles: ONLY_USER,
  },
  {
    name: "keep-in-sync",
    kind: "instruction",
    strength: 0.65,
    re: /^(?:please\s+)?(?:always\s+)?keep\s+.{3,60}?\s+(?:in sync|up to date|consistent)\b/i,
    roles: ONLY_USER,
  },
  {
    name: "convention-imperative",
    kind: "instruction",
    strength: 0.55,
    // A bare imperative about a kind of thing, not a particular one: "use snake_case for columns", "avoid default
    // exports", "stop using console.log" (not "use the logger for that call", "put it in utils").
    // Not "keep looking": progress in this session.
    re: /^(?:please\s+)?(?:use|avoid|prefer|keep(?! (?!using\b)\w+ing\b)|put|name|store|place|format|write|stop using|quit using|never use)\s+(?!(?:the|this|that|these|those|it|them|my|your|his|her|a|an|one|some)\b)\S.{3,}/i,
    roles: ONLY_USER,
  },
  {
    name: "always-never-mid",
    kind: "instruction",
    strength: 0.65,
    // An instruction names what to do: a modal, or a verb of work after always/never ("we never got" is a report).
    re: /\b(?:we|you)\s+(?:(?:should|must|need to)\s+(?:always|never)|(?:always|never)\s+(?:use|run|commit|push|write|add|call|check|merge|deploy|test|keep|put|log|store|import|rebase|squash|review|pin|lint))\b/i,
  },
  { name: "prefer", kind: "instruction", strength: 0.6, re: /\b(?:we|i)(?:\s+|'d\s+|\s+would\s+)(?:prefer|rather)\s+(?!not\b)\S.{2,}/i },
];

/** Sentences that only ask or wonder are not statements ("when you …, …" states a rule). */
const NOT_A_STATEMENT =
  /^(?:if|whether|maybe|perhaps|should we|could we|can we|do we|can you|could you|would you|will you|do you|did you|are you|is there|are there|why|what|how|when(?!(?:ever)?\s+(?:(?:you|we)\s|\w+ing\b)[^,?]{3,80},))\b/i;
/** A hedge: the speaker is not stating a decision, fact or rule but weighing one (in the scope of hedgeScope). */
const HEDGE = /\b(?:could|might|may|maybe|perhaps|probably|possibly|whether|not sure|i think|i guess|i suspect|let me (?:check|see|look)|wondering|would)\b/i;
/** A retraction: this sentence and what the message said before it are withdrawn. */
const RETRACTION = /\b(?:actually,? no|scratch that|never ?mind|on second thought|forget (?:it|that|what i said)|hold on)\b/i;

/** A text's tokens, lower case: "10m", "3", "staging.example.com", "pg_trgm". */
function tokensOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9._-]*[a-z0-9]|[a-z0-9]/g) ?? [];
}

/** A text's content words: tokens of three characters or more that are not function words. */
function words(text: string): string[] {
  return tokensOf(text).filter((w) => w.length > 2 && !FUNCTION_WORDS.has(w));
}

/** A sentence end that is not one: "e.g. x", "vs. y". */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no)\.$/i;

/** A speaker of its own ("then we ship it") makes a short sentence a statement, not a tail. */
const SPEAKER = /(?<![\w-])(?:i|we|you)(?:'(?:ll|d|m|re|ve))?(?![\w-])/i;
/** Words that open another point of the same message: "also bump the version", "btw staging is on 5433". */
const ANOTHER_POINT = "also|anyway|btw|by the way|besides|separately|unrelated|other than that|apart from that";
/** A word that turns to another point ("otherwise ship it", "also bump the version"): the sentence is not a tail. */
const TURN = new RegExp(`^(?:otherwise|then|meanwhile|${ANOTHER_POINT})\\b`, "i");
const MAX_TAIL_WORDS = 14;

/**
 * A sentence that goes on with the one before it rather than saying something of its own: one too
 * short to stand alone ("always.", "ever.", "later."), or at most MAX_TAIL_WORDS words without a
 * speaker of its own ("check it tomorrow", "in fra, not ams.", "the test job probably needs it too"),
 * unless it turns to another point ("otherwise ship it"). Read alone, the rule's "always", the task's
 * subject or the choice's reason is lost; read together, the classifier sees the item whole. A
 * question on either side, a retraction and a verdict are left alone ("use pnpm. ok?", "… scratch
 * that.", "that's final, …"), and the joined sentence stays within MAX_SENTENCE_CHARS: short
 * sentences chain ("staging pg is on 5433. prod pg is on 5432." is one). 5 folds over 129 calibration sets: 0.778 / 0.771 without; tails of up to 5 words
 * 0.788 / 0.784, 10 words 0.802 / 0.790 (0.804 / 0.792 with the turns kept apart), 14 words 0.810 / 0.777. Since the
 * parts of a joined sentence are read on their own too (`partsOpinion`), a longer join loses less: at 219 training
 * sets, folded over 204 calibration sets, 10 words 0.798 / 0.792 and 14 words 0.804 / 0.799; on six sets never trained
 * on (blind136-141) 0.790 / 0.764 and 0.794 / 0.771.
 */
function continues(previous: string, part: string): boolean {
  const tail = part.trim();
  if (previous.length < MIN_SENTENCE_CHARS || previous.trimEnd().endsWith("?") || tail.endsWith("?")) return false;
  if (previous.length + part.length >= MAX_SENTENCE_CHARS) return false;
  // A retraction, or a verdict on what came before, is read as a sentence of its own (see RETRACTION, readReply).
  if (RETRACTION.test(previous) || RETRACTION.test(tail) || VERDICT_SENTENCE.test(withoutLead(tail))) return false;
  if (tail.length < MIN_SENTENCE_CHARS) return true;
  // A task's marker opens a point of its own: "The export works again. TODO: add a regression test."
  return tail.split(/\s+/).length <= MAX_TAIL_WORDS && !SPEAKER.test(tail) && !TURN.test(tail) && !TASK_MARKER.test(tail);
}

/**
 * A message's sentences: lines, then sentence ends (people write "ulid then. done deal." in lower
 * case, so a lower-case start after a period also opens one), a short sentence that goes on with the
 * one before it joined to it (`continues`); code fences and quoted output
 * skipped; a checked box is done, an unchecked one ("- [ ] x") is an open task. A sentence longer
 * than MAX_SENTENCE_CHARS is kept: its clauses are read (see analyze).
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const rawLine of text.split(/\r?\n/)) {
    if (/^\s*```/.test(rawLine)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || /^\s*(?:>|\$|\|)/.test(rawLine)) continue;
    if (/^\s*(?:[-*•]\s+)?\[[xX]\]/.test(rawLine)) continue;
    const line = rawLine
      .replace(/^\s*(?:[-*•]\s+)?\[ \]\s+/, "TODO: ")
      .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "")
      .trim();
    const parts: string[] = [];
    for (const part of line.split(/(?<=[.!?])\s+(?=[A-Za-z`"'(])/)) {
      const previous = parts.length - 1;
      if (previous >= 0 && (ABBREVIATION.test(parts[previous]!) || continues(parts[previous]!, part))) parts[previous] += ` ${part}`;
      else parts.push(part);
    }
    for (const part of parts) {
      const s = part.trim();
      if (s.length >= MIN_SENTENCE_CHARS) out.push(s);
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

/** The key a memory supersedes by: a decision's or a convention's subject; facts and tasks have none. */
export function keyFor(kind: MemoryKind, text: string): string | null {
  return kind === "decision" || kind === "instruction" ? keyOf(text) : null;
}

interface Found {
  kind: MemoryKind;
  text: string;
  confidence: number;
  pattern: string;
  gripIds: Set<string>;
  sources: Set<"event" | "bullet">;
  overlapOnly: boolean;
  /** The classifier's probability that the sentence it came from states a memory (undefined: no sentence of the conversation holds it). */
  opinion?: number;
  /** Found by the classifier alone: its probability of the kind. */
  modelProbability?: number;
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

type Role = "user" | "assistant" | "bullet";

interface Hit {
  kind: MemoryKind;
  text: string;
  strength: number;
  pattern: string;
}

/** What a message as a whole says about its sentences. */
interface MessageContext {
  /** The sentence reports a check or is confirmed by the next ("confirmed", "verified"): its plain statements about named things are facts. */
  confirmed: boolean;
  /** It changes an earlier choice ("change of plan", "instead"): a new rule stated of things is a decision. */
  change: boolean;
}

const NO_CONTEXT: MessageContext = { confirmed: false, change: false };

/** Discourse openers that carry no content: "ok", "also", "right,", "and", "ugh." */
const LEAD =
  /^(?:(?:ok(?:ay)?|yes|yep|yeah|yup|right|great|good|cool|sure|fine|also|and|but|so|plus|btw|oh|ugh|whoa|woah|hey|alright|hmm+|anyway|nice|thanks|thx|no\s*[—–-]|no(?=,))(?:[,.!:;]+\s*|\s+))+/i;

/** A sentence as the dialogue rules read it: casual spellings normalized, its content-free opener gone. */
function withoutLead(text: string): string {
  return normalizeCasual(text).replace(LEAD, "");
}

/** Casual spellings normalized before matching: "pls dont" is "please don't". */
function normalizeCasual(text: string): string {
  return text
    .replace(/\b(?:pls|plz)\b/gi, "please")
    .replace(/\b(dont|doesnt|isnt|arent|wont|cant|didnt)\b/gi, (w) => `${w.slice(0, -1)}'${w.slice(-1)}`)
    .replace(/\bwe re\b/gi, "we're");
}

/** "<head>: <tail>" where the head is a short lead-in ("FYI for the future", "Confirmed by …", "still open"). */
const HEAD = /^([^:`()[\]]{2,80}?):\s+(\S.*)$/;
/** A head announcing a fact: what follows it is one when it is a statement. */
const FACT_HEAD =
  /\b(?:confirmed|verified|checked|found it|found the (?:problem|issue|bug|cause|culprit)|root cause|the (?:real |actual |underlying )?(?:reason|cause|culprit)\b|worth (?:knowing|noting)|good to know|fyi|heads[- ]up|(?<!side )note(?! to self)|reminder(?! to self)|for the record|keep in mind|important|til|it(?:'s| is) not)\b/i;
/** A head naming a cause: what follows may be told in the past ("the real cause: the client was reused"). */
const CAUSE_HEAD = /\b(?:root cause|the (?:real |actual |underlying )?(?:reason|cause|culprit)|found (?:it|the (?:problem|issue|bug|cause|culprit)))\b/i;
/** A head announcing open work: each clause after it is a task. */
const TASK_HEAD =
  /\b(?:(?:things?|items?|work|bits?) left|left to do|(?:note|reminder) to self|not done(?: yet)?|unfinished|pending|todo|to-?do|follow[- ]?ups?|next steps?|still (?:open|to ?do|missing)|open (?:items?|tasks?)|left ?overs?|remaining|backlog|for later|what's left)\b/i;
/** A choice credited to the user or the team. */
const ATTRIBUTED = /\b(?:as (?:agreed|discussed|decided|you (?:said|asked|wanted|decided))|per your (?:call|decision|request)|like you said)\b/i;
/** A head announcing a choice: "we settled it: monthly billing only". */
const DECISION_HEAD = /\b(?:settled|decided|agreed|decision|verdict|final (?:answer|call))\b/i;
/** An assistant's recap of what the user settled ("Noted: cursor pagination everywhere, and ULIDs for ids"). */
const RECAP_HEAD = /^(?:noted|got it|understood|to recap|recap|so to confirm|confirming|agreed)$/i;
/** A message that reports a check it made. */
const CONFIRMED = /\b(?:confirmed|verified|that's been verified|i checked|reproduced it)\b/i;
const NOT_CONFIRMED = /\b(?:not|haven't|hasn't|never|un)\s*(?:\w+\s+)?(?:confirmed|verified)\b/i;
const CHANGE = /\b(?:change of plan|we said|no longer|instead of|switch(?:ing|ed)? (?:to|from)|replac(?:e|es|ed|ing))\b/i;
/**
 * A plain statement about a named thing: a subject that is not the speaker or a pronoun, then a
 * present-tense verb ("miniflare doesn't fire cron triggers", "D1 allows at most 100 …").
 */
const DECLARATIVE =
  /^(?:the\s+|our\s+|all\s+|each\s+|every\s+)?(?!(?:i|i'm|i've|i'll|i'd|you|you're|we|we're|we've|it|it's|this|that|that's|there|there's|they|he|she|here)\b)[\w./`'()-]+(?:\s+[\w./`'()-]+){0,6}?\s+(?:is|are|isn't|aren't|has|have|hasn't|doesn't|does not|don't|do not|can't|cannot|only|always|never|runs?|uses?|allows?|accepts?|caps?|binds?|counts?|fires?|stores?|sends?|returns?|retries|expects?|requires?|supports?|takes?|gets?|lives?|sits?|regenerates?|overwrites?|drops?|expires?)\b/i;
/** What points into the session ("the output above"), not at the project. */
const DEICTIC = /\b(?:above|below)\b|^(?:this|that|these|those)\b/i;
const STATE = new RegExp(String.raw`\b(?:${STATE_WORDS})\b`, "i");
const FACT_LABEL_LEAD = new RegExp(String.raw`^(?:${FACT_LABEL})\b[,:]?\s+`, "i");
const IMPERATIVE_START = new RegExp(String.raw`^(?:please\s+)?(?:${IMPERATIVE})\b`, "i");
/** A rule after a "remember"/"reminder" label: an imperative, or the team's always/never. */
const RULE_START = new RegExp(String.raw`^(?:please\s+)?(?:${IMPERATIVE})\b|^(?:we|you)\s+(?:always|never|don't|do not|only)\b`, "i");
/** What a clause after a flagging head ("FYI: …", "still open: …") counts at least. */
const HEADED_STRENGTH = 0.65;
/** A clause hit at least this strong counts towards reading a sentence as several memories. */
const STRONG_CLAUSE = 0.6;
/** The shortest clause read on its own ("no enums" is 8 characters); a shorter one is a fragment. */
const MIN_CLAUSE_CHARS = 8;

/** The first pattern that matches a clause (or sentence), hedges and questions aside. */
function matchPatterns(sentence: string, role: Role): Hit | undefined {
  if (sentence.endsWith("?") || NOT_A_STATEMENT.test(sentence)) return undefined;
  for (const pattern of PATTERNS) {
    if (pattern.roles && !pattern.roles.includes(role as "user")) continue;
    const m = pattern.re.exec(sentence);
    if (!m) continue;
    if (!pattern.explicit && HEDGE.test(hedgeScope(sentence, m.index))) continue;
    const text = clean(pattern.text ? pattern.text(sentence, m) : sentence);
    return { kind: pattern.kind, text, strength: pattern.strength, pattern: pattern.name };
  }
  return undefined;
}

/** A clause that points back ("we need to write one", "don't rely on data there") continues the one before. */
const ANAPHOR = /(?<![\w-])(?:it|one|ones|them|those|these|there)(?![\w-])/i;

/**
 * A sentence's clauses: split at ";", dashes and ", and/but/also" (each may carry its own item);
 * not at ", so" (a consequence belongs to its cause), and a clause that points back is joined to
 * the one before.
 */
function clausesOf(sentence: string): string[] {
  const out: string[] = [];
  for (const part of sentence.split(/\s*;\s*|\s+[—–]\s+|\s+--\s+|,\s+(?=(?:and|but|also|plus)\s)/)) {
    const c = part.replace(LEAD, "").trim();
    if (out.length > 0 && (ANAPHOR.test(c) || /^(?:that|which)\b/i.test(c))) out[out.length - 1] += `; ${c}`;
    else if (c.length >= MIN_CLAUSE_CHARS) out.push(c);
  }
  // A clause longer than a sentence is pasted text, not a statement (and the patterns' cost grows with it).
  return out.filter((c) => c.length <= MAX_SENTENCE_CHARS);
}

/** A request with a standing scope, asked as a question. */
const POLITE_RULE =
  /^(?:can|could|would|will) you (?:please )?((?:always |never |only )?(?:stick to|use|keep|write|run|put|name|prefer|avoid|stop)\b[^?]{3,}?\b(?:from now on|going forward|in future|always|every time|whenever\b[^?]*|everywhere|in this repo))\s*\?$/i;
/** A scope before a rule: "for new code, …", "in tests, …", "when writing sql, …". */
const SCOPE_LEAD = new RegExp(
  String.raw`^(?:(?:for|in|on|with|inside|within|when(?:ever)?|before|after|during)\s+[^,]{2,40},\s+|(?:in this (?:repo|repository|project|codebase)|here)\s+(?=(?:please\s+)?(?:${IMPERATIVE})\b))`,
  "i",
);

/** "From now on, …" before the rule itself. */
const FROM_NOW_ON_LEAD = /^(?:(?:from now on|going forward|moving forward|from here on(?: out)?|henceforth|in (?:the )?future),?\s+)/i;
/** A rule for the agent's own conduct, whatever it opens with: replies, answers, asking, its own edits. */
const AGENT_RULE =
  /\b(?:always|never|don't|do not|reply|replies|answer|answers|respond|ask|tell me|keep it|be (?:brief|short|concise)|commit (?:messages?|msgs?)|commits|branch(?:es| names?)|prs?|pull requests?|migrations|tests|test files|comments|code|imports|exports|docs|changelog)\b/i;

/** A scope of the whole project: "in this repo", "in this codebase". */
const REPO_SCOPE = /^in this (?:repo|repository|project|codebase)\b/i;

/** What only concerns this session's work; "not in this session" puts work off to a later one instead. */
const SESSION_SCOPE =
  /(?<!\b(?:not|outside(?: of)?|after)\s+(?:(?:in|for)\s+)?)\b(?:in this session|for this (?:task|session|run)|this session|before (?:this|it) (?:compiles|works|passes|runs|builds|lands|merges))\b/i;
/** A fact that is not known yet: "root cause: still unclear". */
const UNKNOWN = /\b(?:unclear|unknown|not (?:yet )?(?:clear|known|sure)|tbd|no idea)\b/i;

/** A request for this session, not a standing rule: "remember to push it when you're done". */
const ONE_OFF =
  /\b(?:in this session|for this (?:task|session|run|fix|change)|this session)\b|^(?:please\s+)?(?:don't|do not|never|always)\s+\w+\s+(?:it|this|that|them)(?:\s+(?:again|yet|now))?(?:\W*$|,)|\b(?:when you're done|when done|right now|for now|today|tonight|this time|in this pr|on this branch)\b|^(?:please\s+)?(?:remember to|don't forget to|make sure (?:to|you))\s+\w+\s+(?:it|this|that|them)\b/i;

/**
 * Why an attempt was given up ("reverted it because it broke the build"). The agent's or a summary's "Reverted X and
 * did Y" without one narrates work done on request, not an approach the project tried and dropped.
 */
const REVERT_REASON =
  /\b(?:because|since|as it|due to|broke|breaks|caused|causes|didn't work|did not work|doesn't work|failed|fails|regress\w*|too (?:slow|flaky|risky|complex|big|large)|made \w+ (?:slower|worse|flaky)|slower|worse|doubled|tripled|spiked|went over|exceed\w*|over the (?:\w+ )?limit|timed out|crash\w*|leak\w*)\b/i;

/** What an error, log or tool printed, reported: its numbers describe that output, not the project. */
const REPORTED_OUTPUT =
  /\b(?:error|errors|log|logs|output|trace|stack ?trace|exception|warning|response|message)\s+(?:says?|said|shows?|showed|reads?|mentions?|reports?|complains?)\b|\baccording to the (?:error|log|logs|output)\b/i;

/** A particular thing of this session's work: a path ("src/types/x.d.ts") or a code member (`Repo.markPaid`). */
const PARTICULAR = /`[^`\s]*[.(/][^`\s]*`|(?:^|\s)(?:[\w.-]+\/)+[\w.-]+|\b[\w-]+\.(?:ts|tsx|js|mjs|py|go|rs|sql|json|ya?ml|toml|md)\b/;

/** Where a kind of data is kept, named by its storage: "put/store/keep <data> in <a storage technology>". */
const DATA_PLACEMENT =
  /^(?:please\s+)?(?:put|store|keep|persist|hold)\s+(?:the\s+|all\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:in|on|into)\s+(?:a |an |the |one )?(?:[\w-]+\s+)?(?:durable objects?|r2|kv|d1|s3|gcs|redis|memcached|postgres(?:ql)?|mysql|sqlite|dynamodb|mongo(?:db)?|buckets?|queues?|cookies?|local ?storage|session ?storage|indexeddb)\b/i;

/** One clause: the patterns, then what its head or message makes of a plain statement. */
function matchClause(clause: string, role: Role, head: string | undefined, ctx: MessageContext): Hit | undefined {
  const hit = matchPatterns(clause, role);
  if (hit?.kind === "instruction" && ONE_OFF.test(clause)) return undefined;
  if (hit?.pattern === "reverted" && role !== "user" && !REVERT_REASON.test(clause)) return undefined;
  if (hit?.kind === "fact" && REPORTED_OUTPUT.test(clause)) return undefined;
  // "Write tests for `InvoiceRepo.markPaid`": a bare imperative about one particular thing is this session's request.
  if (hit?.pattern === "convention-imperative" && PARTICULAR.test(clause)) return undefined;
  // "Put sessions in a durable object per user", "store uploads in r2": where a kind of data lives is a design choice.
  if (hit?.kind === "instruction" && DATA_PLACEMENT.test(clause)) return { ...hit, kind: "decision" };
  if (hit && (SESSION_SCOPE.test(clause) || (hit.kind === "fact" && UNKNOWN.test(clause)))) return undefined;
  // "Reminder: run `make gen` after changing the proto files" flags a rule, not a fact.
  if (hit?.pattern === "fact-label" && RULE_START.test(clause.replace(FACT_LABEL_LEAD, ""))) {
    return ONE_OFF.test(clause) ? undefined : { ...hit, kind: "instruction" };
  }
  if (hit) {
    // "Attachments go to R2 from now on" after "change of plan": a choice of design, not a rule for the agent.
    // So is a standing choice with no verb for the agent: "Zod for request validation from now on", "prod deploys
    // only on tuesdays from now on". A rule for the agent opens with its verb or addresses it ("from now on, run …").
    if (hit.pattern === "from-now-on" && !IMPERATIVE_START.test(clause.replace(FROM_NOW_ON_LEAD, "")) && !/\byou\b/i.test(clause) && !AGENT_RULE.test(clause))
      return { ...hit, kind: "decision" };
    // A lead-in that flags what follows ("FYI: …", "still open: …") vouches for a weak pattern's reading.
    if (head !== undefined && (FACT_HEAD.test(head) || TASK_HEAD.test(head))) return { ...hit, strength: Math.max(hit.strength, HEADED_STRENGTH) };
    return hit;
  }
  if (clause.endsWith("?") || NOT_A_STATEMENT.test(clause) || HEDGE.test(clause)) return undefined;
  // "for new code, prefer async/await …", "in tests, never mock the db": a scope, then the rule.
  const scoped = SCOPE_LEAD.exec(clause);
  if (scoped && role === "user") {
    const rest = clause.slice(scoped[0].length);
    const rule = matchPatterns(rest, role);
    if (rule?.kind === "instruction") return { ...rule, text: clean(clause) };
    // "in this repo run the linter with `make lint`": the scope alone makes an imperative a standing rule.
    if (REPO_SCOPE.test(scoped[0]) && IMPERATIVE_START.test(rest) && !ONE_OFF.test(rest))
      return { kind: "instruction", text: clean(clause), strength: 0.65, pattern: "repo-scoped-imperative" };
  }
  if (head !== undefined && FACT_HEAD.test(head)) {
    if (IMPERATIVE_START.test(clause))
      return ONE_OFF.test(clause) ? undefined : { kind: "instruction", text: clean(clause), strength: 0.65, pattern: "head-instruction" };
    const stated = DECLARATIVE.test(clause) || (CAUSE_HEAD.test(head) && /\b(?:was|were|had)\b/i.test(clause));
    if (stated && !STATE.test(clause) && !DEICTIC.test(clause)) return { kind: "fact", text: clean(clause), strength: 0.65, pattern: "head-fact" };
    return undefined;
  }
  if (head !== undefined && DECISION_HEAD.test(head)) return { kind: "decision", text: clean(`${head}: ${clause}`), strength: 0.65, pattern: "decision-head" };
  if (head !== undefined && TASK_HEAD.test(head)) return { kind: "task", text: clean(`TODO: ${clause}`), strength: 0.65, pattern: "task-head" };
  if (head !== undefined && RECAP_HEAD.test(head) && role === "assistant") {
    const kind = IMPERATIVE_START.test(clause) ? "instruction" : "decision";
    return { kind, text: clean(clause), strength: 0.6, pattern: "recap" };
  }
  if (ctx.confirmed && role !== "bullet" && DECLARATIVE.test(clause) && !STATE.test(clause) && !DEICTIC.test(clause))
    return { kind: "fact", text: clean(clause), strength: 0.55, pattern: "confirmed-statement" };
  return undefined;
}

/**
 * The memories of one sentence. A question, or a sentence opening as one ("if", "should we"), has
 * none. A short head before a colon ("FYI for the future: …", "still open: …") is read apart from
 * its tail. A sentence with two or more clauses that each hold an item gives one memory per clause
 * ("I prefer named exports …, and please use early returns …"); otherwise the whole sentence is
 * the memory's text (it keeps the reason), or the one clause that matched.
 */
function analyze(raw: string, role: Role, ctx: MessageContext = NO_CONTEXT): Hit[] {
  if (raw.length > MAX_LINE_CHARS) return [];
  const sentence = withoutLead(raw).trim();
  // "can you stick to 2-space indentation from now on?": a rule asked politely, not a question.
  const polite = POLITE_RULE.exec(sentence);
  if (polite && role === "user") {
    const rule = matchClause(polite[1]!, role, undefined, ctx);
    return [{ kind: "instruction", text: clean(polite[1]!), strength: rule?.kind === "instruction" ? rule.strength : 0.6, pattern: "polite-rule" }];
  }
  if (sentence.length < MIN_SENTENCE_CHARS || sentence.endsWith("?") || NOT_A_STATEMENT.test(sentence) || SESSION_SCOPE.test(sentence)) return [];
  // "never run npm install here; also fix the typo": what follows the turn is not the rule's reason, but a point of its own.
  const points = sentence.split(OTHER_POINT);
  if (points.length > 1) return points.flatMap((point) => analyze(point, role, ctx));
  const headed = HEAD.exec(sentence);
  const head = headed && headed[1]!.split(/\s+/).length <= 12 ? headed[1]!.replace(LEAD, "").trim() : undefined;
  const body = head !== undefined ? headed![2]! : sentence;
  const hits = analyzeParts(sentence, head, body, role, ctx);
  // A choice under a decision label, or one the speaker credits to the user ("as agreed", "per your call"), is
  // not the assistant's proposal.
  const settled = (head !== undefined && DECISION_HEAD.test(head)) || ATTRIBUTED.test(sentence);
  // "A common cause: …", "usually …": general knowledge, not a fact of this project.
  if (GENERIC.test(sentence)) return hits.filter((h) => h.kind !== "fact");
  return settled ? hits.map((h) => (h.kind === "decision" && PROPOSED_CHOICE.has(h.pattern) ? { ...h, pattern: "settled-choice" } : h)) : hits;
}

/** A clause turning to another point: "…; also …", "…, btw …", "… — separately, …". */
const OTHER_POINT = new RegExp(
  // After a comma or a dash, only the words that cannot go on the clause before ("…, besides the tests" can).
  String.raw`\s*;\s*(?=(?:${ANOTHER_POINT})\b)|,\s+(?=(?:also|btw|by the way|separately|unrelated)\s)|\s+[—–-]{1,2}\s+(?=(?:also|anyway|btw|by the way|separately|unrelated)\b)`,
  "i",
);

function analyzeParts(sentence: string, head: string | undefined, body: string, role: Role, ctx: MessageContext): Hit[] {
  const parts = clausesOf(body);
  const clauseHits = parts.flatMap((c) => matchClause(c, role, head, ctx) ?? []);
  // Most sentences are one clause with no head: their clause is the sentence, read once.
  if (head === undefined && parts.length === 1 && parts[0] === sentence) return clauseHits;
  const whole = sentence.length <= MAX_SENTENCE_CHARS ? matchClause(sentence, role, undefined, ctx) : undefined;
  // Two decisions in one sentence are mostly one ("reverted X; we stay on Y"): lists of rules, tasks and facts are
  // not. A weak clause beside a strong one ("keep PR descriptions short, and always link the ticket") stays in it.
  const split = clauseHits.length >= 2 && clauseHits.filter((h) => h.strength >= STRONG_CLAUSE).length >= 2;
  if (split && !(whole && clauseHits.every((h) => h.kind === "decision"))) return clauseHits;
  if (whole) return [whole];
  return clauseHits;
}

/** What is true in general rather than found here: "a common cause: …", "typically …". */
const GENERIC =
  /^(?:a|one|another) (?:common|frequent|typical|usual|classic|known|likely|possible) (?:cause|reason|culprit|pitfall|source|issue|problem)\b|^(?:usually|typically|generally|in general|commonly|often|most of the time|in most (?:cases|codebases|projects|setups|apps|teams)|it'?s (?:common|usual|typical) (?:for|to))\b/i;

/** Choices the assistant states that are only proposals until the user agrees. */
const PROPOSED_CHOICE = new Set(["use-not", "we-use", "switch-to", "rather-choose", "go-with", "take-option", "it-is"]);
/** A proposal the user said yes to: a decision, but in the user's words only "yes" (review or log, not auto). */
const CONFIRMED_PROPOSAL_STRENGTH = 0.55;
/** An assistant's question offering a choice ("Should we switch to pnpm workspaces?"). */
const PROPOSAL_QUESTION =
  /^(?:so,?\s+)?(?:should|shall) we ((?:use|switch to|go with|move to|migrate to|adopt|keep using|standardi[sz]e on|stick with|drop)\b[^?]{3,100})\?$/i;
/** The user's need without a horizon ("we need to rotate it"): a task only if the assistant puts it off. */
const NEED = /\b(?:we|you|someone)(?:'ll| will)?\s+(?:(?:need|have)s?\s+to|must)\s+\S/i;
/** The assistant putting something off rather than doing it now. */
const DEFERRED =
  /\b(?:noted (?:it |that |this |them )?(?:as|for)|as a follow-?up|for later|for (?:a|another) (?:separate |later )?(?:pr|session|time)|separate pr|(?:leave|left|leaving) (?:it|that|this|them|those) for|on the (?:todo )?list|added (?:it|that|this|them) to the (?:todo|list|backlog)|not (?:now|today|in this pr))\b/i;
/** A need the assistant put off: an open task, said in other words than a TODO (review). */
const DEFERRED_NEED_STRENGTH = 0.55;
/** An assistant's proposal ("I'd suggest we replace moment with date-fns …"): a decision once the user says yes. */
const PROPOSAL = /\b(?:i(?:'d| would)? (?:suggest|recommend|propose)|my suggestion is|i'd go with)\s+(?:that\s+)?(.{6,})/i;
/** The user's yes to the message before ("yes do that", "sounds good", "go ahead"), no "but"/"no" in it. */
const CONFIRM =
  /^(?:yes|yep|yeah|yup|sure|ok(?:ay)?|sounds good|go ahead|do it|do that|please do|agreed|lgtm|let's do (?:it|that)|go with (?:that|it|this|what you (?:said|suggested|proposed|recommended)|your (?:suggestion|proposal|recommendation)))\b(?![^.!]*\b(?:no|not|don't|but|instead|wait)\b)/i;

/** A picked option: the user's own choice, said in few words (applied and logged, not automatic). */
const PICKED_OPTION_STRENGTH = 0.65;
/** The longest introduction of options the memory keeps as its subject ("Two options for the cache key"). */
const MAX_OPTION_CONTEXT = 120;
/** Patterns a pick's own words also match ("go with the first"): the picked option replaces them. */
const PICK_RESTATED = new Set(["go-with", "it-is", "i-choose", "take-option", "we-use"]);
/** Heads of the assistant's own plan for the session. */
const OWN_PLAN_HEAD = /^(?:next steps?|(?:the |my )?plan|steps|here's (?:the plan|what i'll do)|i'll|next)\b/i;
/** A task from a list under a head of future work: the head says so, the item does not. */
const FUTURE_LIST_STRENGTH = 0.6;
/** An item under a head announcing rules that no rule pattern reads itself ("no default exports"): review. */
const RULE_ITEM_STRENGTH = 0.55;
/** A reply turning down what came before: "hmm no, …", "actually …", "changing my mind". */
const CHANGE_REPLY =
  /^(?:(?:hm+|oh|ah|wait|ok)[,.!]?\s*)*(?:(?:no|nope|nah)(?!\s+(?:worries|problem|need|rush|idea)\b)|actually|on second thought|changing my mind|change of plan)\b|\bactually\b/i;
/** An imperative choosing something else: "put the docs on cloudflare pages instead". */
const INSTEAD_CHOICE =
  /^(?:please\s+|let'?s\s+|we'?ll\s+|we will\s+)?(?:put|deploy|host|use|move|run|keep|store|switch|go with|do|build|send|serve)\b.{3,100}?\binstead\b/i;
const INSTEAD_STRENGTH = 0.6;
/** A need to choose, met when the session chooses. */
const CHOOSING_NEED = /\b(?:pick|choose|decide|select|settle on|agree on|figure out which)\b/i;

/** Whether two texts share a content word ("let", "we'll" and the like aside). */
function sharesWord(a: string, b: string): boolean {
  const mine = new Set(words(a).filter((w) => !CHOICE_FILLER.has(w)));
  return words(b).some((w) => mine.has(w));
}
const CHOICE_FILLER = new Set(["let", "let's", "lets", "we'll", "going", "instead", "actually", "just", "then", "now"]);

/** The user putting work off in the message: "leave it for next week", "not today though", "at some point". */
const USER_DEFERS =
  /\b(?:leave (?:it|that|this|them) for|not (?:today|now|in this pr)\b|in a (?:follow-?up|separate) (?:pr|change)|out of scope|for next (?:week|session|time|sprint)|next (?:week|session|sprint)|this week|at some point|someday|tomorrow|another (?:day|time|session))/i;
/** A sentence naming work to do: a need, an obligation, a lack. */
const NEED_WORDS = /\b(?:needs?|has to|have to|must|should|still (?:don't|do not|doesn't|does not|haven't|have not) have)\b/i;
/** "xlsx later", "pdf export next time": a thing put off in a few words. */
const TERSE_LATER = /^([\w.`/+-]+(?:\s+[\w.`/+-]+){0,2}?)\s+(?:later|next time|next week|tomorrow|another time)$/i;
const NOT_A_THING = /^(?:both|all|it|that|this|them|those|these|see you|talk|more|catch you|bye|thanks|ok|okay|sure|maybe|do it|do that|the rest)$/i;
/** A sentence closed by a verdict on its own: "… no more copies. decided". */
const TERMINAL_DECISION = /(?:^|[.!;,]\s*)(?:decided|settled|that's (?:decided|settled|final)|final(?: answer| call)?|done deal)[.!]*\s*$/i;
/** A plain statement in a reply: a subject that is not the speaker, the listener or a pronoun, then a verb. */
const REPLY_STATEMENT =
  /^(?!(?:i|i'm|i've|i'll|i'd|you|you're|your|my|we|we're|we've|let's|it|it's|this|that|that's|there|there's|they|he|she|here|what|which|who|why|how|be|so|and|but|or|then|also|not|don't|do|please)\b)[\w./`'()-]+(?:\s+[\w./`'()-]+){0,6}?\s+(?:is|are|isn't|aren't|was|were|has|have|had|can't|won't|doesn't|don't|does|do|never|always|only|still|goes|go|gets|lives|runs|uses|stores|hits?|stays?|\w+s)\b.{3,}/i;
/** A reply's state of the moment, not a standing fact ("it's down again today"). */
const REPLY_STATE = /\b(?:again|now|today|tonight|yesterday|this morning|currently|at the moment|down|broken|failing|just)\b/i;
/** An assistant's question about where or what a thing of the project is (not what to do). */
const WHERE_QUESTION =
  /^(?:where|which \w+|what) (?:do|does|is|are) (?!(?:you|i)\b)[\w\s'.-]{3,60}\b(?:live|lives|stored|kept|hosted|run|runs|configured|defined|set)\?$/i;
/** A short answer naming a place: "in launchdarkly, …", "on the bastion", "under /etc/app". */
const ANSWER_FRAGMENT = /^(?:in|on|under|at|inside|from|behind|via)\s+\S/i;
/** A reply judging this session's work ("the fix looks good", "the new description reads better"): no fact of the project. */
const REPLY_VERDICT =
  /\b(?:tests?|specs?|build|ci|pipeline|checks?|lint)\b.{0,30}\b(?:pass(?:es|ed)?|fail(?:s|ed)?|green|red|broke|works?)\b|^(?:the |your |this |that |these |those )?(?:new |updated |last |first )?(?:fix|fixes|change|changes|pr|diff|output|result|results|patch|approach|plan|idea|edit|edits|commit|version|draft|summary|description|wording|refactor|rewrite|test run|proposal|solution)\b|\b(?:looks?|reads?|sounds?|seems?) (?:good|great|fine|better|right|ok|okay|correct|much|clean)|\bmakes sense\b/i;
/** An assistant's question offering to act, not asking about the project. */
const OFFER_QUESTION = /\b(?:want me to|should i|shall i|do you want|can i|may i|would you like|ok to|okay to|still use)\b/i;
/** A fact the user confirms or states in reply to the assistant's finding or question. */
const CONFIRMED_REPLY_STRENGTH = 0.6;
/** A need the user puts off in the same message. */
const DEFERRED_BY_USER_STRENGTH = 0.6;

/**
 * What a user's message says through its structure rather than a pattern (fills `bySentence` in place):
 * work put off in it ("… has to be rotated, not today though", "xlsx later"), a verdict closing a
 * sentence ("… no more copies. decided"), and plain statements confirming or answering the
 * assistant's message before ("right, staging pg is on 5433") as facts.
 */
function readReply(raw: string, kept: string[], bySentence: Hit[][], previous: { role: "user" | "assistant"; text: string } | undefined): void {
  const message = normalizeCasual(raw.trim());
  if (USER_DEFERS.test(message)) {
    kept.forEach((sentence, i) => {
      const s = withoutLead(sentence).trim();
      if (!NEED_WORDS.test(s) || s.endsWith("?") || HEDGE.test(s) || bySentence[i]!.some((h) => h.kind === "task")) return;
      // "need to write one, not today" continues the sentence before it; "PT-03 still doesn't have one, do it another
      // day" names its own subject.
      const continuing = i > 0 && ANAPHOR.test(s) && NO_SUBJECT.test(s.slice(0, NEED_WORDS.exec(s)!.index).trim());
      const text = continuing && !NEED_WORDS.test(kept[i - 1]!) ? `${kept[i - 1]!.replace(LEAD, "")} ${s}` : s;
      if (continuing && bySentence[i - 1]!.some((h) => h.kind === "task")) return;
      bySentence[i] = [{ kind: "task", text: clean(`TODO: ${text}`), strength: DEFERRED_BY_USER_STRENGTH, pattern: "deferred-by-user" }];
    });
  }
  for (const piece of message.split(/[.,;!](?=\s|$)|\n/)) {
    const m = TERSE_LATER.exec(piece.trim().replace(LEAD, ""));
    if (!m || NOT_A_THING.test(m[1]!) || /\b(?:it|that|this|them|for|to|todo|fixme|leave|do|we|i|you|is|are|was|were|be)\b/i.test(m[1]!)) continue;
    const thing = m[1]!;
    if (bySentence.flat().some((h) => h.kind === "task" && h.text.toLowerCase().includes(thing.toLowerCase()))) continue;
    const about = previous?.role === "assistant" ? sentences(previous.text).find((s) => s.toLowerCase().includes(thing.toLowerCase())) : undefined;
    bySentence.push([
      { kind: "task", text: clean(`TODO: ${thing}${about ? ` (${about})` : ""}`), strength: DEFERRED_BY_USER_STRENGTH, pattern: "terse-later" },
    ]);
  }
  // The verdict as a sentence of its own ("… decided, don't relitigate") closes the sentence before it.
  const verdictAt = kept.findIndex((sentence, i) => i > 0 && VERDICT_SENTENCE.test(withoutLead(sentence)));
  const verdict = verdictAt > 0 || TERMINAL_DECISION.test(message);
  if (verdict && kept.length > 0) {
    const last = verdictAt > 0 ? verdictAt - 1 : kept.length - 1;
    const own = TERMINAL_DECISION.test(kept[last]!) ? kept[last]!.replace(TERMINAL_DECISION, "") : kept[last]!;
    const s = withoutLead(own).trim();
    if (s.length >= MIN_SENTENCE_CHARS && !s.endsWith("?") && !HEDGE.test(s))
      bySentence[last] = [{ kind: "decision", text: clean(s), strength: DECIDED_STRENGTH, pattern: "terminal-decided" }];
  }
  if (previous?.role !== "assistant") return;
  const lastAsked = sentences(previous.text).at(-1) ?? "";
  // "Where do the feature flags live?" — "in launchdarkly, one project per app": the question and its answer.
  const where = WHERE_QUESTION.exec(lastAsked);
  const first = kept[0];
  if (where && first && bySentence[0]!.length === 0 && ANSWER_FRAGMENT.test(first.trim()) && !first.trim().endsWith("?") && !HEDGE.test(first)) {
    bySentence[0] = [{ kind: "fact", text: clean(`${lastAsked} ${first.trim()}`), strength: CONFIRMED_REPLY_STRENGTH - 0.05, pattern: "answered-where" }];
    return;
  }
  const answers = CONFIRMING_REPLY.test(message) || (lastAsked.endsWith("?") && !OFFER_QUESTION.test(lastAsked) && !/\bor\b/i.test(lastAsked));
  if (!answers) return;
  kept.forEach((sentence, i) => {
    if (bySentence[i]!.length > 0) return;
    const s = normalizeCasual(sentence)
      .replace(/^(?:careful|watch out|heads up)\s*[—–:,-]*\s*/i, "")
      .replace(LEAD, "")
      // "that's how it's set up: every service logs to stdout …": the statement after the colon.
      .replace(/^(?:that's|this is|it's) (?:how|why|what|right|correct|the case)\b[^:]{0,40}:\s*/i, "")
      .replace(
        /^(?:(?:ugh|oh|ah|hm+|ok(?:ay)?|well)[,.!]?\s+)*(?:(?:right|yes|yeah|yep|yup|correct|exactly|indeed|true|that's right|that's correct|confirmed)\b)?[,.!:]*\s*[—–-]*\s*/i,
        "",
      )
      .trim();
    if (
      s.length < MIN_SENTENCE_CHARS ||
      s.endsWith("?") ||
      HEDGE.test(s) ||
      REPLY_STATE.test(s) ||
      USER_DEFERS.test(s) ||
      REPLY_VERDICT.test(s) ||
      IMPERATIVE_START.test(s) ||
      !REPLY_STATEMENT.test(s)
    )
      return;
    bySentence[i] = [{ kind: "fact", text: clean(s), strength: CONFIRMED_REPLY_STRENGTH, pattern: "confirmed-reply" }];
  });
}
const VERDICT_SENTENCE = /^(?:decided|settled|that's (?:decided|settled|final)|final(?: answer| call)?|done deal)\b(?:[.!,;]|\s*$)/i;
/** A sentence the user closes with "decided". */
const DECIDED_STRENGTH = 0.7;

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
    .map((c) => c.replace(/^(?:asked to|asked)(?::\s*|\s+)/i, "").trim())
    .filter((c) => c.length > 0);
}

/** One sentence of the conversation as the classifier reads it, with the event it was said at. */
export interface ConversationSentence extends SentenceUnit {
  at: number;
}

/**
 * The sentences of a segment's conversation (user and assistant messages, read by `sentences`),
 * each with its speaker, the other speaker's messages either side and its event. What a message
 * retracts ("… actually no, scratch that") is left out, as the rules leave it out.
 */
export function conversationSentences(segment: ExtractionSegment): ConversationSentence[] {
  const messages = segment.events.flatMap((event, at) => {
    const role = roleOf(event);
    return role ? [{ role, text: event.text, at }] : [];
  });
  return messages.flatMap((m, i) => {
    const previous = messages.slice(0, i).findLast((o) => o.role !== m.role)?.text;
    const next = messages.slice(i + 1).find((o) => o.role !== m.role)?.text;
    const said = sentences(m.text);
    const from = said.findLastIndex((sentence) => RETRACTION.test(sentence)) + 1;
    return said.slice(from).map((text, position) => ({ role: m.role, text, previous, next, lastMessage: i === messages.length - 1, position, at: m.at }));
  });
}

/** The conversation's sentences with the classifier's probabilities, read once for a segment's second opinion and calibration. */
export function classifiedSentences(segment: ExtractionSegment, model: ClassifierWeights): (ConversationSentence & ClassifiedSentence)[] {
  return conversationSentences(segment).map((s) => ({ ...s, probabilities: classProbabilities(model, sentenceFeatures(s)) }));
}

/**
 * The candidates of one closed segment, in a stable order (by memory id). `models` null: the
 * patterns alone; without `calibration`: patterns and the sentence classifier's second opinion.
 */
export function extractCandidates(segment: ExtractionSegment, models: ExtractionModels | null = TRAINED_MODELS): MemoryCandidate[] {
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
  /** The last assistant message's proposals, until a user message answers them. */
  let proposals: Hit[] = [];
  /** The last user message's needs ("we need to rotate it"), until the assistant answers them. */
  let needs: string[] = [];
  /** Every sentence the conversation said, as compared for restatement (a bullet restating one adds nothing). */
  const spoken: string[] = [];
  /** The options the last assistant message offered, until a user message answers. */
  let offer: Offer | undefined;
  /** The alternatives the user's last message asked about ("pg_trgm or full text?"), until the user speaks again. */
  let asked: Offer | undefined;
  /** The last message's speaker and, if the assistant, its text (a reply confirms or answers it). */
  let previous: { role: "user" | "assistant"; text: string } | undefined;
  /** The event each found memory was first said at (a later choice supersedes an earlier one). */
  const saidAt = new Map<string, number>();
  /** Decisions that replace an earlier choice ("… instead"), with their event. */
  const changes: { at: number; text: string }[] = [];
  /** Per event, the lines of its rule or future-work list (the head too), as compared for restatement: read as nothing else. */
  const listedLines = new Map<number, string[]>();
  segment.events.forEach((event, at) => {
    const role = roleOf(event);
    if (!role) return;
    // A list under a head announcing rules (the user's) or future work: one instruction or task per item; its lines
    // are read as nothing else.
    const rules = role === "user" ? ruleList(event.text) : undefined;
    const future = rules ? undefined : futureWorkList(event.text);
    const listed = rules ?? future;
    const lines = listed ? event.text.split(/\r?\n/) : [];
    if (listed)
      listedLines.set(
        at,
        [...listed.lines].map((i) => looseText(lines[i] ?? "")),
      );
    const text = listed ? lines.filter((_, i) => !listed.lines.has(i)).join("\n") : event.text;
    const said = sentences(text);
    // A retraction withdraws itself and what the message said before it.
    let from = 0;
    said.forEach((sentence, i) => {
      if (RETRACTION.test(sentence)) from = i + 1;
    });
    const kept = said.slice(from);
    for (const sentence of said) spoken.push(looseText(sentence));
    const change = CHANGE.test(event.text);
    const plain: MessageContext = { confirmed: false, change };
    // A head announcing what follows ("here are the house rules I've been meaning to write down:") says nothing itself
    // (with the condition kept with its clause in commaSplices, folded over 222 calibration sets at 237 training sets:
    // 0.799 / 0.795 both, 20 candidates fewer, 8 of them true, one item fewer; blind154-165 2 and 3 false ones fewer).
    const bySentence = kept.map((sentence, i) => (i < kept.length - 1 && sentence.trimEnd().endsWith(":") ? [] : analyze(sentence, role, plain)));
    // A check reported in a sentence ("D1 allows …, confirmed by the docs") or right after one ("… That's been
    // verified.") makes that sentence's plain statements facts; a check inside a sentence that already gave a
    // memory ("Root cause (confirmed …): …") vouches for nothing else.
    kept.forEach((sentence, i) => {
      if (!CONFIRMED.test(sentence) || NOT_CONFIRMED.test(sentence) || bySentence[i]!.length > 0) return;
      for (const j of [i - 1, i]) {
        if (j >= 0 && bySentence[j]!.length === 0) bySentence[j] = analyze(kept[j]!, role, { confirmed: true, change });
      }
    });
    if (role === "user") readReply(event.text, kept, bySentence, previous);
    let hits = bySentence.flat();
    if (rules) {
      for (const item of rules.items) {
        const own = analyze(item, role).find((h) => h.kind === "instruction");
        hits.push({ kind: "instruction", text: own?.text ?? clean(item), strength: Math.max(own?.strength ?? 0, RULE_ITEM_STRENGTH), pattern: "rule-list" });
      }
    }
    if (future) {
      // The assistant's own plan ("Next steps: 1. write the migration …") is work it goes on to do, unless the session ends there.
      const ownPlan = role === "assistant" && OWN_PLAN_HEAD.test(future.head) && segment.events.slice(at + 1).some((e) => e.eventType === "tool_use");
      if (!ownPlan)
        for (const item of future.items) hits.push({ kind: "task", text: clean(`TODO: ${item}`), strength: FUTURE_LIST_STRENGTH, pattern: "future-list" });
    }
    if (role === "user") {
      // A short answer picking one of the options the assistant just offered: a decision naming the option.
      // The user's own "X or Y?" that the assistant answered is theirs to settle: "ok, recycling. go" (blind166-177, read
      // after their first measurement: two items more, six candidates more, five of them true).
      const choices = offer ?? (previous?.role === "assistant" ? asked : undefined);
      const picked = choices && pickedOption(event.text, choices);
      if (picked && choices) {
        // A pick by position ("the latter", "b") names nothing itself: the option's words do.
        const name = choices.fromQuestion && !picked.byPosition ? picked.said : picked.option.text;
        const context = choices.context.length > 0 && choices.context.length <= MAX_OPTION_CONTEXT ? ` (from: ${choices.context.replace(/:$/, "")})` : "";
        hits = hits.filter((h) => !PICK_RESTATED.has(h.pattern));
        hits.push({ kind: "decision", text: clean(`Chosen: ${name}${context}`), strength: PICKED_OPTION_STRENGTH, pattern: "picked-option" });
      }
      // "… deploy it on fly instead" after "no"/"actually": a choice replacing an earlier one.
      if (CHANGE_REPLY.test(event.text.trim())) {
        kept.forEach((sentence) => {
          const s = normalizeCasual(sentence)
            .replace(LEAD, "")
            .replace(/^actually,?\s+/i, "")
            .trim();
          // "put an override in src/types/x.d.ts instead": a correction of this session's work on a particular file.
          if (!INSTEAD_CHOICE.test(s) || PARTICULAR.test(s) || hits.some((h) => h.kind === "decision" && looseText(s).includes(looseText(h.text)))) return;
          hits.push({ kind: "decision", text: clean(s), strength: INSTEAD_STRENGTH, pattern: "instead-choice" });
        });
        // Every choice of a message turning the earlier one down replaces it ("actually, let's use memcached instead").
        for (const h of hits) if (h.kind === "decision") changes.push({ at, text: h.text });
      }
    }
    const options = offeredOptions(event.text);
    offer = role === "assistant" ? options : undefined;
    if (role === "user") asked = options?.fromQuestion ? options : undefined;
    previous = { role, text: event.text };
    if (role === "user") {
      // The user's yes makes the assistant's proposals decisions; anything else leaves them proposals.
      if (CONFIRM.test(normalizeCasual(event.text.trim()))) {
        for (const p of proposals) hits.push({ ...p, kind: "decision", strength: CONFIRMED_PROPOSAL_STRENGTH, pattern: `${p.pattern}-confirmed` });
      }
      proposals = [];
      needs = kept.filter((sentence) => NEED.test(sentence) && !HEDGE.test(sentence) && analyze(sentence, role).length === 0);
    } else {
      // The assistant putting the user's need off ("noted it as a follow-up", "I'll leave that for later"): an open task.
      if (needs.length > 0 && DEFERRED.test(event.text)) {
        for (const need of needs)
          hits.push({ kind: "task", text: clean(`TODO: ${need.replace(LEAD, "")}`), strength: DEFERRED_NEED_STRENGTH, pattern: "need-deferred" });
      }
      needs = [];
      // The assistant choosing ("let's use a Map here", "I decided to split it") proposes or reports its own work.
      proposals = hits.filter((h) => PROPOSED_CHOICE.has(h.pattern));
      hits = hits.filter((h) => !PROPOSED_CHOICE.has(h.pattern) && !(h.pattern === "decided" && /^(?:so\s+)?i\b/i.test(h.text)));
      const offered = said.map((sentence) => (sentence.endsWith("?") ? undefined : PROPOSAL.exec(sentence))).find((m) => m && !HEDGE.test(m[1]!));
      if (offered) proposals.push({ kind: "decision", text: clean(offered[1]!), strength: CONFIRMED_PROPOSAL_STRENGTH, pattern: "proposal" });
      // "Should we switch to pnpm?" answered "yes": the choice asked about.
      const asked = said.map((sentence) => PROPOSAL_QUESTION.exec(sentence)).find((m) => m);
      if (asked) proposals.push({ kind: "decision", text: clean(`We ${asked[1]!}`), strength: CONFIRMED_PROPOSAL_STRENGTH, pattern: "proposal-question" });
    }
    // A grip whose bullet restates one sentence of the message points at the message: it supports its other memories too.
    const supports = hits.map((hit) => supportOf(segment, position, at, hit.text));
    const anySupport = supports.find((support) => support.gripIds.length > 0);
    hits.forEach((hit, i) => {
      const support = supports[i]!.gripIds.length > 0 ? supports[i]! : { gripIds: anySupport?.gripIds ?? [], overlapOnly: true };
      add(hit.kind, hit.text, hit.strength + (role === "user" ? USER_BONUS : 0), hit.pattern, "event", support.gripIds, support.overlapOnly);
      const id = `${hit.kind}\n${normalizeMemoryText(hit.text)}`;
      if (!saidAt.has(id)) saidAt.set(id, at);
    });
  });
  const lastDecisionBefore = (at: number): string | undefined => {
    let best: { id: string; at: number } | undefined;
    for (const [id, f] of found) {
      const when = saidAt.get(id);
      if (f.kind === "decision" && when !== undefined && when < at && (!best || when > best.at)) best = { id, at: when };
    }
    return best?.id;
  };
  for (const [id, f] of [...found]) {
    const at = saidAt.get(id);
    if (at === undefined) continue;
    // A need to choose that a later message of the session met ("we need to pick a package manager", then the pick).
    if (f.kind === "task" && CHOOSING_NEED.test(f.text) && [...found].some(([other, g]) => g.kind === "decision" && (saidAt.get(other) ?? -1) > at))
      found.delete(id);
    // A choice a later "no, … instead" replaced: the one just before it, and any earlier on the same subject.
    if (f.kind === "decision" && changes.some((c) => c.at > at && (sharesWord(c.text, f.text) || lastDecisionBefore(c.at) === id))) found.delete(id);
  }
  segment.bullets.forEach((bullet) => {
    for (const sentence of clauses(bullet.text).flatMap(sentences)) {
      if (RETRACTION.test(sentence)) continue;
      for (const hit of analyze(sentence, "bullet")) {
        // A bullet quoting a sentence of the conversation: the conversation, read with its speaker and context, decides.
        const mine = looseText(hit.text.replace(/^(?:todo|tried and reverted):\s*/i, ""));
        if (mine.length > 0 && spoken.some((said) => said.includes(mine)) && !found.has(`${hit.kind}\n${normalizeMemoryText(hit.text)}`)) {
          const restated = [...found.values()].some((f) => f.sources.has("event") && looseText(f.text).includes(mine));
          if (!restated) continue;
        }
        add(hit.kind, hit.text, hit.strength, hit.pattern, "bullet", bullet.grip_ids, false);
      }
    }
  });

  // A bullet restates an event in fewer words (a clause of it): one memory, the event's words and kind (the
  // event was read with its message's context, the bullet without).
  for (const [id, f] of found) {
    if (f.sources.has("event")) continue;
    const mine = looseText(f.text);
    for (const other of found.values()) {
      if (other === f || !other.sources.has("event")) continue;
      const theirs = looseText(other.text);
      if (!theirs.includes(mine) && !mine.includes(theirs)) continue;
      for (const g of f.gripIds) other.gripIds.add(g);
      other.sources.add("bullet");
      other.confidence = Math.max(other.confidence, f.confidence);
      found.delete(id);
      break;
    }
  }

  const read = models ? classifiedSentences(segment, models.sentences) : [];
  if (models) {
    secondOpinion(segment, read, found, saidAt, position, listedLines);
    partsOpinion(segment, read, models.sentences, found, saidAt, position, listedLines);
  }

  const out: MemoryCandidate[] = [];
  for (const [id, f] of found) {
    const at = saidAt.get(id);
    const sourceGrip = f.gripIds.size === 0 && at !== undefined ? sourceGripOf(segment, segment.events[at]!, f.text) : undefined;
    if (sourceGrip) f.gripIds.add(sourceGrip.gripId);
    if (f.gripIds.size === 0) continue;
    let confidence = f.confidence + (f.sources.size > 1 ? BOTH_SOURCES_BONUS : 0) - (f.overlapOnly ? OVERLAP_ONLY_PENALTY : 0);
    if (f.modelProbability !== undefined) confidence = MODEL_CONFIDENCE_BASE + MODEL_CONFIDENCE_SPAN * f.modelProbability;
    else if (f.opinion !== undefined && f.opinion >= AGREEMENT) confidence = Math.max(confidence, AGREED_CONFIDENCE);
    else if (f.opinion !== undefined && f.confidence < EXPLICIT_CONFIDENCE) confidence = Math.min(confidence, DISPUTED_CONFIDENCE);
    confidence = extractedConfidence(confidence);
    const text = f.kind === "decision" && at !== undefined ? withAnsweredProposal(segment, at, f.text) : f.text;
    out.push({
      memoryId: extractedMemoryId(segment.nodeId, f.kind, text),
      kind: f.kind,
      text,
      key: keyFor(f.kind, text),
      confidence,
      gripIds: [...f.gripIds].sort(),
      project: segment.project,
      projectId: segment.projectId,
      sourceNodeId: segment.nodeId,
      sourceSegmentId: segment.segmentId,
      pattern: f.pattern,
      ...(sourceGrip ? { sourceGrip } : {}),
    });
  }
  const calibrated = models?.calibration ? calibrate(out, read, models.calibration) : out;
  return calibrated.sort((a, b) => (a.memoryId < b.memoryId ? -1 : a.memoryId > b.memoryId ? 1 : 0));
}

/**
 * Each candidate's confidence becomes the calibration model's probability that it is a true memory
 * of its kind, so the routing bands mean what they say. A candidate the sentence classifier alone
 * proposed is dropped below MIN_CALIBRATED_CONFIDENCE, a pattern's below MIN_PATTERN_CONFIDENCE when the
 * calibration model saw enough of that pattern (MIN_PATTERN_SUPPORT); the rest is kept to review
 * whatever its probability. A floor of 0.3 for every pattern lost true memories of the generated
 * history (test/node/memory-extraction.test.ts) that the calibration sets' writers seldom phrase that way.
 *
 * A candidate both models read as another kind takes that kind (with its probability): the
 * calibration model finds the other kind likelier than the candidate's own, and the sentence
 * classifier reads the sentence as that same kind with probability at least
 * OTHER_KIND_MIN_SENTENCE_PROBABILITY. A pattern's kind is its guess from the sentence's form ("from
 * now on we …" reads as a decision, and is often a convention); on the calibration sets a third of
 * the items missed were found with the wrong kind. Both must agree.
 */
function calibrate(candidates: readonly MemoryCandidate[], read: readonly ClassifiedSentence[], calibration: ClassifierWeights): MemoryCandidate[] {
  const calibrated: MemoryCandidate[] = [];
  /** Ids of the candidates that took another kind. */
  const switched = new Set<string>();
  for (const candidate of candidates) {
    const { features, sentenceKind, sentenceProbability } = calibrationReading(candidate, read);
    const p = classProbabilities(calibration, features);
    const own = p[SENTENCE_CLASSES.indexOf(candidate.kind)]!;
    const likeliest = likeliestKindOf(p);
    const other =
      likeliest.kind !== candidate.kind &&
      likeliest.probability > own &&
      sentenceKind === likeliest.kind &&
      sentenceProbability >= OTHER_KIND_MIN_SENTENCE_PROBABILITY;
    const confidence = extractedConfidence(other ? likeliest.probability : own);
    if (confidence < floorOf(candidate.pattern, calibration)) continue;
    const next = other ? asKind(candidate, likeliest.kind, confidence) : { ...candidate, confidence };
    if (other) switched.add(next.memoryId);
    calibrated.push(next);
  }
  // Taking another kind can make a candidate the same as one found with that kind, in the same words or in others (a
  // pattern's "always run the migrations first" taken as a rule beside the classifier's "Next week: always run the
  // migrations first"): the likelier stays, with both's grips.
  const out: MemoryCandidate[] = [];
  for (const c of calibrated.sort((a, b) => b.confidence - a.confidence)) {
    const at = out.findIndex(
      (o) => o.memoryId === c.memoryId || (o.kind === c.kind && (switched.has(o.memoryId) || switched.has(c.memoryId)) && restates(o.text, c.text)),
    );
    if (at < 0) {
      out.push(c);
      continue;
    }
    const kept = out[at]!;
    const sourceGrip = kept.sourceGrip ?? c.sourceGrip;
    out[at] = { ...kept, gripIds: [...new Set([...kept.gripIds, ...c.gripIds])].sort(), ...(sourceGrip ? { sourceGrip } : {}) };
  }
  return out;
}

/** The calibrated confidence below which a candidate found by `pattern` is dropped. */
function floorOf(pattern: string, calibration: ClassifierWeights): number {
  if (pattern === CLASSIFIER_PATTERN || pattern === PART_PATTERN) return MIN_CALIBRATED_CONFIDENCE;
  return (calibration.support?.[patternFeature(pattern)] ?? 0) >= MIN_PATTERN_SUPPORT ? MIN_PATTERN_CONFIDENCE : 0;
}

/** A candidate as a memory of another kind: the marker of its old kind ("TODO: ", "Chosen: ") goes, its id and key follow the kind. */
function asKind(candidate: MemoryCandidate, kind: MemoryKind, confidence: number): MemoryCandidate {
  const marker = candidate.kind === "task" ? TASK_MARKER : candidate.kind === "decision" ? /^chosen:\s*/i : undefined;
  const text = marker ? candidate.text.replace(marker, "") : candidate.text;
  return {
    ...candidate,
    kind,
    text,
    memoryId: extractedMemoryId(candidate.sourceNodeId, kind, text),
    key: keyFor(kind, text),
    confidence,
  };
}

/** Whether two texts say the same thing: most of the shorter one's words are in the other. */
function restates(a: string, b: string): boolean {
  const mine = new Set(words(a));
  const theirs = new Set(words(b));
  const shorter = mine.size <= theirs.size ? mine : theirs;
  const longer = shorter === mine ? theirs : mine;
  if (shorter.size === 0) return false;
  let shared = 0;
  for (const w of shorter) if (longer.has(w)) shared++;
  return shared / shorter.size >= RESTATED_OVERLAP;
}

/**
 * The classifier's reading of every sentence of the conversation: a rule's candidate gets the
 * probability that its sentence states a memory (its `opinion`); a sentence becomes a candidate of
 * the model's likeliest kind, of those no rule took it as, when that kind reaches MODEL_MIN_PROBABILITY
 * (a sentence may state two kinds: "Marta owns charts, so skip src/charts": 5 folds over 138
 * calibration sets, 0.802 / 0.792 when a sentence a rule took gave nothing more, 0.798 / 0.798 now;
 * any second kind above the bar as well, 0.796 / 0.800, was not taken), unless the
 * rules' reading of the dialogue rules it out: a question or one scoped to this session's work ("TODO list for this
 * task: …") states nothing lasting, a line of its message's rule or future-work
 * list (the head too) said what it says through the list, an assistant's choice is a proposal until the
 * user's next message says yes, a need the assistant's reply reports done is no open task, and what a found candidate already says (in other words,
 * anywhere in the segment) is not said twice. A rule's candidate that kept a scrap of its sentence
 * ("TODO: rotated.") says the whole sentence when the model reads all of it as the rule's kind and
 * no other memory came from it (0.708 / 0.743 → 0.711 / 0.746 over 5 folds of 84 calibration sets).
 */
function secondOpinion(
  segment: ExtractionSegment,
  units: readonly (ConversationSentence & ClassifiedSentence)[],
  found: Map<string, Found>,
  saidAt: Map<string, number>,
  position: Map<string, number>,
  listedLines: ReadonlyMap<number, readonly string[]>,
): void {
  /** How many found memories each sentence gave. */
  const taken = new Map<number, number>();
  /** The kinds of the found memories each sentence gave. */
  const takenKinds = new Map<number, Set<MemoryKind>>();
  const widened: { id: string; text: string; unit: number }[] = [];
  for (const [id, f] of found) {
    const at = saidAt.get(id);
    const mine = f.text.replace(/^(?:todo|chosen|tried and reverted):\s*/i, "");
    if (at === undefined) continue;
    units.forEach((u, i) => {
      if (u.at !== at || !restates(mine, u.text)) return;
      taken.set(i, (taken.get(i) ?? 0) + 1);
      takenKinds.set(i, (takenKinds.get(i) ?? new Set()).add(f.kind));
      f.opinion = Math.max(f.opinion ?? 0, 1 - u.probabilities[0]!);
      // A rule that kept a scrap of the sentence ("TODO: rotated.") of the kind the model reads in all of it: the memory says the sentence.
      const read = likeliestKindOf(u.probabilities);
      if (
        read.kind === f.kind &&
        read.probability >= AGREEMENT &&
        words(mine).length * 2 < words(u.text).length &&
        u.text.length <= MAX_SENTENCE_CHARS &&
        looseText(u.text).includes(looseText(mine))
      )
        widened.push({ id, text: clean(f.kind === "task" ? `TODO: ${u.text}` : u.text), unit: i });
    });
  }
  // A sentence several memories came from (a list, "… and …") stays as they split it.
  for (const { id, text, unit } of widened) {
    if (taken.get(unit)! > 1) continue;
    const f = found.get(id);
    const at = saidAt.get(id);
    if (!f || at === undefined) continue;
    const next = `${f.kind}\n${normalizeMemoryText(text)}`;
    const same = found.get(next);
    found.delete(id);
    if (same) for (const g of f.gripIds) same.gripIds.add(g);
    else {
      found.set(next, { ...f, text });
      saidAt.set(next, at);
    }
  }
  const ruled = [...found.values()];
  units.forEach((u, i) => {
    // Hedges ("would", "may") are left to the models, which read those words: the patterns' filter on them cost the
    // classifier true memories (5 folds over 146 calibration sets: 0.804 / 0.788 with it, 0.804 / 0.794 without; also
    // without the one on this session's scope 0.804 / 0.795, but then "TODO list for this task: …" is applied as a task).
    if (u.text.length > MAX_CLASSIFIED_SENTENCE_CHARS || u.text.trimEnd().endsWith("?") || SESSION_SCOPE.test(u.text)) return;
    // A list's lines gave its items; its head ("before launch we still need to:") says nothing more.
    if (listedThrough(u, listedLines)) return;
    const given = takenKinds.get(i);
    // A sentence several memories came from (a list, "… and …") stays as they split it, as in the widening above.
    if ((taken.get(i) ?? 0) > 1) return;
    const { kind, probability } = likeliestKindOf(u.probabilities.map((p, c) => (c > 0 && given?.has(SENTENCE_CLASSES[c] as MemoryKind) ? 0 : p)));
    if (probability < MODEL_MIN_PROBABILITY) return;
    if (unconfirmedAgentChoice(kind, u)) return;
    if (kind === "task" && u.role === "user" && u.next !== undefined && DONE_REPLY.test(u.next.trim()) && !DEFERRED.test(u.next)) return;
    // A sentence a rule took as a task may also state a rule or a fact: that memory drops the task's marker.
    const text = clean(given && kind !== "task" ? u.text.replace(TASK_MARKER, "") : u.text);
    if (ruled.some((f) => f.kind === kind && restates(f.text, text))) return;
    const candidate = addClassifierFound(segment, position, found, saidAt, u, { kind, text, probability, pattern: CLASSIFIER_PATTERN });
    if (candidate) ruled.push(candidate);
  });
}

/** A sentence that is a line of its message's rule or future-work list (the head too): the list gave its item. */
function listedThrough(u: ConversationSentence, listedLines: ReadonlyMap<number, readonly string[]>): boolean {
  const loose = looseText(u.text);
  return loose.length > 0 && listedLines.get(u.at)?.some((line) => line.includes(loose)) === true;
}

/** An assistant's choice the user's next message did not say yes to: a proposal, not a decision. */
function unconfirmedAgentChoice(kind: MemoryKind, u: SentenceUnit): boolean {
  return kind === "decision" && u.role === "assistant" && !(u.next !== undefined && CONFIRM.test(normalizeCasual(u.next.trim())));
}

/** Adds a candidate only the sentence classifier found (in `u`, with its probability), unless one of its kind and words is there: the one added. */
function addClassifierFound(
  segment: ExtractionSegment,
  position: Map<string, number>,
  found: Map<string, Found>,
  saidAt: Map<string, number>,
  u: ConversationSentence,
  read: { kind: MemoryKind; text: string; probability: number; pattern: string },
): Found | undefined {
  const id = `${read.kind}\n${normalizeMemoryText(read.text)}`;
  if (found.has(id)) return undefined;
  const support = supportOf(segment, position, u.at, read.text);
  const candidate: Found = {
    kind: read.kind,
    text: read.text,
    confidence: 0,
    pattern: read.pattern,
    gripIds: new Set(support.gripIds),
    sources: new Set(["event"]),
    overlapOnly: support.overlapOnly,
    modelProbability: read.probability,
  };
  found.set(id, candidate);
  saidAt.set(id, u.at);
  return candidate;
}

/** A part of a sentence read on its own must reach this probability of its kind to be a memory of its own. */
const PART_MIN_PROBABILITY = 0.5;
const PART_PATTERN = "classifier-part";
/** A part opening with a word that points at the rest of its sentence. */
const POINTING_START = /^(?:that|that's|this|it|it's|these|those|they|they're|there|which)\b/i;

/**
 * A sentence's parts that may each state a memory: its sentences that `sentences` joined ("private fields are
 * _camelCase. serialized ones are …"), and its clauses after ";". None for a sentence of one part.
 */
function partsOf(text: string): string[] {
  const parts: string[] = [];
  for (const piece of text.split(/(?<=[.!?;])\s+(?=\S)/)) {
    const previous = parts.length - 1;
    if (previous >= 0 && ABBREVIATION.test(parts[previous]!)) parts[previous] += ` ${piece}`;
    else parts.push(piece);
  }
  const kept = parts
    .flatMap(commaSplices)
    .map((p) => p.trim())
    .filter((p) => p.length >= MIN_SENTENCE_CHARS && words(p).length >= 2);
  return kept.length >= 2 ? kept : [];
}

/** A clause that only sets the condition of the one after it ("when you open PRs that touch performance, put …"): not a piece of its own. */
const CONDITION_OPEN = /^(?:when|whenever|if|unless|until|once|before|after|while)\b/i;
/** A run-on sentence's length, in content words (`words`), from which its commas are read as sentence ends. */
const RUN_ON_WORDS = 18;
/** The fewest content words a comma-spliced piece says something in; a shorter one stays with the piece before it. */
const MIN_SPLICE_WORDS = 4;

/**
 * A run-on sentence's comma-spliced pieces ("do that, key it on mix.lock, and the PLTs live in priv/plts from now on,
 * add it to .gitignore"): people who write in one breath put a sentence end at each comma. Short sentences, and
 * commas inside brackets or code, are left alone. At 225 training sets: folded over 210 calibration sets 0.803 / 0.799
 * without, 0.801 / 0.799 with (few writers there write so); on six sets never trained on (blind148-153) 0.768 / 0.627
 * without, 0.762 / 0.675 with, the run-on writer's set (blind148) 23/80 items found without, 42/80 with.
 */
function commaSplices(sentence: string): string[] {
  if (words(sentence).length < RUN_ON_WORDS) return [sentence];
  const pieces: string[] = [];
  let depth = 0;
  let code = false;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const ch = sentence[i]!;
    if (ch === "`") code = !code;
    else if (code) continue;
    else if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if ((ch === ")" || ch === "]" || ch === "}") && depth > 0) depth--;
    else if (ch === "," && depth === 0 && sentence[i + 1] === " ") {
      pieces.push(sentence.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(sentence.slice(start));
  const joined: string[] = [];
  for (const piece of pieces.map((p) => p.trim().replace(/^(?:and|but|plus|so)\s+/i, ""))) {
    const last = joined.at(-1);
    if (last !== undefined && (words(piece).length < MIN_SPLICE_WORDS || CONDITION_OPEN.test(last.slice(last.lastIndexOf(":") + 1).trim())))
      joined[joined.length - 1] += `, ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

/**
 * A sentence holding two memories ("remote state is in acme-tfstate-prod; the lock table is tf-locks", "… <1% of
 * their users. bump minSdk to 26, decided") gave one candidate, the whole sentence, of one kind: each part the
 * classifier reads on its own (with the sentence's speaker and turn) as a memory becomes one too, unless a
 * candidate of its kind already says it in about as many words.
 */
function partsOpinion(
  segment: ExtractionSegment,
  units: readonly (ConversationSentence & ClassifiedSentence)[],
  model: ClassifierWeights,
  found: Map<string, Found>,
  saidAt: Map<string, number>,
  position: Map<string, number>,
  listedLines: ReadonlyMap<number, readonly string[]>,
): void {
  const before = [...found.values()];
  for (const u of units) {
    if (u.text.trimEnd().endsWith("?") || SESSION_SCOPE.test(u.text)) continue;
    if (listedThrough(u, listedLines)) continue;
    for (const part of partsOf(u.text)) {
      // "That's for later, put it on the backlog": a part pointing back at the rest says nothing alone.
      if (part.length > MAX_SENTENCE_CHARS || part.endsWith("?") || POINTING_START.test(part) || (ANAPHOR.test(part) && words(part).length <= 4)) continue;
      const { kind, probability } = likeliestKindOf(classProbabilities(model, sentenceFeatures({ ...u, text: part })));
      if (probability < PART_MIN_PROBABILITY) continue;
      if (unconfirmedAgentChoice(kind, u)) continue;
      const text = clean(part);
      const size = words(text).length;
      if (before.some((f) => f.kind === kind && restates(f.text, text) && words(f.text).length <= size * 1.5)) continue;
      addClassifierFound(segment, position, found, saidAt, u, { kind, text, probability, pattern: PART_PATTERN });
    }
  }
}

/** Words of a reply that say yes rather than name what: "sounds good, go with 10m, apply it". */
const ANSWER_WORDS: ReadonlySet<string> = new Set(
  "yes yep yeah yup sure ok okay sounds good great fine perfect agreed go going with let's lets use take pick do it it's that this apply ship then please just one is".split(
    " ",
  ),
);
/** The most words naming what a short reply picks ("10m", "3", "the redis one"): more say what they are for themselves. */
const MAX_ANSWER_VALUES = 2;

/**
 * A user's decision that only names a value of the assistant's proposal just before it ("sounds good, go with 10m,
 * apply it" after "Setting consolidateAfter to 10m would dampen the churn."): the memory says what the value is for,
 * from the assistant's sentence that names it.
 */
function withAnsweredProposal(segment: ExtractionSegment, at: number, decision: string): string {
  if (roleOf(segment.events[at]!) !== "user") return decision;
  const before = segment.events.slice(0, at).findLast((e) => roleOf(e) !== undefined);
  const about = before && roleOf(before) === "assistant" ? proposalNaming(decision, before.text) : undefined;
  return about ? clean(`${decision.replace(/[.!]+$/, "")} (${about})`) : decision;
}

/** The last sentence of the assistant's message naming every word of a short reply's pick, if the reply names only a pick. */
function proposalNaming(reply: string, assistant: string): string | undefined {
  const picked = tokensOf(reply.replace(/^chosen:\s*/i, "")).filter((w) => !ANSWER_WORDS.has(w) && !FUNCTION_WORDS.has(w));
  if (picked.length === 0 || picked.length > MAX_ANSWER_VALUES) return undefined;
  // Its own sentences, not `sentences`' joins: "… underused. Setting it to 10m would dampen the churn." names 10m in the second.
  return assistant.split(/(?<=[.!?])\s+(?=\S)/).findLast((sentence) => {
    const theirs = new Set(tokensOf(sentence));
    return picked.every((w) => theirs.has(w)) && words(sentence).length > picked.length + 1 && sentence.length <= MAX_SENTENCE_CHARS;
  });
}

/** The grip on `event` for a memory said there that no bullet's grip supports: the same segment, event and text give the same grip. */
export function sourceGripOf(segment: ExtractionSegment, event: SegmentEvent, text: string): SourceGrip {
  return {
    gripId: gripId(event.tsMs, segment.nodeId, SOURCE_GRIP_BULLET, text, event.eventId, event.eventId),
    sessionId: segment.sessionId,
    eventId: event.eventId,
    tsMs: event.tsMs,
    excerpt: excerptAround(event.text, termKeys(text), GRIP_EXCERPT_MAX_CHARS),
  };
}
