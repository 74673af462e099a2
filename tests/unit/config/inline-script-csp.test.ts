// index.html's early script runs inline, allowed by the CSP through its hash; its configuration
// rides in a JSON block beside it (build/early-script.ts, build/security-headers.ts).
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, buildContentSecurityPolicy } from '../../../build/security-headers.ts'
import { EARLY_CONFIG_ID, earlyConfigBlock, type EarlyScriptConfig } from '../../../build/early-script.ts'

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text as the CSP specification's own example does", () => {
    // CSP Level 3, "hash-source": this text's hash is the spec's example value
    expect(inlineScriptHashes("<p>x</p><script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ])
  })

  it('leaves out scripts loaded from a file and data blocks, which a policy need not allow', () => {
    const page = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/json" id="config">{"a":1}</script>',
      "<SCRIPT>alert('Hello, world.');</SCRIPT>",
    ].join('\n')
    expect(inlineScriptHashes(page)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"])
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([])
  })

  it('names the hashes in script-src beside the own origin', () => {
    const policy = buildContentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] })
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='")
    expect(buildContentSecurityPolicy()).toContain("script-src 'self' 'wasm-unsafe-eval';")
  })
})

describe('earlyConfigBlock', () => {
  const config = (apiUrl: string): EarlyScriptConfig => ({
    landing: ['/assets/landing.js'],
    team: ['/assets/team.js'],
    apiUrl,
    anonKey: 'key',
    globalName: '__early',
    langStorageKey: 'lang',
    locales: { en: 'en-GB' },
    defaultLang: 'en',
    dateParts: { day: 'numeric' },
  })

  it('holds the configuration as JSON that no text in it can close early', () => {
    const hostile = 'https://x.example/</script><script>alert(1)</script><!--'
    const block = earlyConfigBlock(config(hostile))
    expect(block.startsWith(`<script type="application/json" id="${EARLY_CONFIG_ID}">`)).toBe(true)
    expect(block.match(/<\/script/gi)).toHaveLength(1)
    expect(block.endsWith('</script>')).toBe(true)
    const text = block.slice(block.indexOf('>') + 1, -'</script>'.length)
    expect(JSON.parse(text)).toEqual(config(hostile))
  })
})
