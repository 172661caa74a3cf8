import type { Attrs, PositionRecord } from './storage/records';
import { positionJson } from './json';

/**
 * A position's attributes as JSON, made once per attributes object: the batch writer stores it
 * and the live hub sends it, where each built it again (the OsmAnd benchmark's profile: the
 * attributes were the largest part of both). The pipeline never changes a position's
 * attributes once it is committed, so the text stays true to the object.
 */
const texts = new WeakMap<Attrs, string>();

export function attributesText(attributes: Attrs): string {
  let text = texts.get(attributes);
  if (text === undefined) texts.set(attributes, (text = JSON.stringify(attributes)));
  return text;
}

// JSON.stringify writes this string as "\u0000attributes": no number before it can hold it.
const PLACEHOLDER = '\u0000attributes';
const PLACEHOLDER_JSON = JSON.stringify(PLACEHOLDER);

/**
 * `JSON.stringify(positionJson(position))`, with the attributes' text from `attributesText`
 * (`attributes` is the second key, after the numeric `id`: its placeholder is the first).
 */
export function positionText(position: PositionRecord): string {
  const json: { attributes: unknown } = positionJson(position);
  json.attributes = PLACEHOLDER;
  return JSON.stringify(json).replace(PLACEHOLDER_JSON, attributesText(position.attributes));
}
