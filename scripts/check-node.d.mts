/** Null when `version` can run the project, else the one line that says what to do. */
export function nodeProblem(version: string, platform: string, arch: string): string | null
