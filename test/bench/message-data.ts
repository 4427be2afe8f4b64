/**
 * Deterministic data of the benchmark messages (schema/15/types.xsd shapes): meals of a GetMeals result, and an
 * AmendmentPriceRequest result (a price quote with many notes and cancellation policies, Booking-like). A seeded generator makes every
 * run, and every contender, see the same values.
 */

export interface MealLabelData {
  readonly id: number;
  readonly text: string;
}
export interface MealData {
  readonly id: number;
  readonly name: string;
  readonly labels: readonly MealLabelData[];
}
export interface PolicyData {
  readonly deadline: number | null;
  readonly percentage: string;
}
export interface NoteData {
  readonly text: string;
  readonly startDate: string;
  readonly endDate: string;
}
/** An AmendmentPriceRequest result: a quoted price, notes and cancellation policies. */
export interface AmendmentData {
  readonly price: { readonly amount: string; readonly currency: string };
  readonly roomId: number;
  readonly hotelNotes: readonly NoteData[];
  readonly roomNotes: readonly NoteData[];
  readonly cancellationPolicies: readonly PolicyData[];
  readonly bookingType: "FullPeriod" | "ExtraDays" | "NoAmendmentAvailable";
}

/** mulberry32: small, seeded, the same sequence on every platform. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const mealsSeed = 15;
const amendmentSeed = 42;

// Realistic text: accents, an ampersand and angle brackets to escape, quotes for attributes.
const words = [
  "breakfast",
  "Frühstück",
  "petit-déjeuner",
  "buffet",
  "sea view",
  "B&B",
  "half board",
  "all-inclusive",
  "<deluxe>",
  '"premium"',
  "room",
  "late check-out",
  "city tax",
  "parking",
  "café",
];

function phrase(next: () => number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(words[Math.floor(next() * words.length)] ?? "room");
  return parts.join(" ");
}

function dateTime(next: () => number): string {
  const day = String(1 + Math.floor(next() * 28)).padStart(2, "0");
  const month = String(1 + Math.floor(next() * 12)).padStart(2, "0");
  return `2027-${month}-${day}T00:00:00`;
}

/** The meal at `index` of a list drawn from `next`. */
export function meal(next: () => number, index: number): MealData {
  const labels: MealLabelData[] = [];
  const labelCount = 1 + Math.floor(next() * 3);
  for (let i = 0; i < labelCount; i++) labels.push({ id: index * 10 + i, text: phrase(next, 2) });
  return { id: index + 1, name: phrase(next, 3), labels };
}

/** `count` meals. */
export function mealsData(count: number): MealData[] {
  const next = seededRandom(mealsSeed);
  return Array.from({ length: count }, (_, index) => meal(next, index));
}

function note(next: () => number): NoteData {
  return { text: phrase(next, 8), startDate: dateTime(next), endDate: dateTime(next) };
}

function policy(next: () => number, index: number): PolicyData {
  return { deadline: index % 7 === 6 ? null : index * 24, percentage: (next() * 100).toFixed(2) };
}

/** A quote with `notes` hotel notes and half as many room notes and cancellation policies. */
export function amendmentData(notes: number): AmendmentData {
  const next = seededRandom(amendmentSeed);
  const half = Math.max(1, Math.ceil(notes / 2));
  return {
    price: { amount: "1234567890123.45", currency: "EUR" },
    roomId: 41_235,
    hotelNotes: Array.from({ length: notes }, () => note(next)),
    roomNotes: Array.from({ length: half }, () => note(next)),
    cancellationPolicies: Array.from({ length: half }, (_, index) => policy(next, index)),
    bookingType: "ExtraDays",
  };
}
