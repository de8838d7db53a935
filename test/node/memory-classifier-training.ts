/**
 * The sentence classifier's training data (src/core/memories/sentence-classifier.ts): every
 * sentence of every session of the planted sets below, labelled with the kind of the planted item
 * whose key words it holds, or "none". A set kept for an independent measure (a new planted-blindN.ts)
 * stays out of this list until it has been measured once: training on it would make its measure a
 * tuning figure.
 *
 * The calibration model (src/core/memories/calibration.ts) learns from the candidates of the sets
 * in CALIBRATION_SETS: sets the extraction patterns were never tuned on (nobody changed a pattern
 * while reading their misses), so the patterns' mistakes there are their mistakes on unseen text.
 * Keep it so: a set whose misses were used to change a pattern leaves CALIBRATION_SETS.
 *
 * scripts/train-memory-classifier.mjs trains both on `trainingExamples()` and
 * `calibrationExamples()` and writes the shipped weights; test/node/memory-classifier.test.ts
 * checks the shipped weights are exactly that.
 */
import { calibrationReading, trainCalibration } from "../../src/core/memories/calibration";
import { classifiedSentences, conversationSentences, extractCandidates, type ExtractionModels } from "../../src/core/memories/extract";
import {
  type ClassifierWeights,
  classProbabilities,
  SENTENCE_CLASSES,
  sentenceFeatures,
  type TrainingExample,
  trainClassifier,
} from "../../src/core/memories/sentence-classifier";
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
import type { BlindItem, PlantedSet } from "./planted-scoring";
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

/**
 * The sets the shipped weights are trained on, by name, in training order: each batch of new sets was
 * inserted after tuning29, so the order is not numeric. Sorting it retrains different weights (training
 * follows this order): tried 2026-11-26, the folded figure moved 0.696 / 0.700 -> 0.689 / 0.713 and the
 * generated history's precision 0.952 -> 0.909, so it was left for a session that can re-measure.
 */
