/**
 * The offline memory extractor on every planted set (test/node/planted-*.ts, scored by
 * test/node/planted-scoring.ts's rule): one row per set in SETS below, and for each row the same
 * checks: the set's shape (every planted item's key words occur together in a message of its
 * session, unique session ids; for the blind sets also minimum counts, sessions and messages that
 * plant nothing, key words' form, segments with bullets), then the extractor's precision and recall,
 * printed with recall by kind, misses, false positives and duplicates, asserted against the row's
 * floors. Test names start with the set's name, so one set runs alone:
 *   npx vitest run --project node test/node/memory-extraction-sets.test.ts -t "^blind4 set"
 *
 * All sets are TUNING sets now: the extractor was changed while reading their misses, so the floors
 * are regression bounds at what it reached, not a measure of generalization (see bench/RESULTS.md,
 * "memory extraction", for the independent measure). Each row's comment keeps its set's history
 * (who wrote it, when and on which commit it was measured once, first read and later figures); these
 * were the header comments of the one-file-per-set tests this file replaced
 * (test/node/memory-extraction-<set>.test.ts).
 */
import { describe, expect, it } from "vitest";
import { extractCandidates } from "../../src/core/memories/extract";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND } from "./planted-blind";
import { BLIND2 } from "./planted-blind2";
import { BLIND3 } from "./planted-blind3";
import { BLIND4 } from "./planted-blind4";
import { BLIND5 } from "./planted-blind5";
import { BLIND6 } from "./planted-blind6";
import { BLIND7 } from "./planted-blind7";
import { BLIND8 } from "./planted-blind8";
import { BLIND9 } from "./planted-blind9";
import { BLIND10 } from "./planted-blind10";
import { BLIND11 } from "./planted-blind11";
import { BLIND12 } from "./planted-blind12";
import { BLIND13 } from "./planted-blind13";
import { BLIND14 } from "./planted-blind14";
import { BLIND15 } from "./planted-blind15";
import { BLIND16 } from "./planted-blind16";
import { BLIND17 } from "./planted-blind17";
import { HELDBACK3 } from "./planted-heldback3";
import { HELDBACK4 } from "./planted-heldback4";
import { HELDBACK5 } from "./planted-heldback5";
import { HELDBACK6 } from "./planted-heldback6";
import { HELDBACK7 } from "./planted-heldback7";
import { HELDBACK8 } from "./planted-heldback8";
import { HELDBACK9 } from "./planted-heldback9";
import { HELDBACK10 } from "./planted-heldback10";
import type { PlantedSet } from "./planted-scoring";
import { TUNING2 } from "./planted-tuning2";
import { TUNING3 } from "./planted-tuning3";
import { TUNING4 } from "./planted-tuning4";
import { TUNING5 } from "./planted-tuning5";
import { TUNING6 } from "./planted-tuning6";
import { TUNING7 } from "./planted-tuning7";
import { TUNING8 } from "./planted-tuning8";
import { TUNING9 } from "./planted-tuning9";
import { TUNING10 } from "./planted-tuning10";
import { TUNING11 } from "./planted-tuning11";
import { TUNING12 } from "./planted-tuning12";
import { TUNING13 } from "./planted-tuning13";
import { TUNING14 } from "./planted-tuning14";
import { TUNING15 } from "./planted-tuning15";
import { TUNING16 } from "./planted-tuning16";
import { TUNING17 } from "./planted-tuning17";
import { TUNING18 } from "./planted-tuning18";
import { TUNING19 } from "./planted-tuning19";
import { TUNING20 } from "./planted-tuning20";
import { TUNING21 } from "./planted-tuning21";
import { TUNING22 } from "./planted-tuning22";
import { TUNING23 } from "./planted-tuning23";
import { TUNING24 } from "./planted-tuning24";
import { TUNING25 } from "./planted-tuning25";
import { TUNING26 } from "./planted-tuning26";
import { TUNING27 } from "./planted-tuning27";
import { TUNING28 } from "./planted-tuning28";
import { TUNING29 } from "./planted-tuning29";
import { TUNING76 } from "./planted-tuning76";
import { BLIND18 } from "./planted-blind18";
import { BLIND19 } from "./planted-blind19";
import { BLIND20 } from "./planted-blind20";
import { BLIND21 } from "./planted-blind21";
import { BLIND22 } from "./planted-blind22";
import { BLIND23 } from "./planted-blind23";
import { BLIND24 } from "./planted-blind24";
import { BLIND25 } from "./planted-blind25";
import { BLIND26 } from "./planted-blind26";
import { BLIND28 } from "./planted-blind28";
import { BLIND30 } from "./planted-blind30";
import { BLIND31 } from "./planted-blind31";
import { BLIND32 } from "./planted-blind32";
import { BLIND33 } from "./planted-blind33";
import { BLIND34 } from "./planted-blind34";
import { BLIND35 } from "./planted-blind35";
import { BLIND36 } from "./planted-blind36";
import { BLIND37 } from "./planted-blind37";
import { BLIND38 } from "./planted-blind38";
import { BLIND39 } from "./planted-blind39";
import { BLIND40 } from "./planted-blind40";
import { BLIND41 } from "./planted-blind41";
import { BLIND42 } from "./planted-blind42";
import { BLIND43 } from "./planted-blind43";
import { BLIND44 } from "./planted-blind44";
import { BLIND45 } from "./planted-blind45";
import { BLIND46 } from "./planted-blind46";
import { BLIND47 } from "./planted-blind47";
import { BLIND48 } from "./planted-blind48";
import { BLIND49 } from "./planted-blind49";
import { BLIND50 } from "./planted-blind50";
import { BLIND51 } from "./planted-blind51";
import { BLIND52 } from "./planted-blind52";
import { BLIND53 } from "./planted-blind53";
import { BLIND54 } from "./planted-blind54";
import { BLIND55 } from "./planted-blind55";
import { BLIND56 } from "./planted-blind56";
import { BLIND57 } from "./planted-blind57";
import { BLIND58 } from "./planted-blind58";
import { BLIND59 } from "./planted-blind59";
import { BLIND60 } from "./planted-blind60";
import { BLIND61 } from "./planted-blind61";
import { BLIND62 } from "./planted-blind62";
import { BLIND63 } from "./planted-blind63";
import { BLIND64 } from "./planted-blind64";
import { BLIND65 } from "./planted-blind65";
import { BLIND66 } from "./planted-blind66";
import { BLIND67 } from "./planted-blind67";
import { BLIND68 } from "./planted-blind68";
import { BLIND69 } from "./planted-blind69";
import { BLIND70 } from "./planted-blind70";
import { BLIND71 } from "./planted-blind71";
import { BLIND72 } from "./planted-blind72";
import { BLIND73 } from "./planted-blind73";
import { BLIND74 } from "./planted-blind74";
import { BLIND75 } from "./planted-blind75";
import { BLIND76 } from "./planted-blind76";
import { BLIND77 } from "./planted-blind77";
import { BLIND78 } from "./planted-blind78";
import { BLIND79 } from "./planted-blind79";
import { BLIND80 } from "./planted-blind80";
import { BLIND81 } from "./planted-blind81";
import { BLIND82 } from "./planted-blind82";
import { BLIND83 } from "./planted-blind83";
import { BLIND84 } from "./planted-blind84";
import { BLIND85 } from "./planted-blind85";
import { BLIND86 } from "./planted-blind86";
import { BLIND87 } from "./planted-blind87";
import { BLIND88 } from "./planted-blind88";
import { BLIND89 } from "./planted-blind89";
import { BLIND90 } from "./planted-blind90";
import { BLIND91 } from "./planted-blind91";
import { BLIND92 } from "./planted-blind92";
import { BLIND93 } from "./planted-blind93";
import { BLIND94 } from "./planted-blind94";
import { BLIND95 } from "./planted-blind95";
import { BLIND96 } from "./planted-blind96";
import { BLIND97 } from "./planted-blind97";
import { BLIND98 } from "./planted-blind98";
import { BLIND99 } from "./planted-blind99";
import { BLIND100 } from "./planted-blind100";
import { BLIND101 } from "./planted-blind101";
import { BLIND102 } from "./planted-blind102";
import { BLIND103 } from "./planted-blind103";
import { BLIND104 } from "./planted-blind104";
import { BLIND105 } from "./planted-blind105";
import { BLIND106 } from "./planted-blind106";
import { BLIND107 } from "./planted-blind107";
import { BLIND108 } from "./planted-blind108";
import { BLIND109 } from "./planted-blind109";
import { BLIND110 } from "./planted-blind110";
import { BLIND111 } from "./planted-blind111";
import { BLIND112 } from "./planted-blind112";
import { BLIND113 } from "./planted-blind113";
import { BLIND114 } from "./planted-blind114";
import { BLIND115 } from "./planted-blind115";
import { BLIND116 } from "./planted-blind116";
import { BLIND117 } from "./planted-blind117";
import { BLIND118 } from "./planted-blind118";
import { BLIND119 } from "./planted-blind119";
import { BLIND120 } from "./planted-blind120";
import { BLIND121 } from "./planted-blind121";
import { BLIND122 } from "./planted-blind122";
import { BLIND123 } from "./planted-blind123";
import { BLIND124 } from "./planted-blind124";
import { BLIND125 } from "./planted-blind125";
import { BLIND126 } from "./planted-blind126";
import { BLIND127 } from "./planted-blind127";
import { BLIND128 } from "./planted-blind128";
import { BLIND129 } from "./planted-blind129";
import { BLIND130 } from "./planted-blind130";
import { BLIND131 } from "./planted-blind131";
import { BLIND132 } from "./planted-blind132";
import { BLIND133 } from "./planted-blind133";
import { BLIND134 } from "./planted-blind134";
import { BLIND135 } from "./planted-blind135";
import { BLIND136 } from "./planted-blind136";
import { BLIND137 } from "./planted-blind137";
import { BLIND138 } from "./planted-blind138";
import { BLIND139 } from "./planted-blind139";
import { BLIND140 } from "./planted-blind140";
import { BLIND141 } from "./planted-blind141";
import { BLIND142 } from "./planted-blind142";
import { BLIND143 } from "./planted-blind143";
import { BLIND144 } from "./planted-blind144";
import { BLIND145 } from "./planted-blind145";
import { BLIND146 } from "./planted-blind146";
import { BLIND147 } from "./planted-blind147";
import { BLIND148 } from "./planted-blind148";
import { BLIND149 } from "./planted-blind149";
import { BLIND150 } from "./planted-blind150";
import { BLIND151 } from "./planted-blind151";
import { BLIND152 } from "./planted-blind152";
import { BLIND153 } from "./planted-blind153";
import { BLIND154 } from "./planted-blind154";
import { BLIND155 } from "./planted-blind155";
import { BLIND156 } from "./planted-blind156";
import { BLIND157 } from "./planted-blind157";
import { BLIND158 } from "./planted-blind158";
import { BLIND159 } from "./planted-blind159";
import { BLIND160 } from "./planted-blind160";
import { BLIND161 } from "./planted-blind161";
import { BLIND162 } from "./planted-blind162";
import { BLIND163 } from "./planted-blind163";
import { BLIND164 } from "./planted-blind164";
import { BLIND165 } from "./planted-blind165";
import { BLIND166 } from "./planted-blind166";
import { BLIND167 } from "./planted-blind167";
import { BLIND168 } from "./planted-blind168";
import { BLIND169 } from "./planted-blind169";
import { BLIND170 } from "./planted-blind170";
import { BLIND171 } from "./planted-blind171";
import { BLIND172 } from "./planted-blind172";
import { BLIND173 } from "./planted-blind173";
import { BLIND174 } from "./planted-blind174";
import { BLIND175 } from "./planted-blind175";
import { BLIND176 } from "./planted-blind176";
import { BLIND177 } from "./planted-blind177";
import { BLIND178 } from "./planted-blind178";
import { BLIND179 } from "./planted-blind179";
import { BLIND180 } from "./planted-blind180";
import { BLIND181 } from "./planted-blind181";
import { BLIND182 } from "./planted-blind182";
import { BLIND183 } from "./planted-blind183";
import { BLIND184 } from "./planted-blind184";
import { BLIND185 } from "./planted-blind185";
import { BLIND186 } from "./planted-blind186";
import { BLIND187 } from "./planted-blind187";
import { BLIND188 } from "./planted-blind188";
import { BLIND189 } from "./planted-blind189";
import { BLIND190 } from "./planted-blind190";
import { BLIND191 } from "./planted-blind191";
import { BLIND192 } from "./planted-blind192";
import { BLIND193 } from "./planted-blind193";
import { BLIND194 } from "./planted-blind194";
import { BLIND195 } from "./planted-blind195";
import { BLIND196 } from "./planted-blind196";
import { BLIND197 } from "./planted-blind197";
import { BLIND198 } from "./planted-blind198";
import { BLIND199 } from "./planted-blind199";
import { BLIND200 } from "./planted-blind200";
import { BLIND201 } from "./planted-blind201";
import { BLIND202 } from "./planted-blind202";
import { BLIND203 } from "./planted-blind203";
import { BLIND204 } from "./planted-blind204";
import { BLIND205 } from "./planted-blind205";
import { BLIND206 } from "./planted-blind206";
import { BLIND207 } from "./planted-blind207";
import { BLIND208 } from "./planted-blind208";
import { BLIND209 } from "./planted-blind209";
import { BLIND210 } from "./planted-blind210";
import { BLIND211 } from "./planted-blind211";
import { BLIND212 } from "./planted-blind212";
import { BLIND213 } from "./planted-blind213";
import { BLIND214 } from "./planted-blind214";
import { BLIND215 } from "./planted-blind215";
import { BLIND216 } from "./planted-blind216";
import { BLIND217 } from "./planted-blind217";
import { BLIND218 } from "./planted-blind218";
import { BLIND219 } from "./planted-blind219";
import { BLIND220 } from "./planted-blind220";
import { BLIND221 } from "./planted-blind221";
import { BLIND222 } from "./planted-blind222";
import { BLIND223 } from "./planted-blind223";
import { BLIND224 } from "./planted-blind224";
import { BLIND225 } from "./planted-blind225";
import { BLIND226 } from "./planted-blind226";
import { BLIND227 } from "./planted-blind227";
import { BLIND228 } from "./planted-blind228";
import { BLIND229 } from "./planted-blind229";
import { TUNING78 } from "./planted-tuning78";
import { TUNING77 } from "./planted-tuning77";
import { TUNING79 } from "./planted-tuning79";
import { TUNING74 } from "./planted-tuning74";
import { TUNING75 } from "./planted-tuning75";
import { TUNING67 } from "./planted-tuning67";
import { TUNING68 } from "./planted-tuning68";
import { TUNING69 } from "./planted-tuning69";
import { TUNING70 } from "./planted-tuning70";
import { TUNING71 } from "./planted-tuning71";
import { TUNING72 } from "./planted-tuning72";
import { TUNING73 } from "./planted-tuning73";
import { TUNING56 } from "./planted-tuning56";
import { TUNING60 } from "./planted-tuning60";
import { TUNING66 } from "./planted-tuning66";
import { TUNING53 } from "./planted-tuning53";
import { TUNING54 } from "./planted-tuning54";
import { TUNING55 } from "./planted-tuning55";
import { TUNING57 } from "./planted-tuning57";
import { TUNING58 } from "./planted-tuning58";
import { TUNING59 } from "./planted-tuning59";
import { TUNING61 } from "./planted-tuning61";
import { TUNING62 } from "./planted-tuning62";
import { TUNING63 } from "./planted-tuning63";
import { TUNING64 } from "./planted-tuning64";
import { TUNING65 } from "./planted-tuning65";
import { TUNING30 } from "./planted-tuning30";
import { TUNING31 } from "./planted-tuning31";
import { TUNING32 } from "./planted-tuning32";
import { TUNING33 } from "./planted-tuning33";
import { TUNING34 } from "./planted-tuning34";
import { TUNING35 } from "./planted-tuning35";
import { TUNING36 } from "./planted-tuning36";
import { TUNING37 } from "./planted-tuning37";
import { TUNING38 } from "./planted-tuning38";
import { TUNING39 } from "./planted-tuning39";
import { TUNING40 } from "./planted-tuning40";
import { TUNING41 } from "./planted-tuning41";
import { TUNING42 } from "./planted-tuning42";
import { TUNING43 } from "./planted-tuning43";
import { TUNING44 } from "./planted-tuning44";
import { TUNING45 } from "./planted-tuning45";
import { TUNING46 } from "./planted-tuning46";
import { TUNING47 } from "./planted-tuning47";
import { TUNING48 } from "./planted-tuning48";
import { TUNING49 } from "./planted-tuning49";
import { TUNING50 } from "./planted-tuning50";
import { TUNING51 } from "./planted-tuning51";
import { TUNING52 } from "./planted-tuning52";

