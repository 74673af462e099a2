// index.html carries the app's stylesheet itself: the built <link> becomes a <style> with the
// file's contents, so the shell paints without waiting for another request.
import { describe, expect, it } from 'vitest'
import type { OutputBundle } from 'rolldown'
import { inlineStylesheets } from '../../../build/inline-stylesheet.ts'

const bundleWith = (files: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(files).map(([fileName, source]) => [fileName, { type: 'asset', fileName, source }]),
  ) as unknown as OutputBundle

describe('inlineStylesheets', () => {
  it('replaces the link to a built stylesheet with its contents', () => {
    const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>'
    expect(inlineStylesheets(page, '/', bundleWith({ 'assets/index-abc.css': '.a{color:red}\n' }))).toBe(
      '<head><style>.a{color:red}</style></head>',
    )
  })

  it('finds the file under a base path, and leaves a link to anything it did not build', () => {
    const page = '<link rel="stylesheet" href="/app/assets/x.css"><link rel="stylesheet" href="https://cdn.example/y.css">'
    expect(inlineStylesheets(page, '/app/', bundleWith({ 'assets/x.css': 'b{}' }))).toBe(
      '<style>b{}</style><link rel="stylesheet" href="https://cdn.example/y.css">',
    )
  })

  it('refuses CSS that would close the <style> element early', () => {
    const page = '<link rel="stylesheet" href="/assets/x.css">'
    expect(() => inlineStylesheets(page, '/', bundleWith({ 'assets/x.css': 'a::after{content:"</style>"}' }))).toThrow(/<\/style/)
  })
})