export const TRAINING_SETS: Readonly<Record<string, PlantedSet>> = {
  blind: BLIND,
  blind2: BLIND2,
  blind3: BLIND3,
  blind4: BLIND4,
  blind5: BLIND5,
  blind6: BLIND6,
  blind7: BLIND7,
  blind8: BLIND8,
  blind9: BLIND9,
  blind10: BLIND10,
  blind11: BLIND11,
  blind12: BLIND12,
  blind13: BLIND13,
  blind14: BLIND14,
  blind15: BLIND15,
  blind16: BLIND16,
  blind17: BLIND17,
  tuning2: TUNING2,
  tuning3: TUNING3,
  tuning4: TUNING4,
  tuning5: TUNING5,
  tuning6: TUNING6,
  tuning7: TUNING7,
  tuning8: TUNING8,
  tuning9: TUNING9,
  tuning10: TUNING10,
  tuning11: TUNING11,
  tuning12: TUNING12,
  tuning13: TUNING13,
  tuning14: TUNING14,
  tuning15: TUNING15,
  tuning16: TUNING16,
  tuning17: TUNING17,
  tuning18: TUNING18,
  tuning19: TUNING19,
  tuning20: TUNING20,
  tuning21: TUNING21,
  tuning22: TUNING22,
  tuning23: TUNING23,
  tuning24: TUNING24,
  tuning25: TUNING25,
  tuning26: TUNING26,
  tuning27: TUNING27,
  tuning28: TUNING28,
  tuning29: TUNING29,
  tuning76: TUNING76,
  blind18: BLIND18,
  blind19: BLIND19,
  blind20: BLIND20,
  blind21: BLIND21,
  blind22: BLIND22,
  blind23: BLIND23,
  blind24: BLIND24,
  blind25: BLIND25,
  blind26: BLIND26,
  blind28: BLIND28,
  blind30: BLIND30,
  blind31: BLIND31,
  blind32: BLIND32,
  blind33: BLIND33,
  blind34: BLIND34,
  blind35: BLIND35,
  blind36: BLIND36,
  blind37: BLIND37,
  blind38: BLIND38,
  blind39: BLIND39,
  blind40: BLIND40,
  blind41: BLIND41,
  blind42: BLIND42,
  blind43: BLIND43,
  blind44: BLIND44,
  blind45: BLIND45,
  blind46: BLIND46,
  blind47: BLIND47,
  blind48: BLIND48,
  blind49: BLIND49,
  blind50: BLIND50,
  blind51: BLIND51,
  blind52: BLIND52,
  blind53: BLIND53,
  blind54: BLIND54,
  blind55: BLIND55,
  blind56: BLIND56,
  blind57: BLIND57,
  blind58: BLIND58,
  blind59: BLIND59,
  blind60: BLIND60,
  blind61: BLIND61,
  blind62: BLIND62,
  blind63: BLIND63,
  blind64: BLIND64,
  blind65: BLIND65,
  blind66: BLIND66,
  blind67: BLIND67,
  blind68: BLIND68,
  blind69: BLIND69,
  blind70: BLIND70,
  blind71: BLIND71,
  blind72: BLIND72,
  blind73: BLIND73,
  blind74: BLIND74,
  blind75: BLIND75,
  blind76: BLIND76,
  blind77: BLIND77,
  blind78: BLIND78,
  blind79: BLIND79,
  blind80: BLIND80,
  blind81: BLIND81,
  blind82: BLIND82,
  blind83: BLIND83,
  blind84: BLIND84,
  blind85: BLIND85,
  blind86: BLIND86,
  blind87: BLIND87,
  blind88: BLIND88,
  blind89: BLIND89,
  blind90: BLIND90,
  blind91: BLIND91,
  blind92: BLIND92,
  blind93: BLIND93,
  blind94: BLIND94,
  blind95: BLIND95,
  blind96: BLIND96,
  blind97: BLIND97,
  blind98: BLIND98,
  blind99: BLIND99,
  blind100: BLIND100,
  blind101: BLIND101,
  blind102: BLIND102,
  blind103: BLIND103,
  blind104: BLIND104,
  blind105: BLIND105,
  blind106: BLIND106,
  blind107: BLIND107,
  blind108: BLIND108,
  blind109: BLIND109,
  blind110: BLIND110,
  blind111: BLIND111,
  blind112: BLIND112,
  blind113: BLIND113,
  blind114: BLIND114,
  blind115: BLIND115,
  blind116: BLIND116,
  blind117: BLIND117,
  blind118: BLIND118,
  blind119: BLIND119,
  blind120: BLIND120,
  blind121: BLIND121,
  blind122: BLIND122,
  blind123: BLIND123,
  blind124: BLIND124,
  blind125: BLIND125,
  blind126: BLIND126,
  blind127: BLIND127,
  blind128: BLIND128,
  blind129: BLIND129,
  blind130: BLIND130,
  blind131: BLIND131,
  blind132: BLIND132,
  blind133: BLIND133,
  blind134: BLIND134,
  blind135: BLIND135,
  blind136: BLIND136,
  blind137: BLIND137,
  blind138: BLIND138,
  blind139: BLIND139,
  blind140: BLIND140,
  blind141: BLIND141,
  blind142: BLIND142,
  blind143: BLIND143,
  blind144: BLIND144,
  blind145: BLIND145,
  blind146: BLIND146,
  blind147: BLIND147,
  blind148: BLIND148,
  blind149: BLIND149,
  blind150: BLIND150,
  blind151: BLIND151,
  blind152: BLIND152,
  blind153: BLIND153,
  blind154: BLIND154,
  blind155: BLIND155,
  blind156: BLIND156,
  blind157: BLIND157,
  blind158: BLIND158,
  blind159: BLIND159,
  blind160: BLIND160,
  blind161: BLIND161,
  blind162: BLIND162,
  blind163: BLIND163,
  blind164: BLIND164,
  blind165: BLIND165,
  blind166: BLIND166,
  blind167: BLIND167,
  blind168: BLIND168,
  blind169: BLIND169,
  blind170: BLIND170,
  blind171: BLIND171,
  blind172: BLIND172,
  blind173: BLIND173,
  blind174: BLIND174,
  blind175: BLIND175,
  blind176: BLIND176,
  blind177: BLIND177,
  blind178: BLIND178,
  blind179: BLIND179,
  blind180: BLIND180,
  blind181: BLIND181,
  blind182: BLIND182,
  blind183: BLIND183,
  blind184: BLIND184,
  blind185: BLIND185,
  blind186: BLIND186,
  blind187: BLIND187,
  blind188: BLIND188,
  blind189: BLIND189,
  blind190: BLIND190,
  blind191: BLIND191,
  blind192: BLIND192,
  blind193: BLIND193,
  blind194: BLIND194,
  blind195: BLIND195,
  blind196: BLIND196,
  blind197: BLIND197,
  blind198: BLIND198,
  blind199: BLIND199,
  blind200: BLIND200,
  blind201: BLIND201,
  blind202: BLIND202,
  blind203: BLIND203,
  blind204: BLIND204,
  blind205: BLIND205,
  blind206: BLIND206,
  blind207: BLIND207,
  blind208: BLIND208,
  blind209: BLIND209,
  blind210: BLIND210,
  blind211: BLIND211,
  blind212: BLIND212,
  blind213: BLIND213,
  tuning78: TUNING78,
  tuning77: TUNING77,
  tuning79: TUNING79,
  tuning74: TUNING74,
  tuning75: TUNING75,
  tuning67: TUNING67,
  tuning68: TUNING68,
  tuning69: TUNING69,
  tuning70: TUNING70,
  tuning71: TUNING71,
  tuning72: TUNING72,
  tuning73: TUNING73,
  tuning56: TUNING56,
  tuning60: TUNING60,
  tuning66: TUNING66,
  tuning53: TUNING53,
  tuning54: TUNING54,
  tuning55: TUNING55,
  tuning57: TUNING57,
  tuning58: TUNING58,
  tuning59: TUNING59,
  tuning61: TUNING61,
  tuning62: TUNING62,
  tuning63: TUNING63,
  tuning64: TUNING64,
  tuning65: TUNING65,
  tuning30: TUNING30,
  tuning31: TUNING31,
  tuning32: TUNING32,
  tuning33: TUNING33,
  tuning34: TUNING34,
  tuning35: TUNING35,
  tuning36: TUNING36,
  tuning37: TUNING37,
  tuning38: TUNING38,
  tuning39: TUNING39,
  tuning40: TUNING40,
  tuning41: TUNING41,
  tuning42: TUNING42,
  tuning43: TUNING43,
  tuning44: TUNING44,
  tuning45: TUNING45,
  tuning46: TUNING46,
  tuning47: TUNING47,
  tuning48: TUNING48,
  tuning49: TUNING49,
  tuning50: TUNING50,
  tuning51: TUNING51,
  tuning52: TUNING52,
  heldback3: HELDBACK3,
  heldback4: HELDBACK4,
  heldback5: HELDBACK5,
  heldback6: HELDBACK6,
  heldback7: HELDBACK7,
  heldback8: HELDBACK8,
  heldback9: HELDBACK9,
  heldback10: HELDBACK10,
};