/** What a blind set must look like (the blind sets were written to these minimums). */
interface BlindShape {
  minItems: number;
  minPerKind: number;
  /** Sessions planting nothing; undefined: not required (the first blind set). */
  minEmptySessions?: number;
  /** User/assistant messages containing no planted item's key words. */
  minEmptyMessages: number;
  /** Key words asserted lower-case (blind2 on). */
  lowerCaseKeys: boolean;
  /** Key words per item at most this many (and at least 1); undefined: not required. */
  maxKeysPerItem?: number;
  /** Every session planting something has a tool call (a memory needs a supporting grip). */
  toolCallPerPlantingSession: boolean;
  /** Sessions at least this many (blind5 on). */
  minSessions?: number;
  /** No two items of one kind with the same key words in a session (blind7 on). */
  distinctItems?: boolean;
  /** Every planting session has at least this many messages (blind6: long conversations). */
  minMessagesPerPlantingSession?: number;
}

interface SetRow {
  /** Used in test names; `-t "^<name> set"` selects one set. */
  name: string;
  set: PlantedSet;
  /** The extractor's regression bounds on this set; none for a set written only to train the learned models on (their score there is no measure). */
  floors?: { precision: number; recall: number };
  /** Blind sets only; the others are checked for key words and unique ids. */
  shape?: BlindShape;
}

/** The third blind set's shape; the fourth's is the same plus a tool call in every planting session. */
const BLIND3_SHAPE: BlindShape = {
  minItems: 48,
  minPerKind: 12,
  minEmptySessions: 10,
  minEmptyMessages: 40,
  lowerCaseKeys: true,
  maxKeysPerItem: 2,
  toolCallPerPlantingSession: false,
};

/** The fifth to ninth blind sets: the fourth's shape, in at least 36 sessions, no item planted twice in a session. */
const LATER_BLIND_SHAPE: BlindShape = { ...BLIND3_SHAPE, toolCallPerPlantingSession: true, minSessions: 36 };
/** The sets written to train the learned models on (tuning5 on): larger, same rules as the blind sets. */
const TRAINING_SHAPE: BlindShape = { ...LATER_BLIND_SHAPE, minItems: 64, minPerKind: 16, minSessions: 45 };

