import { en, type MessageKey } from './en'
import { MESSAGES, type Lang } from './languages'

/** Placeholder names of a text: Placeholders<'Hi {name}, {n} new'> = 'name' | 'n'. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never

/** Parameters `t` needs for a key: one entry per placeholder of the English text. */
export type MessageParams<K extends MessageKey> = Record<Placeholders<(typeof en)[K]>, string | number>

/** Rest arguments of `t`: none for a text without placeholders, else the params object. */
export type TArgs<K extends MessageKey> = [Placeholders<(typeof en)[K]>] extends [never] ? [] : [params: MessageParams<K>]

/** A key whose text has no placeholders, so `t(key)` can take it from state or a table. */
export type PlainKey = { [K in MessageKey]: TArgs<K> extends [] ? K : never }[MessageKey]

export type TFunction = <K extends MessageKey>(key: K, ...args: TArgs<K>) => string

/** The placeholder names found in a text at run time, e.g. ['email']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
}

/** Replace `{name}` with params.name. An unknown placeholder is left as it is. */
export function interpolate(text: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  )
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key)
}

/**
 * A `t` bound to one language; falls back to English for an empty translation, and for a
 * language whose dictionary is not loaded yet (loadMessages).
 */
export function createT(lang: Lang): TFunction {
  const messages = MESSAGES[lang] ?? en
  return (key, ...args) => {
    const text = messages[key] || en[key]
    return interpolate(text, args[0])
  }
}