/** A sentence's label: the kind of the first planted item of its session whose key words it holds. */
export function labelOf(text: string, planted: readonly BlindItem[]): number {
  const lower = text.toLowerCase();
  const item = planted.find((p) => p.keys.every((k) => lower.includes(k.toLowerCase())));
  return item ? SENTENCE_CLASSES.indexOf(item.kind) : 0;
}

/** One sentence as training reads it: its features and the planted items of its session whose key words it holds. */
interface SentenceRow {
  features: string[];
  /** Indexes into the session's planted items. */
  holds: number[];
}

/** One session's sentences (questions left out) and the class of each of its planted items. */
interface SessionRows {
  rows: SentenceRow[];
  kinds: number[];
}

const rowsBySet = new Map<string, SessionRows[]>();

/**
 * A set's sentences, read once per process. Questions are left out: extraction keeps none, and one
 * holding an item's key words ("should we use jose?") would teach the model that asking is deciding.
 */
function setRows(name: string): SessionRows[] {
  let rows = rowsBySet.get(name);
  if (!rows) {
    const set = TRAINING_SETS[name]!;
    rows = set.sessions.map((spec, i) => ({
      kinds: spec.planted.map((item) => SENTENCE_CLASSES.indexOf(item.kind)),
      rows: conversationSentences(set.segment(i)).flatMap((sentence) => {
        if (sentence.text.trimEnd().endsWith("?")) return [];
        const lower = sentence.text.toLowerCase();
        const holds = spec.planted.flatMap((item, k) => (item.keys.every((key) => lower.includes(key.toLowerCase())) ? [k] : []));
        return [{ features: sentenceFeatures(sentence), holds }];
      }),
    }));
    rowsBySet.set(name, rows);
  }
  return rows;
}

