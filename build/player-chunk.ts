// What the player's two first screens (a team link, the landing page) need beyond the entry script
// goes into one chunk. Left to itself the bundler cut it into about ten small files, by which of
// the admin screens share each part (icons, the progress bar, the flag, the mutation hook, …): on a
// phone each was one more request before the first render, fighting the entry script for the
// connections and the bandwidth of a slow network. The admin screens load this chunk too, on a
// desktop, for the parts they share with it.
//
// The modules are those the two routes import statically, not crossing into the entry's own
// (what main.tsx imports statically, the data module's index among them: it re-exports every
// operation, the admin's too). The operations the players' screens take through that index are
// left to the bundler, which knows which are used: it puts them into this chunk, the first that
// needs them. Any other index file these screens import from comes whole: what it re-exports for
// other screens only is imported from its own file there (the flag's country table, used by the
// export, is not in components/flag/index.ts).
import { resolve } from 'node:path'
import type { CodeSplittingGroup } from 'rolldown'

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

export const PLAYER_CHUNK = 'player'

/** Every module `from` imports statically, directly or not, stopping at the ones in `stop`. */
function staticImports(graph: Graph, from: string, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>()
  const todo = [from]
  while (todo.length) {
    const id = todo.pop()!
    if (seen.has(id) || stop.has(id)) continue
    seen.add(id)
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/** The group for rolldownOptions.output.codeSplitting, below the entry's own. */
export function playerChunkGroup(root: string): CodeSplittingGroup {
  const entry = resolve(root, 'src/main.tsx')
  const routes = ['src/app/routes/team-upload-route.tsx', 'src/app/routes/landing-route.tsx'].map((r) => resolve(root, r))
  let player: Set<string> | null = null
  return {
    name(id, graph) {
      if (!player) {
        if (!graph.getModuleInfo(entry)) throw new Error(`No entry module ${entry}: was it moved?`)
        const initial = staticImports(graph, entry, new Set())
        player = new Set()
        for (const route of routes) {
          if (!graph.getModuleInfo(route)) throw new Error(`No route module ${route}: was it moved?`)
          for (const m of staticImports(graph, route, initial)) player.add(m)
        }
      }
      return player.has(id) ? PLAYER_CHUNK : null
    },
  }
}
