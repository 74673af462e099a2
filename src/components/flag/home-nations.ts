/** England, Scotland and Wales play as separate hockey nations and use round flags. */
export const HOME_NATION_CODES = ['gb-eng', 'gb-sct', 'gb-wls'] as const
export type HomeNationCode = (typeof HOME_NATION_CODES)[number]

export function isHomeNation(code: string | null | undefined): code is HomeNationCode {
  return code === 'gb-eng' || code === 'gb-sct' || code === 'gb-wls'
}

/** Short labels shown when a home-nation flag image cannot be shown. */
export const HOME_NATION_ABBREVIATIONS: Readonly<Record<HomeNationCode, string>> = {
  'gb-eng': 'ENG',
  'gb-sct': 'SCO',
  'gb-wls': 'WAL',
}