/**
 * The training examples of the named sets (default: all of TRAINING_SETS), in a fixed order.
 *
 * Without a `reader`, every sentence holding a planted item's key words is labelled with that item's
 * kind (the first item's, when it holds several). An item's key words often recur in sentences that
 * do not state it (the assistant's "setting up postgres now" after the user's "we go with postgres";
 * a root cause's words in the follow-up task): with a `reader` (a classifier trained on the first
 * labels), only the sentence it reads likeliest as the item's kind is labelled with it, the item's
 * other sentences are left out, and the rest are "none".
 */
export function trainingExamples(names: readonly string[] = Object.keys(TRAINING_SETS), reader?: ClassifierWeights): TrainingExample[] {
  return names.flatMap((name) =>
    setRows(name).flatMap(({ rows, kinds }) => {
      if (!reader) return rows.map((r) => ({ features: r.features, label: r.holds.length > 0 ? kinds[r.holds[0]!]! : 0 }));
      const stated = new Map<number, number>();
      kinds.forEach((kind, item) => {
        let best = -1;
        let likeliest = -1;
        rows.forEach((r, j) => {
          if (!r.holds.includes(item)) return;
          const p = classProbabilities(reader, r.features)[kind]!;
          if (p > likeliest) [best, likeliest] = [j, p];
        });
        if (best >= 0) stated.set(best, kind);
      });
      return rows.flatMap((r, j) =>
        stated.has(j) ? [{ features: r.features, label: stated.get(j)! }] : r.holds.length > 0 ? [] : [{ features: r.features, label: 0 }],
      );
    }),
  );
}

/** The examples the shipped sentence classifier learns from: each item's stating sentence, as a classifier trained on every holder of its key words reads them. */
export function statedExamples(names: readonly string[] = Object.keys(TRAINING_SETS)): TrainingExample[] {
  return trainingExamples(names, trainClassifier(trainingExamples(names)));
}

/** The sentence classifier trained on the named sets, as shipped (two passes: see trainingExamples). */
function trainSentenceClassifier(names: readonly string[] = Object.keys(TRAINING_SETS)): ClassifierWeights {
  return trainClassifier(statedExamples(names));
}