const SETS: SetRow[] = [
  /*
   * blind (planted-blind.ts). Written blind, but the extractor has since been tuned on its misses
   * (helper "extract", 2026-11-26): a tuning set. First run, before tuning: 19/24 and 18/43.
   * Floors: what the extractor reached after tuning on it, 2026-11-26: 45 of 46 candidates right,
   * 43 of 43 items found; since the classifier learns from each item's stating sentence only
   * (fifth session: 0.726 / 0.712 folded, against 0.696 / 0.700), 46 of 48 and 43 of 43. Since a sentence's parts are
   * read on their own (thirteenth session): 46 of 49 ("Always open a PR, even for a one-line fix." is a part nobody
   * planted) and 42 of 43 (the retrained calibration reads the recap "ULIDs for ids." below 0.15); at 213 training
   * sets 47 of 51 ("We need to write one before it goes to production.", a part) and 43 of 43; at 225 training sets
   * with 14-word tails 49 of 55 (a summary's "we chose Biome" read as an instruction, the agent's follow-up for the
   * user read as a task twice, once whole and once as its part).
   */
  {
    name: "blind",
    set: BLIND,
    floors: { precision: 49 / 55, recall: 42 / 43 },
    shape: { minItems: 40, minPerKind: 8, minEmptyMessages: 30, lowerCaseKeys: false, toolCallPerPlantingSession: false },
  },
  /*
   * blind2 (planted-blind2.ts). Measured once, at a03fffd (the extractor after its clause-level
   * rewrite, whose author never saw this set): precision 23/30, recall 23/53. The extractor before
   * that rewrite gave 10/13 and 10/53. From then on a tuning set. Round 2 (helper "extract2",
   * 2026-11-26 10:00) read its misses and fixed the dialogue structures behind them (options picked
   * by a short answer, lists under a head of future work, replies confirming a finding, owners,
   * scoped imperatives, needs met or choices superseded in the session): 52/53 and 52/53, tuned on
   * this set, so not a measure of generalization. Floors: after round 2; precision 58/60 since the
   * sentence classifier reads whether the neighbouring messages share a sentence's words (seventh
   * session: "Keep diffs to what the task needs, reviewers hate noise" is an instruction nobody planted); 58/62
   * since its training hides features (eighth session: "The report code assumes UTC, …" is a fact nobody planted);
   * 67/72 since a sentence's parts are read on their own (thirteenth session: "The .env files are only for local dev"
   * and "Keep diffs to what the task needs, …", parts of planted sentences, are memories nobody planted); 72/78 at 249
   * training sets with the user's own "X or Y?" settled (fifteenth session: more sentences read whole and as parts);
   * 74/81 at 273 training sets (sixteenth session: blind166-189 folded; two more memories nobody planted, recall 53/53).
   */
  {
    name: "blind2",
    set: BLIND2,
    floors: { precision: 74 / 81, recall: 52 / 53 },
    shape: { minItems: 48, minPerKind: 12, minEmptySessions: 10, minEmptyMessages: 40, lowerCaseKeys: true, toolCallPerPlantingSession: false },
  },
  /*
   * blind3 (planted-blind3.ts). Measured once, at 58f4ae0 (the extractor after its second round,
   * whose author never saw this set): precision 36/49, recall 34/55. The extractor of the first
   * round (8c2475c) gave 26/36 and 24/55. From then on a tuning set. Round 3 (helper "extract3", who
   * read this set's misses and false positives and fixed their classes, with fresh variants in
   * planted-tuning4.ts): 39/42 and 36/55; then 40/43 and 37/55 with "whoa"/"hey" read as discourse
   * openers (no fresh variant written for that one). Floors: what round 3 reached; since the fifth
   * session's threshold 0.3 and 109 training sets, 57/62 and 52/55 (precision floor lowered to 0.9); 57/63 at 140
   * training sets with dropout, once a list's head no longer gives a task of its own; 58/65 with joined tails of up to 14
   * words (MAX_TAIL_WORDS, 219 training sets); 59/68 and 50/55 at 249 training sets (two true memories more, three
   * false ones more).
   */
  {
    name: "blind3",
    set: BLIND3,
    floors: { precision: 59 / 68, recall: 37 / 55 },
    shape: BLIND3_SHAPE,
  },
  /*
   * blind4 (planted-blind4.ts). Measured once by its writer on the extractor of round 2 (806ecbc)
   * and once by the lead on round 3 (5982184), neither of whose authors saw the set: precision
   * 31/41, recall 31/52 both times. From then on a tuning set. Floors: that first measurement.
   */
  {
    name: "blind4",
    set: BLIND4,
    floors: { precision: 31 / 41, recall: 31 / 52 },
    shape: { ...BLIND3_SHAPE, toolCallPerPlantingSession: true },
  },
  /*
   * blind5 (planted-blind5.ts). Measured once, 2026-11-26
   * 11:49, on the extractor with its sentence classifier, neither of whose authors saw the set:
   * precision 30/45, recall 30/52 (the rules alone: 22/35 and 22/52). From then on a training set of
   * the classifier. Floors: that first measurement.
   */
  { name: "blind5", set: BLIND5, floors: { precision: 30 / 45, recall: 30 / 52 }, shape: LATER_BLIND_SHAPE },
  /*
   * blind6 (planted-blind6.ts). Measured once, 2026-11-26
   * 11:54, the same way (the classifier trained on 19 other sets): precision 39/64, recall 36/53 (the
   * rules alone: 34/55 and 33/53). From then on a training set. Floors: that first measurement.
   */
  { name: "blind6", set: BLIND6, floors: { precision: 39 / 64, recall: 36 / 53 }, shape: { ...LATER_BLIND_SHAPE, minMessagesPerPlantingSession: 8 } },
  /*
   * blind7 (planted-blind7.ts). Measured once, 2026-11-26 12:02, the same way (the classifier trained on
   * 25 other sets): precision 44/69, recall 42/64 (the rules alone: 33/52 and 31/64). From then on a
   * training and calibration set. Floors: that first measurement.
   */
  { name: "blind7", set: BLIND7, floors: { precision: 44 / 69, recall: 42 / 64 }, shape: { ...LATER_BLIND_SHAPE, distinctItems: true } },
  /*
   * blind8 (planted-blind8.ts). Measured once, 2026-11-26 12:19, on the shipped extractor (patterns,
   * sentence classifier, calibration; trained on 29 other sets): precision 38/62, recall 36/53 (the
   * rules alone: 31/50 and 30/53), applied (confidence >= 0.7) 27 of 32 right. From then on a training
   * and calibration set. Floors: that first measurement.
   */
  { name: "blind8", set: BLIND8, floors: { precision: 38 / 62, recall: 36 / 53 }, shape: { ...LATER_BLIND_SHAPE, distinctItems: true } },
  /*
   * blind9 (planted-blind9.ts). Measured once, 2026-11-26 12:38, on the shipped extractor trained on 34 other
   * sets (19 of them calibration sets): precision 41/76, recall 33/51 (the rules alone: 32/54 and 28/51);
   * applied (confidence >= 0.7) 33 of 41 right: >= 0.9 20 of 23, 0.7-0.9 13 of 18, review 8 of 35. From then
   * on a training and calibration set. Floors: that first measurement.
   */
  { name: "blind9", set: BLIND9, floors: { precision: 41 / 76, recall: 33 / 51 }, shape: { ...LATER_BLIND_SHAPE, distinctItems: true } },
  /*
   * blind10 (planted-blind10.ts). Measured once, 2026-11-26 13:08, on the shipped extractor trained on 39
   * other sets (24 calibration sets): precision 48/65, recall 43/53 (the rules alone: 33/47 and 30/53);
   * applied (confidence >= 0.7) 36 of 37 right: >= 0.9 19 of 19, 0.7-0.9 17 of 18, review 12 of 28. From
   * then on a training and calibration set. Floors: that first measurement.
   */
  { name: "blind10", set: BLIND10, floors: { precision: 48 / 65, recall: 43 / 53 }, shape: LATER_BLIND_SHAPE },
  /*
   * blind11 (planted-blind11.ts). Measured once, 2026-11-26 13:27, on the shipped extractor trained on 46
   * other sets (31 calibration sets): precision 40/60, recall 40/52 (the rules alone: 29/42 and 29/52);
   * applied (confidence >= 0.7) 33 of 35 right: >= 0.9 25 of 25, 0.7-0.9 8 of 10, review 7 of 25. From then
   * on a training and calibration set. Floors: that first measurement.
   */
  { name: "blind11", set: BLIND11, floors: { precision: 40 / 60, recall: 40 / 52 }, shape: LATER_BLIND_SHAPE },
  /*
   * blind12-blind14 (planted-blind12.ts …), written by three helpers who never read the extractor, to
   * the training sets' shape. Measured once each, 2026-11-26 15:40 (fourth session), on the shipped
   * extractor at 3dd48a2 (new features, kinds taken from both models, trained on 70 other sets, 55 of
   * them calibration sets). From then on training and calibration sets. Floors: that first measurement.
   * blind12: 64/79 and 60/76 (rules alone 50/60 and 47/76), applied (>= 0.7) 51 of 56 right.
   * blind13: 51/70 and 47/71 (rules alone 27/48 and 26/71), applied 34 of 40 right.
   * blind14: 68/88 and 62/78 (rules alone 46/60 and 44/78), applied 47 of 54 right.
   */
  { name: "blind12", set: BLIND12, floors: { precision: 64 / 79, recall: 60 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind13", set: BLIND13, floors: { precision: 51 / 70, recall: 47 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind14", set: BLIND14, floors: { precision: 68 / 88, recall: 62 / 78 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind15, blind16 (planted-blind15.ts, planted-blind16.ts), written the same way. Measured once each,
   * 2026-11-26 16:01, on the shipped extractor trained on 84 other sets (69 of them calibration sets;
   * features seen in fewer than 3 sentences dropped). From then on training and calibration sets.
   * blind15: 75/94 and 70/89 (rules alone 53/66 and 50/89), applied (>= 0.7) 52 of 55 right.
   * blind16: 50/73 and 49/66 (rules alone 39/56 and 38/66), applied 42 of 45 right.
   * The rule for taking another kind was then tightened (the classifier's reading at least 0.5:
   * without, root causes of the held-out set became tasks); with it, same weights: blind15 76/94 and
   * 70/89, blind16 49/73 and 48/66. Floors: the lower of the two.
   */
  { name: "blind15", set: BLIND15, floors: { precision: 75 / 94, recall: 70 / 89 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind16", set: BLIND16, floors: { precision: 49 / 73, recall: 48 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind17 (planted-blind17.ts), written the same way in about 15 minutes (the writer did not read the
   * fixture transcripts). Measured once, 2026-11-26 16:39, on the shipped extractor of 7b5571d (89
   * training sets, 74 calibration sets): 65/75 and 56/64 (rules alone 35/47 and 35/64), applied
   * (>= 0.7) 50 of 51 right, auto band 19/19. From then on a training and calibration set. Floors: that
   * first measurement.
   */
  { name: "blind17", set: BLIND17, floors: { precision: 65 / 75, recall: 56 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind18-23 (planted-blind18.ts … planted-blind23.ts), written by six helpers who never read the
   * extractor, each in its own style (a monorepo week; data engineering; security reviews and upgrades;
   * items said across two sentences in six agents' voices; an everyday week; a SaaS team). Measured
   * once, 2026-11-26 19:04, on the shipped extractor of 45178b9 (102 training sets, 87 calibration
   * sets, the two-pass labels): pooled 383/551 and 362/441 (rules alone 216/334 and 210/441), applied
   * (>= 0.7) 289 of 321 right, auto band 155/162. From then on training and calibration sets. Floors:
   * that first measurement.
   */
  { name: "blind18", set: BLIND18, floors: { precision: 54 / 83, recall: 50 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind19", set: BLIND19, floors: { precision: 76 / 106, recall: 68 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind20", set: BLIND20, floors: { precision: 61 / 96, recall: 59 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind21", set: BLIND21, floors: { precision: 54 / 82, recall: 54 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind22", set: BLIND22, floors: { precision: 74 / 90, recall: 72 / 80 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind23", set: BLIND23, floors: { precision: 64 / 94, recall: 59 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind24-26, blind28, blind30 and blind31 (planted-blind24.ts …), written by six helpers who never read the
   * extractor, each in its own style (mobile apps; systems and embedded work, thinking aloud; platform and on-call
   * work; casual and non-native writers; machine-learning engineering; open-source maintainers). Measured once,
   * 2026-11-26 20:57 (blind30, 31: 21:12-21:16), on the shipped extractor of 3329e1b (109 training sets, 94
   * calibration sets): pooled 365/474 and 345/429 (rules alone 207/318 and 201/429), applied (>= 0.7) 299 of 327
   * right, auto band 186/193. The session's starting extractor (721712f) on the same sets: 367/514 and 346/429.
   * From then on training and calibration sets. Floors: that first measurement.
   */
  { name: "blind24", set: BLIND24, floors: { precision: 57 / 67, recall: 54 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind25", set: BLIND25, floors: { precision: 51 / 68, recall: 48 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind26", set: BLIND26, floors: { precision: 62 / 80, recall: 58 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind28", set: BLIND28, floors: { precision: 63 / 92, recall: 60 / 82 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind30", set: BLIND30, floors: { precision: 72 / 84, recall: 68 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind31", set: BLIND31, floors: { precision: 60 / 83, recall: 57 / 79 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind32-35 (planted-blind32.ts …), written by four helpers who never read the extractor, each in its own style
   * (game development; design systems and accessibility; a regulated fintech backend; data science and analytics).
   * Measured once, 2026-11-26 21:23-21:29, on the shipped extractor of bdd6e1c (115 training sets, 100 calibration
   * sets): pooled 260/356 and 235/314 (rules alone 151/253 and 144/314), applied (>= 0.7) 214 of 242 right, auto
   * band 123/130. The session's starting extractor (721712f) on the same sets: 266/390 and 242/314. From then on
   * training and calibration sets. Floors: that first measurement.
   */
  { name: "blind32", set: BLIND32, floors: { precision: 68 / 93, recall: 56 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind33", set: BLIND33, floors: { precision: 60 / 80, recall: 58 / 77 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind34", set: BLIND34, floors: { precision: 71 / 104, recall: 62 / 85 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind35", set: BLIND35, floors: { precision: 61 / 79, recall: 59 / 78 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind36-44 (planted-blind36.ts …), written by nine helpers who never read the extractor, each in its own style
   * (blind37-39 in the sixth session: research computing; desktop apps and CLIs; whole workdays in one session; the
   * rest in the seventh: Go and Rust backends; e-commerce; a startup's devops; legacy enterprise code; frontend
   * tooling; very short sessions). Measured once, 2026-11-26 23:45, on the shipped extractor of 15f5bde (119 training
   * sets, 104 calibration sets): pooled 539/754 and 467/694, applied (>= 0.7) 392 of 466 right. The extractor the
   * session started from (c71f919) on the same sets: 523/744 and 462/694. blind39 (whole workdays) gave 33/58 and
   * 27/83: its misses showed memories dropped for want of a grip, which led to source grips (192fde1: 63/102 and
   * 55/83 on it, no longer blind). From then on training and calibration sets. Floors: that first measurement.
   */
  { name: "blind36", set: BLIND36, floors: { precision: 70 / 95, recall: 54 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind37", set: BLIND37, floors: { precision: 73 / 92, recall: 66 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind38", set: BLIND38, floors: { precision: 45 / 61, recall: 43 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind39", set: BLIND39, floors: { precision: 33 / 58, recall: 27 / 83 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind40", set: BLIND40, floors: { precision: 78 / 105, recall: 62 / 78 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind41", set: BLIND41, floors: { precision: 46 / 73, recall: 44 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind42", set: BLIND42, floors: { precision: 70 / 117, recall: 61 / 88 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind43", set: BLIND43, floors: { precision: 72 / 91, recall: 59 / 80 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind44", set: BLIND44, floors: { precision: 52 / 62, recall: 51 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind45-52 (planted-blind45.ts …), written by eight helpers who never read the extractor, each in its own style
   * (blind45-48 in the seventh session: IaC reviews and cloud cost; pair programming with terse answers; privacy and
   * compliance; robotics; blind49-52 in the eighth: DBA work and migrations; a junior developer with a mentor agent;
   * language tooling; long agent reports answered "ok"). Measured once, 2026-11-27 03:20, on the shipped extractor of
   * 17d6e8e (dropout; 128 training sets, 113 calibration sets): pooled 477/620 and 420/588, applied (>= 0.7) 371 of
   * 420 right. The extractor the session started from (183c399) on the same sets: 480/633 and 421/588. From then on
   * training and calibration sets. Floors: that first measurement.
   */
  { name: "blind45", set: BLIND45, floors: { precision: 65 / 86, recall: 63 / 77 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind46", set: BLIND46, floors: { precision: 38 / 51, recall: 35 / 86 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind47", set: BLIND47, floors: { precision: 64 / 80, recall: 60 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind48", set: BLIND48, floors: { precision: 56 / 74, recall: 54 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind49", set: BLIND49, floors: { precision: 70 / 94, recall: 59 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind50", set: BLIND50, floors: { precision: 54 / 65, recall: 45 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind51", set: BLIND51, floors: { precision: 67 / 86, recall: 53 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind52", set: BLIND52, floors: { precision: 63 / 84, recall: 51 / 77 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind53-56 (planted-blind53.ts …), written in the eighth session by four helpers who never read the extractor
   * (healthcare integrations; trading and market data; documentation work; handovers between people, pasted or
   * dictated). Measured once, 2026-11-27 03:45, on the session's final extractor (9481281: dropout, the other-kind
   * threshold at 0.35; 136 training sets, 121 calibration sets): pooled 231/320 and 221/325, applied (>= 0.7) 174 of
   * 200 right. The extractor the session started from (183c399) on the same sets: 228/335 and 219/325. From then on
   * training and calibration sets. Floors: that first measurement.
   */
  { name: "blind53", set: BLIND53, floors: { precision: 51 / 76, recall: 51 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind54", set: BLIND54, floors: { precision: 52 / 66, recall: 51 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind55", set: BLIND55, floors: { precision: 64 / 85, recall: 62 / 85 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind56", set: BLIND56, floors: { precision: 64 / 93, recall: 57 / 100 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind57-60 (planted-blind57.ts …), written in the eighth session by four helpers who never read the extractor
   * (embedded Linux and IoT fleets; game servers and live ops; debugging from pasted logs; users writing Spanish,
   * German or French with English terms). Measured once, 2026-11-27 05:00, on the eighth session's final extractor
   * (34f7cd9: 140 training sets, 125 calibration sets): pooled 249/328 and 226/313, applied (>= 0.7) 181 of 205
   * right. From then on training and calibration sets. Floors: that first measurement.
   */
  { name: "blind57", set: BLIND57, floors: { precision: 81 / 104, recall: 73 / 92 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind58", set: BLIND58, floors: { precision: 45 / 65, recall: 44 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind59", set: BLIND59, floors: { precision: 71 / 82, recall: 65 / 88 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind60", set: BLIND60, floors: { precision: 52 / 77, recall: 44 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind61-65 (planted-blind61.ts …), written in the ninth session by five helpers who never read the extractor
   * (search and recommendation engineering; code review sessions; non-engineers automating a small business; long
   * framework migrations across sessions; run-on messages mixing several things). Measured once, 2026-11-27 06:08, on
   * the session's final extractor (76017d5: a short sentence read with the one before it; 144 training sets, 129
   * calibration sets): pooled 314/398 and 288/397, applied (>= 0.7) 248 of 273 right. The extractor the session
   * started from (34f7cd9) on the same sets: 295/389 and 271/397. From then on training and calibration sets. Floors:
   * that first measurement.
   */
  { name: "blind61", set: BLIND61, floors: { precision: 66 / 88, recall: 60 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind62", set: BLIND62, floors: { precision: 48 / 57, recall: 47 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind63", set: BLIND63, floors: { precision: 55 / 84, recall: 47 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind64", set: BLIND64, floors: { precision: 69 / 84, recall: 67 / 101 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind65", set: BLIND65, floors: { precision: 76 / 85, recall: 67 / 79 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind66-69 (planted-blind66.ts …), written in the ninth session by four more helpers who never read the
   * extractor (security incident response; QA and test automation; students' thesis code; work on agent tooling).
   * Measured once, 2026-11-27 06:42, on the session's final extractor (2a25f4d: 76017d5's code, 149 training sets,
   * 134 calibration sets): pooled 226/275 and 207/266, applied (>= 0.7) 192 of 207 right. The extractor the session
   * started from (34f7cd9) on the same sets: 216/274 and 197/266. From then on training and calibration sets. Floors:
   * that first measurement; blind66's precision 65/80 (0.8125 against 61/75, 0.8133) since a sentence's parts are read
   * on their own and 219 sets are trained on (thirteenth session).
   */
  { name: "blind66", set: BLIND66, floors: { precision: 65 / 80, recall: 60 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind67", set: BLIND67, floors: { precision: 48 / 59, recall: 47 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind68", set: BLIND68, floors: { precision: 57 / 68, recall: 47 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind69", set: BLIND69, floors: { precision: 60 / 73, recall: 53 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind70-77 (planted-blind70.ts …), written in the tenth session by eight helpers who never read the extractor
   * (data engineering; a mobile app; infrastructure as code; design systems and accessibility; an open-source
   * maintainer; confirmation-driven sessions; PostgreSQL administration; ML engineering). Measured once, 2026-11-27
   * 08:37, on the session's extractor at that point (6539ab8, and a sentence a rule took may also give the
   * classifier's likeliest other kind; 153 training sets, 138 calibration sets): pooled 446/608 and 419/560, applied
   * (>= 0.7) 360 of 410 right. The extractor the session started from (1d705bf) on the same sets: 434/592 and 412/560.
   * From then on training and calibration sets. Floors: that first measurement.
   */
  { name: "blind70", set: BLIND70, floors: { precision: 58 / 86, recall: 54 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind71", set: BLIND71, floors: { precision: 52 / 67, recall: 50 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind72", set: BLIND72, floors: { precision: 58 / 79, recall: 53 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind73", set: BLIND73, floors: { precision: 45 / 59, recall: 43 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind74", set: BLIND74, floors: { precision: 58 / 77, recall: 56 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind75", set: BLIND75, floors: { precision: 57 / 82, recall: 54 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind76", set: BLIND76, floors: { precision: 53 / 83, recall: 50 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind77", set: BLIND77, floors: { precision: 65 / 75, recall: 59 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind78-83 (planted-blind78.ts …), written in the tenth session by six more helpers who never read the extractor
   * (a payments backend; scientific computing on a cluster; web scraping; a legacy Java monolith; two developers
   * sharing one agent; dictated messages). Measured once, 2026-11-27 09:15, on the session's final extractor (the
   * classifier's candidates no longer stopped by hedges or this session's scope; 161 training sets, 146 calibration
   * sets): pooled 326/458 and 307/424, applied (>= 0.7) 256 of 293 right. The extractor the session started from
   * (1d705bf) on the same sets: 312/443 and 300/424. From then on training and calibration sets. Floors: that first
   * measurement.
   */
  { name: "blind78", set: BLIND78, floors: { precision: 48 / 65, recall: 45 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind79", set: BLIND79, floors: { precision: 54 / 82, recall: 52 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind80", set: BLIND80, floors: { precision: 57 / 74, recall: 50 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind81", set: BLIND81, floors: { precision: 56 / 86, recall: 56 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind82", set: BLIND82, floors: { precision: 60 / 90, recall: 56 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind83", set: BLIND83, floors: { precision: 51 / 61, recall: 48 / 78 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind84-87 (planted-blind84.ts …), written in the eleventh session by four helpers who never read the extractor
   * (a terse Unity game developer; a security engineer in formal prose; an embedded Rust firmware engineer's long
   * reasoning messages; a data analyst in non-native English). Measured once, 2026-11-27 12:45, on the shipped
   * extractor (code 2781fda, weights b132a28: 167 training sets, 152 calibration sets): pooled 237/300 and 232/299,
   * applied (>= 0.7) 185 of 206 right. From then on training and calibration sets. Floors: that first measurement.
   */
  { name: "blind84", set: BLIND84, floors: { precision: 63 / 77, recall: 62 / 81 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind85", set: BLIND85, floors: { precision: 62 / 74, recall: 61 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind86", set: BLIND86, floors: { precision: 54 / 77, recall: 53 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind87", set: BLIND87, floors: { precision: 58 / 72, recall: 56 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind88-93 (planted-blind88.ts …), written in the twelfth session by six helpers who never read the extractor
   * (a startup CTO's markdown messages on Elixir/Phoenix; a British WordPress agency developer; a hedging QA engineer;
   * a bioinformatics postdoc's long academic sentences; an SRE on call pasting alerts; a junior developer relaying
   * the lead's rules). Measured once, 2026-11-27 13:55, on the shipped extractor (code 21b3d87, weights 71e0bbd: 171
   * training sets, 156 calibration sets): pooled 331/410 and 318/415, applied (>= 0.7) 266 of 283 right. From then on
   * training and calibration sets. Floors: that first measurement.
   */
  { name: "blind88", set: BLIND88, floors: { precision: 52 / 75, recall: 49 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind89", set: BLIND89, floors: { precision: 61 / 67, recall: 59 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind90", set: BLIND90, floors: { precision: 55 / 68, recall: 52 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind91", set: BLIND91, floors: { precision: 50 / 62, recall: 49 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind92", set: BLIND92, floors: { precision: 58 / 72, recall: 56 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind93", set: BLIND93, floors: { precision: 55 / 66, recall: 53 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind94-105 (planted-blind94.ts …), written in the twelfth session by twelve helpers who never read the extractor
   * (blind94-99: a Rails staff engineer in Slack style, a formal .NET enterprise developer, an iOS developer typing on a
   * phone, a streaming lead who numbers points, a chatty home-automation hobbyist, a web3 co-founder; blind100-105: a
   * FastAPI logistics backend, a Go CLI maintainer, a Vue/Nuxt developer who changes their mind mid-message, a platform
   * engineer's checklists, a tired solo SaaS founder, a C++ game-engine programmer). Measured once, 2026-11-27: blind94-99
   * at 14:05 on code 21b3d87 with its weights (171 training sets), pooled 309/391 and 298/426; blind100-105 at 14:41 on
   * fea838f (177 training sets), pooled 341/454 and 324/420. From then on training and calibration sets. Floors: that
   * first measurement.
   */
  { name: "blind94", set: BLIND94, floors: { precision: 59 / 76, recall: 58 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind95", set: BLIND95, floors: { precision: 57 / 71, recall: 53 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  // 78/85 at 273 training sets (blind166-189 folded); its first measurement was 58/63.
  { name: "blind96", set: BLIND96, floors: { precision: 78 / 85, recall: 54 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind97", set: BLIND97, floors: { precision: 50 / 66, recall: 50 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind98", set: BLIND98, floors: { precision: 37 / 53, recall: 36 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind99", set: BLIND99, floors: { precision: 48 / 62, recall: 47 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind100", set: BLIND100, floors: { precision: 57 / 73, recall: 55 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind101", set: BLIND101, floors: { precision: 58 / 88, recall: 53 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind102", set: BLIND102, floors: { precision: 51 / 64, recall: 50 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind103", set: BLIND103, floors: { precision: 60 / 73, recall: 57 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind104", set: BLIND104, floors: { precision: 55 / 78, recall: 53 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind105", set: BLIND105, floors: { precision: 60 / 78, recall: 56 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind106-111 (planted-blind106.ts …), written in the twelfth session by six helpers who never read the extractor
   * (a Kotlin/Spring insurance backend in dry one-liners; an Angular developer's scattered "oh and, wait, btw"; a PhD
   * student's late-night Rust ray tracer and thesis; a senior Python ML-platform engineer pasting Slack decisions; a
   * freelance SvelteKit developer relaying restaurant owners' wishes; a formal Erlang telecom engineer's numbered
   * procedures). Measured once, 2026-11-27 15:33, on the extractor before and after the sentence's place from its
   * message's end (0f96cb3 and fe0c54e, 189 training sets): pooled 323/432 and 313/412 before, 323/433 and 312/412
   * after. From then on training and calibration sets. Floors: the measurement on fe0c54e.
   */
  { name: "blind106", set: BLIND106, floors: { precision: 48 / 76, recall: 48 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind107", set: BLIND107, floors: { precision: 56 / 76, recall: 56 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind108", set: BLIND108, floors: { precision: 55 / 67, recall: 51 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind109", set: BLIND109, floors: { precision: 53 / 74, recall: 52 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind110", set: BLIND110, floors: { precision: 51 / 69, recall: 49 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind111", set: BLIND111, floors: { precision: 60 / 71, recall: 56 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind112-117 (planted-blind112.ts …), written in the twelfth session by six helpers who never read the extractor
   * (a Haskell fintech developer; an Astro marketing-site lead; a DevSecOps engineer's "Context / Ask / Constraints"; a
   * firmware and cloud generalist replying "k"/"ya"; a cautious university IT admin citing the handbook; a data
   * journalist in R). Measured once, 2026-11-27 16:07, on 7aabb6f (195 training sets): pooled 335/431 and 315/405.
   * From the thirteenth session on training and calibration sets. Floors: that first measurement.
   */
  { name: "blind112", set: BLIND112, floors: { precision: 54 / 70, recall: 53 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind113", set: BLIND113, floors: { precision: 51 / 63, recall: 49 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind114", set: BLIND114, floors: { precision: 71 / 88, recall: 63 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind115", set: BLIND115, floors: { precision: 46 / 60, recall: 45 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind116", set: BLIND116, floors: { precision: 60 / 82, recall: 55 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind117", set: BLIND117, floors: { precision: 53 / 68, recall: 50 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind118-123 (planted-blind118.ts …), written in the thirteenth session by six helpers who never read the extractor
   * (a Unity gameplay programmer, terse and jokey; a NestJS payments developer writing English as a second language; a
   * dbt/Snowflake staff engineer accepting proposals in one line; a Flutter agency developer picking options by letter;
   * an SRE manager's postmortem with headings; a Python library maintainer, polite and verbose). Measured 2026-11-27
   * 16:57 on 3a61438 (201 training sets): pooled 327/416 and 309/418. Their misses were then read: a sentence holding
   * two items gave one candidate, which led to reading a sentence's parts (classifier-part). blind124-129, written
   * after that (a Go logistics developer's bullets; a Next.js lead relaying review comments; a tired indie Rust
   * developer; a formal Spring Boot bank developer; an ML researcher on Slurm; a chatty developer-relations engineer),
   * measured once on the extractor without and with the parts: 362/453 and 342/437 without, 389/491 and 346/437
   * with. Floors: the measurement with the parts (the extractor shipped), 201 training sets. From then on training and
   * calibration sets.
   */
  { name: "blind118", set: BLIND118, floors: { precision: 52 / 57, recall: 50 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind119", set: BLIND119, floors: { precision: 64 / 90, recall: 52 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind120", set: BLIND120, floors: { precision: 56 / 78, recall: 49 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  // Precision 69/78 once a run-on sentence's comma-spliced pieces are read as parts (225 training sets); 69/79 at 237;
  // 68/78 once a short pick names the proposal it answers (the calibration retrained on the longer texts).
  // blind121: precision 66/76 at 297 training sets (seventeenth session, blind190-213 folded; was 68/78), recall 61/71.
  { name: "blind121", set: BLIND121, floors: { precision: 66 / 76, recall: 60 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind122", set: BLIND122, floors: { precision: 63 / 82, recall: 58 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind123", set: BLIND123, floors: { precision: 57 / 74, recall: 48 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind124", set: BLIND124, floors: { precision: 67 / 75, recall: 61 / 77 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind125", set: BLIND125, floors: { precision: 67 / 80, recall: 63 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind126", set: BLIND126, floors: { precision: 56 / 80, recall: 48 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind127", set: BLIND127, floors: { precision: 62 / 93, recall: 55 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind128", set: BLIND128, floors: { precision: 63 / 80, recall: 59 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind129", set: BLIND129, floors: { precision: 74 / 84, recall: 60 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind130-135 (planted-blind130.ts …), written in the thirteenth session by six helpers who never read the extractor
   * (a Laravel agency developer in short messages; an Ansible/Nix platform engineer; a HIPAA-careful Django/React
   * developer; a terse Scala/Spark ad-tech engineer; a capstone student team lead; an embedded Linux engineer's
   * numbered findings). Measured once, 2026-11-27 18:08-18:16, on aa76ab8 (213 training sets), and on the same sets and
   * code without the parts (retrained, scratch): pooled 381/477 and 341/424 with, 355/444 and 340/424 without. Floors:
   * with. From then on training and calibration sets.
   */
  { name: "blind130", set: BLIND130, floors: { precision: 58 / 64, recall: 51 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind131", set: BLIND131, floors: { precision: 73 / 87, recall: 65 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind132", set: BLIND132, floors: { precision: 53 / 78, recall: 50 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind133", set: BLIND133, floors: { precision: 66 / 87, recall: 60 / 77 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind134", set: BLIND134, floors: { precision: 59 / 75, recall: 55 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind135", set: BLIND135, floors: { precision: 72 / 86, recall: 60 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind136-141 (planted-blind136.ts …), written in the thirteenth session by six helpers who never read the extractor
   * (a Rails developer at a two-person SaaS; a terse C#/.NET game-backend engineer; a fintech SRE on call at night; a
   * solo Swift menu-bar app developer; a travel backend lead relaying architecture-board decisions; a bioinformatician
   * on an HPC cluster). Measured once, 2026-11-27 18:38-18:40, on af06377 (219 training sets): pooled 358/453 and
   * 327/428. Training sets since 18ad9d8 (225 training sets). Floors: that first measurement, lowered where joined tails of up to 14 words (MAX_TAIL_WORDS, same 219 sets) moved them: pooled
   * 377/475 and 330/428 then (blind136 71/85, blind138 recall 58/71, blind140 69/86).
   */
  { name: "blind136", set: BLIND136, floors: { precision: 71 / 85, recall: 61 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind137", set: BLIND137, floors: { precision: 45 / 61, recall: 42 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind138", set: BLIND138, floors: { precision: 63 / 86, recall: 58 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind139", set: BLIND139, floors: { precision: 56 / 70, recall: 49 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind140", set: BLIND140, floors: { precision: 69 / 86, recall: 57 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind141", set: BLIND141, floors: { precision: 62 / 79, recall: 59 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind142-147 (planted-blind142.ts …), written in the fourteenth session by six helpers who never read the
   * extractor (an Elixir/Phoenix developer writing run-on messages; a game-studio build engineer's terse numbered
   * notes; an iOS developer answering proposals in a word or two; a data engineer's incident findings on Airflow and
   * Kafka; a Vue maintainer ruling on contributors' suggestions; a freelance WordPress developer, informal British).
   * Measured once, 2026-11-27 19:47, on 85533aa (219 training sets, 14-word tails): pooled 341/418 and 305/418.
   * Training sets since the fourteenth session's fold (237 training sets). Floors: their measurement on 18ad9d8 (225 training sets): 350/430 and 309/418, lowered where
   * reading a run-on sentence's comma-spliced pieces as parts moved them (blind145-147; pooled 373/463 and 315/418).
   */
  { name: "blind142", set: BLIND142, floors: { precision: 34 / 46, recall: 31 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind143", set: BLIND143, floors: { precision: 61 / 83, recall: 53 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind144", set: BLIND144, floors: { precision: 59 / 70, recall: 54 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind145", set: BLIND145, floors: { precision: 63 / 75, recall: 60 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind146", set: BLIND146, floors: { precision: 60 / 80, recall: 47 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind147", set: BLIND147, floors: { precision: 76 / 83, recall: 64 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind149-153 (planted-blind149.ts …), written in the fourteenth session by helpers who never read the extractor
   * (a Postgres DBA's curt answers; a startup CTO dictating by voice; a Terraform/AWS consultant's structured notes; a
   * pedantic Haskell compiler hobbyist; a React Native lead reviewing in short verdicts). Measured once, 2026-11-27
   * 20:13, on 1a480aa (225 training sets): pooled 289/375 and 253/360. Training sets since the fourteenth session's fold (237 sets). Floors: that
   * measurement, lowered where reading a run-on sentence's comma-spliced pieces as parts moved them (pooled 299/392 and
   * 255/360 with them).
   */
  { name: "blind149", set: BLIND149, floors: { precision: 51 / 69, recall: 42 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind150", set: BLIND150, floors: { precision: 60 / 78, recall: 51 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind151", set: BLIND151, floors: { precision: 67 / 79, recall: 63 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind152", set: BLIND152, floors: { precision: 46 / 76, recall: 37 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind153", set: BLIND153, floors: { precision: 70 / 84, recall: 61 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind148 (planted-blind148.ts), a Kotlin/Android developer packing three to five items into one comma-spliced
   * breath, written in the same round: measured once on 341536e (225 training sets) 23/31 and 23/80, and on the same
   * sets with the comma splices read as parts 50/66 and 42/80. Floors: the latter.
   */
  { name: "blind148", set: BLIND148, floors: { precision: 50 / 66, recall: 42 / 80 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind154-159 (planted-blind154.ts …), written in the fourteenth session by six helpers who never read the
   * extractor (a Rust embedded developer's compact messages; a chatty e-commerce developer thinking aloud; a security
   * engineer's must / must-not rules; a research-software engineer's email-like messages; a platform lead relaying
   * meetings; an unsure junior developer). Measured once, 2026-11-27 20:44, on b1157d3 (237 training sets): pooled
   * 426/511 (0.834) and 345/434 (0.795). Trained on since the fifteenth session (249 training sets). Floors: that
   * measurement, or lower where training moved them (commented).
   */
  { name: "blind154", set: BLIND154, floors: { precision: 62 / 69, recall: 53 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind155", set: BLIND155, floors: { precision: 78 / 91, recall: 61 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind156", set: BLIND156, floors: { precision: 72 / 95, recall: 56 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind157", set: BLIND157, floors: { precision: 77 / 89, recall: 64 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind158", set: BLIND158, floors: { precision: 68 / 94, recall: 56 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind159", set: BLIND159, floors: { precision: 69 / 73, recall: 55 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind160-165 (planted-blind160.ts …), written in the fourteenth session by six helpers who never read the
   * extractor (a Rails consultant's bullet-point status updates; a blunt C++ HFT developer deciding by veto; a
   * lowercase SvelteKit indie hacker; a formal Java enterprise architect citing tickets and ADRs; a data scientist in
   * notebooks; a DevOps engineer on call at night). Measured once, 2026-11-27 20:58, on 9491561 (237 training sets),
   * never read before: pooled 400/505 (0.792) and 339/430 (0.788); the same with the lets-do-then pattern (ead0979).
   * The fifteenth session measured its changes on them, then trained on them (249 training sets). Floors: that
   * measurement, or lower where training moved them (commented).
   */
  { name: "blind160", set: BLIND160, floors: { precision: 62 / 68, recall: 57 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  // 52/70 and 46/76 once a short pick names the proposal it answers (the calibration retrained on the longer texts).
  { name: "blind161", set: BLIND161, floors: { precision: 52 / 70, recall: 46 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind162", set: BLIND162, floors: { precision: 79 / 95, recall: 62 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind163", set: BLIND163, floors: { precision: 79 / 115, recall: 64 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind164", set: BLIND164, floors: { precision: 70 / 78, recall: 61 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind165", set: BLIND165, floors: { precision: 57 / 78, recall: 48 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind166-177 (planted-blind166.ts …), written in the fifteenth session by twelve helpers who never read the
   * extractor (a Django developer's house rules; a terse mobile developer on two platforms; an open-source maintainer
   * quoting contributors; an excitable Unity developer brainstorming; a Postgres DBA's numbers; an ML engineer's
   * results and hunches; a German Laravel developer's careful English; a Next.js lead's review comments; an SRE's
   * postmortems; a solo founder changing her mind; an Elixir developer's numbered lists; an HPC scientist's cluster
   * rules). Measured once, 2026-11-27 23:31, never read before, on the extractor of the fifteenth session's fold (249
   * training sets): pooled 796/989 (0.805) and 691/872 (0.792). Their misses were then read. Training sets since the
   * sixteenth session (not calibration sets: patterns were changed while reading them). Floors: that measurement.
   */
  // 78/97 once "either X or Y" offers are read (the calibration retrained).
  { name: "blind166", set: BLIND166, floors: { precision: 78 / 97, recall: 64 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind167", set: BLIND167, floors: { precision: 70 / 82, recall: 62 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind168", set: BLIND168, floors: { precision: 68 / 82, recall: 61 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind169", set: BLIND169, floors: { precision: 59 / 71, recall: 51 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind170", set: BLIND170, floors: { precision: 51 / 67, recall: 44 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind171", set: BLIND171, floors: { precision: 68 / 90, recall: 59 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind172", set: BLIND172, floors: { precision: 60 / 78, recall: 55 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind173", set: BLIND173, floors: { precision: 77 / 86, recall: 67 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind174", set: BLIND174, floors: { precision: 76 / 96, recall: 63 / 78 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  // 69/83 and 60/74 with "X it is. …" and the user's own "X or Y?" read (the calibration retrained).
  { name: "blind175", set: BLIND175, floors: { precision: 69 / 83, recall: 60 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind176", set: BLIND176, floors: { precision: 51 / 76, recall: 48 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  // 67/80 with "X it is. …" and the user's own "X or Y?" read (the calibration retrained).
  { name: "blind177", set: BLIND177, floors: { precision: 67 / 80, recall: 56 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind178-183 (planted-blind178.ts …), written in the fifteenth session by six more helpers who never read the
   * extractor (a Go backend developer's Slack-style answers; a WordPress freelancer switching clients; a careful
   * Terraform engineer naming environments; a warm Vue developer advocating accessibility; a QA engineer's flaky
   * tests; a CLI author's one-word replies). Measured once, 2026-11-27 23:48, never read before, on the extractor that
   * reads "X it is. …" and the user's pick of their own "X or Y?" (249 training sets): pooled 385/475 (0.811) and
   * 334/430 (0.777). Their misses were then read. Training sets since the sixteenth session (not calibration sets).
   * Floors: that measurement.
   */
  { name: "blind178", set: BLIND178, floors: { precision: 74 / 84, recall: 63 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind179", set: BLIND179, floors: { precision: 52 / 74, recall: 48 / 82 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind180", set: BLIND180, floors: { precision: 76 / 102, recall: 62 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind181", set: BLIND181, floors: { precision: 65 / 81, recall: 55 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind182", set: BLIND182, floors: { precision: 63 / 71, recall: 57 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind183", set: BLIND183, floors: { precision: 55 / 63, recall: 49 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind184-189 (planted-blind184.ts …), the fifteenth session's last six, by helpers who never read the extractor (a
   * Rust web developer explaining each rule's why; a casual SwiftUI developer; a data engineer's schedules, owners and
   * costs; a Spring team lead onboarding the agent like a new hire; a security-minded API developer answering tersely;
   * an embedded Linux engineer confirming findings step by step). Measured once, 2026-11-28 00:04, never read before,
   * on the extractor that reads "either X or Y" offers (249 training sets): pooled 411/505 (0.814) and 359/450 (0.798).
   * Never read. Training and calibration sets since the sixteenth session. Floors: that measurement.
   */
  { name: "blind184", set: BLIND184, floors: { precision: 61 / 78, recall: 56 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind185", set: BLIND185, floors: { precision: 68 / 88, recall: 64 / 79 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind186", set: BLIND186, floors: { precision: 64 / 79, recall: 54 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind187", set: BLIND187, floors: { precision: 71 / 85, recall: 57 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind188", set: BLIND188, floors: { precision: 73 / 79, recall: 66 / 80 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind189", set: BLIND189, floors: { precision: 74 / 96, recall: 62 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind190-197 (planted-blind190.ts …), written in the sixteenth session by eight helpers who never read the extractor
   * (an indie Unity studio deciding after playtests; a Laravel developer's numbered lists; an SRE's incident timelines;
   * an ML engineer's experiments; a Brazilian full-stack developer's unidiomatic English; a formal Django fintech
   * maintainer citing tickets; a C library maintainer triaging PRs; a Flutter developer changing their mind). Measured
   * once, 2026-11-28 01:44, never read before, on the fifteenth session's extractor (249 training sets): pooled 534/678
   * (0.788) and 450/572 (0.787); with blind166-189 folded (273 training sets, shipped) 545/686 (0.794) and 455/572
   * (0.795). Their misses were then read. Trained on since
   * 2026-11-28 (seventeenth session; not calibration sets). Floors: the extractor shipped at the time.
   */
  { name: "blind190", set: BLIND190, floors: { precision: 64 / 97, recall: 54 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind191", set: BLIND191, floors: { precision: 74 / 86, recall: 62 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind192", set: BLIND192, floors: { precision: 76 / 93, recall: 65 / 80 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind193", set: BLIND193, floors: { precision: 61 / 70, recall: 53 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind194", set: BLIND194, floors: { precision: 76 / 89, recall: 61 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind195", set: BLIND195, floors: { precision: 77 / 102, recall: 59 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind196", set: BLIND196, floors: { precision: 58 / 74, recall: 49 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind197", set: BLIND197, floors: { precision: 59 / 75, recall: 52 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind198-205 (planted-blind198.ts …), the sixteenth session's second eight, by helpers who never read the extractor
   * (a Rails consultant's notes on a client's legacy app; a design-system developer's bullet replies; an OCaml
   * programmer's laws; a DevOps engineer moving Jenkins to Actions; a junior relaying their seniors; a bioinformatician
   * on a cluster; a CTO dictating by voice; a Go/MySQL developer answering numbered questions by number). Measured
   * once, 2026-11-28 02:03, never read before, on the extractor with blind166-189 folded (273 training sets): pooled
   * 536/651 (0.823) and 450/571 (0.788). Their misses were then read. Trained on since the seventeenth session
   * (not calibration sets). Floors: the extractor shipped at the time.
   */
  { name: "blind198", set: BLIND198, floors: { precision: 86 / 98, recall: 73 / 86 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind199", set: BLIND199, floors: { precision: 53 / 69, recall: 47 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind200", set: BLIND200, floors: { precision: 68 / 87, recall: 56 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind201", set: BLIND201, floors: { precision: 60 / 82, recall: 47 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind202", set: BLIND202, floors: { precision: 67 / 81, recall: 59 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind203", set: BLIND203, floors: { precision: 60 / 67, recall: 51 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind204", set: BLIND204, floors: { precision: 73 / 89, recall: 55 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind205", set: BLIND205, floors: { precision: 69 / 78, recall: 62 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind206-213 (planted-blind206.ts …), the sixteenth session's last eight, by helpers who never read the extractor (a
   * cautious Android banking developer "for the record"; a SvelteKit freelancer with emojis; a staff engineer's
   * Decisions / Constraints / Follow-ups replies; a no_std Rust developer's hardware facts; a Polish Symfony developer's
   * "no, …" and "yes but …"; a data scientist thinking aloud in Jupyter; a platform lead's handover; a modding-kit
   * maintainer triaging PRs). Measured once, 2026-11-28 02:59, never read before, on the extractor this session leaves
   * (273 training sets): pooled 542/685 (0.791) and 463/588 (0.787). Never read; trained on since the seventeenth
   * session, and calibration sets. Floors: the extractor shipped at the time.
   */
  { name: "blind206", set: BLIND206, floors: { precision: 82 / 112, recall: 70 / 76 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind207", set: BLIND207, floors: { precision: 68 / 71, recall: 59 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind208", set: BLIND208, floors: { precision: 84 / 118, recall: 68 / 90 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind209", set: BLIND209, floors: { precision: 61 / 80, recall: 50 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind210", set: BLIND210, floors: { precision: 63 / 74, recall: 55 / 74 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind211", set: BLIND211, floors: { precision: 64 / 72, recall: 58 / 73 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind212", set: BLIND212, floors: { precision: 64 / 83, recall: 51 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind213", set: BLIND213, floors: { precision: 56 / 75, recall: 52 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind214-221 (planted-blind214.ts …), the seventeenth session's eight, by helpers who never read the extractor (a
   * Laravel developer writing English as a second language; a Unity game-server developer's "NB:" asides; a Terraform
   * consultant's formal paragraphs; a React Native developer's lowercase "ngl"/"tbh"; an Airflow lead answering "+1",
   * "-1", "nah"; a security engineer citing pentest finding IDs; a Spring maintainer telling stories first; a Yocto
   * engineer dictating by voice). Measured 2026-11-28, never read: on the sixteenth session's extractor (273 training
   * sets) pooled 504/635 (0.794) and 423/532 (0.795); with blind190-213 trained on (297 training sets, shipped)
   * 511/637 (0.802) and 428/532 (0.805). Never read, not in the training lists: the next session's clean test bed.
   * Floors: the shipped extractor's measurement.
   */
  { name: "blind214", set: BLIND214, floors: { precision: 60 / 71, recall: 51 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind215", set: BLIND215, floors: { precision: 71 / 82, recall: 59 / 72 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind216", set: BLIND216, floors: { precision: 64 / 79, recall: 57 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind217", set: BLIND217, floors: { precision: 63 / 82, recall: 52 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind218", set: BLIND218, floors: { precision: 66 / 75, recall: 54 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind219", set: BLIND219, floors: { precision: 55 / 81, recall: 49 / 66 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind220", set: BLIND220, floors: { precision: 72 / 100, recall: 54 / 64 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind221", set: BLIND221, floors: { precision: 60 / 67, recall: 52 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * blind222-229 (planted-blind222.ts …), the seventeenth session's second round, by helpers who never read the
   * extractor (a nonprofit Django developer's long emails; a Go operator author's "ack"/"nack"; a mobile QA lead's bug
   * tickets; a climate-model scientist's numbers and units; a sarcastic indie macOS developer; a team lead onboarding the
   * agent to an Nx monorepo; a Postgres DBA in capitals when stressed; a student writing a compiler, deciding slowly).
   * Measured once, 2026-11-28 06:37-08:39, never read, on the extractor this session leaves (297 training sets):
   * pooled 538/663 (0.811) and 450/564 (0.798); blind222 and blind224, written late, measured last. Never read, not in
   * the training lists. Floors: that measurement.
   */
  { name: "blind222", set: BLIND222, floors: { precision: 73 / 84, recall: 65 / 70 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind223", set: BLIND223, floors: { precision: 55 / 75, recall: 47 / 65 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind224", set: BLIND224, floors: { precision: 75 / 89, recall: 62 / 71 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind225", set: BLIND225, floors: { precision: 69 / 85, recall: 57 / 68 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind226", set: BLIND226, floors: { precision: 66 / 91, recall: 51 / 75 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind227", set: BLIND227, floors: { precision: 80 / 93, recall: 65 / 79 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind228", set: BLIND228, floors: { precision: 64 / 84, recall: 51 / 67 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  { name: "blind229", set: BLIND229, floors: { precision: 56 / 62, recall: 52 / 69 }, shape: { ...TRAINING_SHAPE, distinctItems: true } },
  /*
   * tuning5-tuning29 (planted-tuning5.ts …): written by helpers who never read the extractor, as
   * training data for the learned models (test/node/memory-classifier-training.ts); the patterns were
   * never tuned on them. Shape only: the learned models are trained on them, so the extractor's score
   * there measures nothing (memory-classifier.test.ts measures the models on sets left out).
   */
  { name: "tuning5", set: TUNING5, shape: TRAINING_SHAPE },
  { name: "tuning6", set: TUNING6, shape: TRAINING_SHAPE },
  { name: "tuning7", set: TUNING7, shape: TRAINING_SHAPE },
  { name: "tuning8", set: TUNING8, shape: TRAINING_SHAPE },
  { name: "tuning9", set: TUNING9, shape: TRAINING_SHAPE },
  { name: "tuning10", set: TUNING10, shape: TRAINING_SHAPE },
  { name: "tuning11", set: TUNING11, shape: TRAINING_SHAPE },
  { name: "tuning12", set: TUNING12, shape: TRAINING_SHAPE },
  { name: "tuning13", set: TUNING13, shape: TRAINING_SHAPE },
  { name: "tuning14", set: TUNING14, shape: TRAINING_SHAPE },
  { name: "tuning15", set: TUNING15, shape: TRAINING_SHAPE },
  { name: "tuning16", set: TUNING16, shape: TRAINING_SHAPE },
  { name: "tuning17", set: TUNING17, shape: TRAINING_SHAPE },
  { name: "tuning18", set: TUNING18, shape: TRAINING_SHAPE },
  { name: "tuning19", set: TUNING19, shape: TRAINING_SHAPE },
  { name: "tuning20", set: TUNING20, shape: TRAINING_SHAPE },
  { name: "tuning21", set: TUNING21, shape: TRAINING_SHAPE },
  { name: "tuning22", set: TUNING22, shape: TRAINING_SHAPE },
  { name: "tuning23", set: TUNING23, shape: TRAINING_SHAPE },
  { name: "tuning24", set: TUNING24, shape: TRAINING_SHAPE },
  { name: "tuning25", set: TUNING25, shape: TRAINING_SHAPE },
  { name: "tuning26", set: TUNING26, shape: TRAINING_SHAPE },
  { name: "tuning27", set: TUNING27, shape: TRAINING_SHAPE },
  { name: "tuning28", set: TUNING28, shape: TRAINING_SHAPE },
  { name: "tuning29", set: TUNING29, shape: TRAINING_SHAPE },
  { name: "tuning76", set: TUNING76, shape: TRAINING_SHAPE },
  { name: "tuning78", set: TUNING78, shape: TRAINING_SHAPE },
  { name: "tuning77", set: TUNING77, shape: TRAINING_SHAPE },
  { name: "tuning79", set: TUNING79, shape: TRAINING_SHAPE },
  { name: "tuning74", set: TUNING74, shape: TRAINING_SHAPE },
  { name: "tuning75", set: TUNING75, shape: TRAINING_SHAPE },
  { name: "tuning67", set: TUNING67, shape: TRAINING_SHAPE },
  { name: "tuning68", set: TUNING68, shape: TRAINING_SHAPE },
  { name: "tuning69", set: TUNING69, shape: TRAINING_SHAPE },
  { name: "tuning70", set: TUNING70, shape: TRAINING_SHAPE },
  { name: "tuning71", set: TUNING71, shape: TRAINING_SHAPE },
  { name: "tuning72", set: TUNING72, shape: TRAINING_SHAPE },
  { name: "tuning73", set: TUNING73, shape: TRAINING_SHAPE },
  { name: "tuning56", set: TUNING56, shape: TRAINING_SHAPE },
  { name: "tuning60", set: TUNING60, shape: TRAINING_SHAPE },
  { name: "tuning66", set: TUNING66, shape: TRAINING_SHAPE },
  { name: "tuning53", set: TUNING53, shape: TRAINING_SHAPE },
  { name: "tuning54", set: TUNING54, shape: TRAINING_SHAPE },
  { name: "tuning55", set: TUNING55, shape: TRAINING_SHAPE },
  { name: "tuning57", set: TUNING57, shape: TRAINING_SHAPE },
  { name: "tuning58", set: TUNING58, shape: TRAINING_SHAPE },
  { name: "tuning59", set: TUNING59, shape: TRAINING_SHAPE },
  { name: "tuning61", set: TUNING61, shape: TRAINING_SHAPE },
  { name: "tuning62", set: TUNING62, shape: TRAINING_SHAPE },
  { name: "tuning63", set: TUNING63, shape: TRAINING_SHAPE },
  { name: "tuning64", set: TUNING64, shape: TRAINING_SHAPE },
  { name: "tuning65", set: TUNING65, shape: TRAINING_SHAPE },
  { name: "tuning30", set: TUNING30, shape: TRAINING_SHAPE },
  { name: "tuning31", set: TUNING31, shape: TRAINING_SHAPE },
  { name: "tuning32", set: TUNING32, shape: TRAINING_SHAPE },
  { name: "tuning33", set: TUNING33, shape: TRAINING_SHAPE },
  { name: "tuning34", set: TUNING34, shape: TRAINING_SHAPE },
  { name: "tuning35", set: TUNING35, shape: TRAINING_SHAPE },
  { name: "tuning36", set: TUNING36, shape: TRAINING_SHAPE },
  { name: "tuning37", set: TUNING37, shape: TRAINING_SHAPE },
  { name: "tuning38", set: TUNING38, shape: TRAINING_SHAPE },
  { name: "tuning39", set: TUNING39, shape: TRAINING_SHAPE },
  { name: "tuning40", set: TUNING40, shape: TRAINING_SHAPE },
  { name: "tuning41", set: TUNING41, shape: TRAINING_SHAPE },
  { name: "tuning42", set: TUNING42, shape: TRAINING_SHAPE },
  { name: "tuning43", set: TUNING43, shape: TRAINING_SHAPE },
  { name: "tuning44", set: TUNING44, shape: TRAINING_SHAPE },
  { name: "tuning45", set: TUNING45, shape: TRAINING_SHAPE },
  { name: "tuning46", set: TUNING46, shape: TRAINING_SHAPE },
  { name: "tuning47", set: TUNING47, shape: TRAINING_SHAPE },
  { name: "tuning48", set: TUNING48, shape: TRAINING_SHAPE },
  { name: "tuning49", set: TUNING49, shape: TRAINING_SHAPE },
  { name: "tuning50", set: TUNING50, shape: TRAINING_SHAPE },
  { name: "tuning51", set: TUNING51, shape: TRAINING_SHAPE },
  { name: "tuning52", set: TUNING52, shape: TRAINING_SHAPE },
  /*
   * tuning2 (planted-tuning2.ts). Written by the helper who then tuned the extractor on it, so its
   * figures are an upper bound on these shapes, not a measure of generalization. The extractor on
   * main before: 11/20 and 11/41. Floors: after tuning, 2026-11-26: 41 of 41 candidates right, 41
   * of 41 items found.
   */
  // Since the calibration takes another kind when both models read one (2026-11-26, fourth session): 40/41 and 40/41,
  // "Stick to 2-space indentation from now on" read as a fact.
  // Recall 39/41 since the weights were retrained at 195 training sets in the twelfth session (40/41 before).
  { name: "tuning2", set: TUNING2, floors: { precision: 40 / 41, recall: 39 / 41 } },
  /*
   * tuning3 (planted-tuning3.ts). Dialogue structures (an option picked by a short answer, a list
   * under a head of open work, a finding the user confirms, owners, scoped imperatives) and hard
   * negatives of each, written by the helper who then changed the extractor, before changing it. An
   * upper bound on these structures. First read (the extractor before): 6/11 and 6/74. Floors: what
   * round 2 reached, 2026-11-26 10:00: 74 of 75 candidates right, 74 of 74 items. Since a pattern's candidate the
   * calibration reads below 0.15 is dropped (sixth session): 73 of 74, "Chosen: Cypress" (picked by "B. the team
   * knows it already") dropped. Since the sentence classifier's training hides features (eighth session): 78 of 80
   * and 72 of 74 (a PDF task of m07 read as nothing; two remarks read as tasks). Since blind112-117 are training
   * sets (thirteenth session, 201 sets): 71 of 74, the calibration reads o08's "2 pls" pick below 0.15.
   */
  { name: "tuning3", set: TUNING3, floors: { precision: 78 / 80, recall: 71 / 74 } },
  /*
   * tuning4 (planted-tuning4.ts). The classes of the third blind set's false positives and misses in
   * fresh words (the agent narrating its work, a diagnostic "or" question, a head of rules over a
   * list, a request done in the session, numbers quoted from an error, standing choices vs rules for
   * the agent), written by the helper who then changed the extractor, before changing it. An upper
   * bound on these classes. First read (the extractor before): 7/13 and 7/15. Floors: what round 3
   * reached, 2026-11-26: 11 of 11 candidates right, 11 of 15 items. Since the sentence classifier's training hides
   * features (eighth session): 14 of 15 and 14 of 15 ("Yes chunk it, …" read as a fact).
   */
  { name: "tuning4", set: TUNING4, floors: { precision: 14 / 15, recall: 11 / 15 } },
  /*
   * heldback3 (planted-heldback3.ts), the held-back check. Written after round 2's change by the
   * same helper and measured once before any change it caused: 13/15 and 11/14. Three of its misses
   * then led to general fixes (a pick in the second clause, "decided, don't relitigate", a
   * future-work head line read as nothing else), so a tuning set now too. Floors: after those
   * fixes, 16/17 and 13/14.
   */
  { name: "heldback3", set: HELDBACK3, floors: { precision: 16 / 17, recall: 13 / 14 } },
  /*
   * heldback4 (planted-heldback4.ts), the second held-back check. Written after round 2 was merged
   * by the same helper and measured once before any change it caused: 5/9 and 5/14 (markdown lists
   * and heads, a head with no colon, checkboxes under a head, "yes — …", a team as owner, "keep
   * using", a later "let's … instead", replies judging the session's work). Its misses then led to
   * general fixes, so a tuning set now too. Floors: after those fixes, 16/16 and 14/14.
   */
  { name: "heldback4", set: HELDBACK4, floors: { precision: 1, recall: 1 } },
  /*
   * heldback5 (planted-heldback5.ts), the third held-back check. Written after the second round of
   * fixes was merged, by the same helper, and measured once before any change it caused: 4/9 and
   * 4/10 (options named in a sentence, "the first option sounds right", a list on one line, "not in
   * this PR, but …", "Kim's team owns …"; an assistant's own next steps and questions under a head
   * read as tasks). Its misses then led to general fixes, so a tuning set now too. Floors: after
   * those fixes, 10/10 and 10/10.
   */
  { name: "heldback5", set: HELDBACK5, floors: { precision: 1, recall: 1 } },
  /*
   * heldback6 (planted-heldback6.ts), the fourth held-back check. Written after the third round of
   * fixes was merged, by the same helper, and measured once before any change it caused: 4/11 and
   * 4/7 (a list of places or files checked read as options and a reply naming one as a pick, "ah
   * yes that explains it" and "correct, but don't change it yet" as facts, "Approach 1: … Approach
   * 2: …"; one session had no grip and was given a tool call afterwards). Its misses then led to
   * general fixes, so a tuning set now too. Left: "the tests should cover the empty cart too" (an
   * older convention pattern) and "The retry delay is hard-coded …" (a true fact the set does not
   * plant). Floors: after those fixes, 7/9 and 7/7.
   */
  // With 89 training sets (fourth session): 8/11, the classifier proposing "We'll go with the second approach" (it names no option) for review.
  { name: "heldback6", set: HELDBACK6, floors: { precision: 8 / 11, recall: 1 } },
  /*
   * heldback7 (planted-heldback7.ts), the fifth held-back check. Written after the fourth round of
   * fixes was merged, by the same helper, and measured once before any change it caused: 0/2 and
   * 0/9 (heads of other words, "that's how it's set up: …", "Ravi is our DBA", "only ever deploy
   * …", "go with what you suggested", "remind me to …"; a reply reporting this session's test
   * results as a fact). Its misses then led to general fixes, so a tuning set now too. Floors:
   * after those fixes, 9/9 and 9/9 (9/10 for a while in the eighth session, when the classifier trained with dropout
   * read the list head "before launch we still need" as a task; a list's head gives none now).
   */
  { name: "heldback7", set: HELDBACK7, floors: { precision: 1, recall: 1 } },
  /*
   * heldback8 (planted-heldback8.ts), the sixth held-back check. Written after the fifth round of
   * fixes was merged, by the same helper, and measured once before any change it caused: 3/3 and
   * 3/7 (heads "for the next PR:" and "out of scope here, but worth doing:", a short answer "in
   * launchdarkly, …" to "Where do the feature flags live?"). Its misses then led to general fixes,
   * so a tuning set now too. Floors: after those fixes, 7/7 and 7/7.
   */
  { name: "heldback8", set: HELDBACK8, floors: { precision: 1, recall: 1 } },
  /*
   * heldback9 (planted-heldback9.ts), the seventh held-back check. Written after the sixth round of
   * fixes was merged, by the same helper, and measured once before any change it caused: 2/2 and
   * 2/5 ("(a) … or (b) …" inside one sentence answered "b", "…, or …" answered "the latter", "answer
   * with code only, no explanations unless I ask"). Its misses then led to general fixes, so a
   * tuning set now too. Floors: after those fixes, 5/5 and 5/5; 4/5 since the sentence classifier's training hides
   * features (eighth session: a pick of x01 read as nothing).
   */
  { name: "heldback9", set: HELDBACK9, floors: { precision: 1, recall: 4 / 5 } },
  /*
   * heldback10 (planted-heldback10.ts), the eighth held-back check. Written after the seventh round
   * of fixes was merged, by the same helper, and measured once before any change it caused: 2/5 and
   * 2/3 (the assistant's "Next steps:" it then carried out read as tasks). Fixed: an assistant's
   * own plan followed by its tool calls gives no task; an explanation ("Here's how … works:")
   * offers no options. Left: "monthly only for launch" (a pick whose words two options share;
   * loosening the match picked wrong options elsewhere) and "The token is stored in a cookie" (a
   * true fact the set does not plant). A tuning set now too. Floors: after those fixes, 2/3 and 2/3.
   */
  { name: "heldback10", set: HELDBACK10, floors: { precision: 2 / 3, recall: 2 / 3 } },
];

/** The lower-cased texts of a session's user and assistant messages (not tool calls or output). */
function messageTexts(set: PlantedSet, index: number): string[] {
  return set
    .events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

function hasKeys(text: string, keys: readonly string[]): boolean {
  return keys.every((k) => text.includes(k.toLowerCase()));
}

for (const { name, set, floors, shape } of SETS)
  describe(`${name} set`, () => {
    const sessions = set.sessions;
    const items = sessions.flatMap((s) => s.planted);

    it("has unique session ids, and every planted item's key words occur together in a message of its session", () => {
      expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
      sessions.forEach((s, i) => {
        const texts = messageTexts(set, i);
        for (const p of s.planted) {
          const label = `${s.id}: ${p.keys.join(", ")}`;
          if (shape?.maxKeysPerItem !== undefined) {
            expect(p.keys.length, label).toBeGreaterThanOrEqual(1);
            expect(p.keys.length, label).toBeLessThanOrEqual(shape.maxKeysPerItem);
          }
          if (shape?.lowerCaseKeys) for (const k of p.keys) expect(k, `${s.id}: ${k}`).toBe(k.toLowerCase());
          expect(
            texts.some((t) => hasKeys(t, p.keys)),
            label,
          ).toBe(true);
        }
      });
    });

    if (shape) {
      it(`plants at least ${shape.minItems} items, at least ${shape.minPerKind} of each kind, in user and assistant messages`, () => {
        expect(items.length).toBeGreaterThanOrEqual(shape.minItems);
        for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(shape.minPerKind);
        if (shape.minSessions !== undefined) expect(sessions.length).toBeGreaterThanOrEqual(shape.minSessions);
        const types = new Set(sessions.flatMap((_, i) => set.events(i).map((e) => e.event_type)));
        expect(types.has("user_message") && types.has("assistant_message")).toBe(true);
      });

      if (shape.distinctItems)
        it("never plants two items of one kind with the same key words in a session", () => {
          for (const s of sessions) {
            const seen = s.planted.map((p) => `${p.kind} ${[...p.keys].sort().join("|")}`);
            expect(new Set(seen).size, s.id).toBe(seen.length);
          }
        });

      if (shape.minMessagesPerPlantingSession !== undefined) {
        const least = shape.minMessagesPerPlantingSession;
        it(`writes every planting session as a conversation of at least ${least} messages`, () => {
          sessions.forEach((s, i) => {
            if (s.planted.length > 0) expect(messageTexts(set, i).length, s.id).toBeGreaterThanOrEqual(least);
          });
        });
      }

      it(`has at least ${shape.minEmptySessions === undefined ? "" : `${shape.minEmptySessions} sessions and `}${shape.minEmptyMessages} messages that plant nothing`, () => {
        const emptySessions = sessions.filter((s) => s.planted.length === 0).length;
        let emptyMessages = 0;
        sessions.forEach((s, i) => {
          for (const text of messageTexts(set, i)) if (!s.planted.some((p) => hasKeys(text, p.keys))) emptyMessages++;
        });
        console.log(
          `${name} set: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${sessions.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
        );
        if (shape.minEmptySessions !== undefined) expect(emptySessions).toBeGreaterThanOrEqual(shape.minEmptySessions);
        expect(emptyMessages).toBeGreaterThanOrEqual(shape.minEmptyMessages);
      });

      if (shape.toolCallPerPlantingSession)
        it("gives every session that plants something at least one tool call (a memory needs a supporting grip)", () => {
          sessions.forEach((s, i) => {
            if (s.planted.length === 0) return;
            expect(
              set.events(i).some((e) => e.event_type === "tool_use"),
              s.id,
            ).toBe(true);
          });
        });

      it("builds every session into a segment with events and bullets", () => {
        sessions.forEach((s, i) => {
          const seg = set.segment(i);
          expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
          expect(seg.events.length, s.id).toBeGreaterThan(0);
          expect(seg.events.length, s.id).toBe(set.events(i).length);
          expect(seg.bullets.length, s.id).toBeGreaterThan(0);
        });
      });
    }

    if (floors)
      it(`keeps precision >= ${floors.precision.toFixed(3)} and recall >= ${floors.recall.toFixed(3)} (regression bounds), printing misses and false positives`, () => {
        const score = set.score(sessions.map((_, i) => extractCandidates(set.segment(i))));
        const missed = new Set(score.misses.map((m) => m.item));
        const byKind = MEMORY_KINDS.map((k) => {
          const ofKind = items.filter((p) => p.kind === k);
          return `${k} ${ofKind.filter((p) => !missed.has(p)).length}/${ofKind.length}`;
        });
        console.log(
          `${name} set: precision ${score.precision.toFixed(3)} (${score.correctCandidates}/${score.candidates}), recall ${score.recall.toFixed(3)} (${score.matchedItems}/${score.planted}); ${byKind.join(", ")}`,
        );
        for (const m of score.misses) console.log(`miss  ${m.session} ${m.item.kind} [${m.item.keys.join(", ")}]`);
        for (const f of score.falsePositives)
          console.log(`fp    ${f.session} ${f.kind}${f.rightWordsWrongKind ? " (right words, wrong kind)" : ""}: ${f.text}`);
        for (const d of score.duplicates) console.log(`dup   ${d.session} ${d.kind}: ${d.text}`);
        // The scorer's totals agree with the set and with its own lists.
        expect(score.planted).toBe(items.length);
        expect(score.matchedItems + score.misses.length).toBe(score.planted);
        expect(score.correctCandidates + score.falsePositives.length).toBe(score.candidates);
        expect(score.precision).toBeGreaterThanOrEqual(floors.precision);
        expect(score.recall).toBeGreaterThanOrEqual(floors.recall);
      });
  });