/** Sets the patterns were never tuned on: the calibration model's training data. */
export const CALIBRATION_SETS: readonly string[] = [
  "blind5",
  "blind6",
  "blind7",
  "blind8",
  "blind9",
  "blind10",
  "blind11",
  "blind12",
  "blind13",
  "blind14",
  "blind15",
  "blind16",
  "blind17",
  "tuning5",
  "tuning6",
  "tuning7",
  "tuning8",
  "tuning9",
  "tuning10",
  "tuning11",
  "tuning12",
  "tuning13",
  "tuning14",
  "tuning15",
  "tuning16",
  "tuning17",
  "tuning18",
  "tuning19",
  "tuning20",
  "tuning21",
  "tuning22",
  "tuning23",
  "tuning24",
  "tuning25",
  "tuning26",
  "tuning27",
  "tuning28",
  "tuning29",
  "tuning76",
  "blind18",
  "blind19",
  "blind20",
  "blind21",
  "blind22",
  "blind23",
  "tuning78",
  "tuning77",
  "tuning79",
  "tuning74",
  "tuning75",
  "tuning67",
  "tuning68",
  "tuning69",
  "tuning70",
  "tuning71",
  "tuning72",
  "tuning73",
  "tuning56",
  "tuning60",
  "tuning66",
  "tuning53",
  "tuning54",
  "tuning55",
  "tuning57",
  "tuning58",
  "tuning59",
  "tuning61",
  "tuning62",
  "tuning63",
  "tuning64",
  "tuning65",
  "tuning30",
  "tuning31",
  "tuning32",
  "tuning33",
  "tuning34",
  "tuning35",
  "tuning36",
  "tuning37",
  "tuning38",
  "tuning39",
  "tuning40",
  "tuning41",
  "tuning42",
  "tuning43",
  "tuning44",
  "tuning45",
  "tuning46",
  "tuning47",
  "tuning48",
  "tuning49",
  "tuning50",
  "tuning51",
  "tuning52",
  "blind24",
  "blind25",
  "blind26",
  "blind28",
  "blind30",
  "blind31",
  "blind32",
  "blind33",
  "blind34",
  "blind35",
  "blind36",
  "blind37",
  "blind38",
  "blind39",
  "blind40",
  "blind41",
  "blind42",
  "blind43",
  "blind44",
  "blind45",
  "blind46",
  "blind47",
  "blind48",
  "blind49",
  "blind50",
  "blind51",
  "blind52",
  "blind53",
  "blind54",
  "blind55",
  "blind56",
  "blind57",
  "blind58",
  "blind59",
  "blind60",
  "blind61",
  "blind62",
  "blind63",
  "blind64",
  "blind65",
  "blind66",
  "blind67",
  "blind68",
  "blind69",
  "blind70",
  "blind71",
  "blind72",
  "blind73",
  "blind74",
  "blind75",
  "blind76",
  "blind77",
  "blind78",
  "blind79",
  "blind80",
  "blind81",
  "blind82",
  "blind83",
  "blind84",
  "blind85",
  "blind86",
  "blind87",
  "blind88",
  "blind89",
  "blind90",
  "blind91",
  "blind92",
  "blind93",
  "blind94",
  "blind95",
  "blind96",
  "blind97",
  "blind98",
  "blind99",
  "blind100",
  "blind101",
  "blind102",
  "blind103",
  "blind104",
  "blind105",
  "blind106",
  "blind107",
  "blind108",
  "blind109",
  "blind110",
  "blind111",
  "blind112",
  "blind113",
  "blind114",
  "blind115",
  "blind116",
  "blind117",
  "blind118",
  "blind119",
  "blind120",
  "blind121",
  "blind122",
  "blind123",
  "blind124",
  "blind125",
  "blind126",
  "blind127",
  "blind128",
  "blind129",
  "blind130",
  "blind131",
  "blind132",
  "blind133",
  "blind134",
  "blind135",
  "blind136",
  "blind137",
  "blind138",
  "blind139",
  "blind140",
  "blind141",
  "blind142",
  "blind143",
  "blind144",
  "blind145",
  "blind146",
  "blind147",
  "blind148",
  "blind149",
  "blind150",
  "blind151",
  "blind152",
  "blind153",
  "blind154",
  "blind155",
  "blind156",
  "blind157",
  "blind158",
  "blind159",
  "blind160",
  "blind161",
  "blind162",
  "blind163",
  "blind164",
  "blind165",
  // blind166-183 are not here: their misses were read while changing the patterns (2026-11-27).
  "blind184",
  "blind185",
  "blind186",
  "blind187",
  "blind188",
  "blind189",
  // blind190-205 are not here: their misses were read (2026-11-28), two pattern changes tried on them (not kept).
  "blind206",
  "blind207",
  "blind208",
  "blind209",
  "blind210",
  "blind211",
  "blind212",
  "blind213",
];

/**
 * Calibration sets are read in this many folds: each fold's sets by a sentence classifier trained on
 * every training set but the fold's (a classifier per set would cost a training per set).
 */
const CALIBRATION_FOLDS = 8;

/** One calibration set as calibration reads it: the sentence classifier that read it (trained without the set's fold) and the examples it gave. */
export interface CalibrationReading {
  name: string;
  sentences: ClassifierWeights;
  examples: TrainingExample[];
}

/**
 * The calibration sets as the calibration model's training reads them (in `names` order): every
 * candidate extraction gives on each set (the patterns and a sentence classifier not trained on that
 * set, so the candidates are what unseen text gets), labelled with the kind of the planted item whose
 * key words it holds, or "none"; with the classifier that read it, so tests can reuse those models.
 */
export function calibrationReadings(
  names: readonly string[] = CALIBRATION_SETS,
  trainingNames: readonly string[] = Object.keys(TRAINING_SETS),
): CalibrationReading[] {
  const folds = Array.from({ length: Math.min(CALIBRATION_FOLDS, names.length) }, (_, f) => names.filter((_, i) => i % CALIBRATION_FOLDS === f));
  const bySet = new Map<string, CalibrationReading>();
  for (const fold of folds) {
    const sentences = trainSentenceClassifier(trainingNames.filter((n) => !fold.includes(n)));
    for (const name of fold) {
      const set = TRAINING_SETS[name]!;
      const examples = set.sessions.flatMap((spec, i) => {
        const segment = set.segment(i);
        const read = classifiedSentences(segment, sentences);
        return extractCandidates(segment, { sentences }).map((c) => ({
          features: calibrationReading(c, read).features,
          label: labelOf(c.text, spec.planted),
        }));
      });
      bySet.set(name, { name, sentences, examples });
    }
  }
  return names.map((name) => bySet.get(name)!);
}

/** The calibration model's examples: every calibration set's, in order (see calibrationReadings). */
export function calibrationExamples(
  names: readonly string[] = CALIBRATION_SETS,
  trainingNames: readonly string[] = Object.keys(TRAINING_SETS),
): TrainingExample[] {
  return calibrationReadings(names, trainingNames).flatMap((r) => r.examples);
}

/** Candidates right and in all, planted items matched and in all, pooled over sets. */
export interface PooledScore {
  correct: number;
  candidates: number;
  matched: number;
  planted: number;
}

/** The shipped pipeline's figures on sets neither model was trained on (see foldedExtraction). */
export interface FoldedExtraction {
  sets: number;
  /** The patterns alone. */
  rules: PooledScore;
  /** Patterns, classifier and calibration: everything extracted. */
  all: PooledScore;
  /** Only what is applied (confidence >= 0.7). */
  applied: PooledScore;
  /** By routing band: >= 0.9, 0.7-0.9, below 0.7 (only candidates: matched/planted are 0). */
  bands: { auto: PooledScore; logged: PooledScore; review: PooledScore };
}

/** Both learned models as training would ship them, with the named sets left out of their training data. */
export function modelsWithout(left: readonly string[]): Required<ExtractionModels> {
  const names = Object.keys(TRAINING_SETS).filter((n) => !left.includes(n));
  return {
    sentences: trainSentenceClassifier(names),
    calibration: trainCalibration(
      calibrationExamples(
        CALIBRATION_SETS.filter((n) => !left.includes(n)),
        names,
      ),
    ),
  };
}

/**
 * How extraction does on text its models never saw: the calibration sets in `folds` folds; for each,
 * the sentence classifier is trained on every other training set and the calibration model on
 * every other calibration set, then the fold's sets are extracted and scored. The patterns were
 * never tuned on the calibration sets, so this is the closest repeatable figure to a blind set's
 * (`npm run eval:memories`).
 */
export function foldedExtraction(folds = 5): FoldedExtraction {
  const zero = (): PooledScore => ({ correct: 0, candidates: 0, matched: 0, planted: 0 });
  const result: FoldedExtraction = { sets: 0, rules: zero(), all: zero(), applied: zero(), bands: { auto: zero(), logged: zero(), review: zero() } };
  const add = (into: PooledScore, score: { correctCandidates: number; candidates: number; matchedItems: number; planted: number }, items = true) => {
    into.correct += score.correctCandidates;
    into.candidates += score.candidates;
    if (items) {
      into.matched += score.matchedItems;
      into.planted += score.planted;
    }
  };
  for (let f = 0; f < folds; f++) {
    const fold = CALIBRATION_SETS.filter((_, i) => i % folds === f);
    const { sentences, calibration } = modelsWithout(fold);
    for (const name of fold) {
      const set = TRAINING_SETS[name]!;
      const segments = set.sessions.map((_, i) => set.segment(i));
      const shipped = segments.map((s) => extractCandidates(s, { sentences, calibration }));
      const within = (lo: number, hi: number) => set.score(shipped.map((cs) => cs.filter((c) => c.confidence >= lo && c.confidence < hi)));
      result.sets++;
      add(result.rules, set.score(segments.map((s) => extractCandidates(s, null))));
      add(result.all, set.score(shipped));
      add(result.applied, within(0.7, 2));
      add(result.bands.auto, within(0.9, 2), false);
      add(result.bands.logged, within(0.7, 0.9), false);
      add(result.bands.review, within(0, 0.7), false);
    }
  }
  return result;
}
