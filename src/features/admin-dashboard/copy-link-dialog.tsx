// 'Team Access Link' (spec §2): the team's shareable link with Copy Link and Close; beyond the
// spec, the codes live in the database, so the organizer can also generate a code for a team
// without one and regenerate a leaked one here.
import { useEffect, useRef, useState } from 'react'
import toast from '@/components/toast'
import { regenerateTeamCode, useMutation, type TeamSummary } from '@/lib/api'
import { teamAccessLink } from '@/config/paths'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { Flag } from '@/components/flag'
import { copyText } from './clipboard'
import { cacheAccessCode, touchedByTeamsChange } from './summary-cache'
import { AlertIcon } from '@/components/icons'
import { texts } from './texts'

type Props = {
  /** the team whose link is shown; null = closed */
  team: TeamSummary | null
  eventCode: string
  eventName: string
  origin: string
  onClose: () => void
}

export function CopyLinkDialog({ team, onClose, ...rest }: Props) {
  return (
    <Dialog open={team !== null} title="Team Access Link" onClose={onClose}>
      {team && <CopyLinkBody key={team.name} team={team} onClose={onClose} {...rest} />}
    </Dialog>
  )
}

function CopyLinkBody({ team, eventCode, eventName, origin, onClose }: Props & { team: TeamSummary }) {
  const [confirming, setConfirming] = useState(false)
  const [renewed, setRenewed] = useState(false)
  // The button pressed vanishes as the question opens or closes: focus goes to what follows
  // (the safe answer, the new link, or back to 'Regenerate code'), never to the page's top.
  const focusNext = useRef<'keep' | 'link' | 'regenerate' | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const regenerateButton = useRef<HTMLButtonElement>(null)
  const keepButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const next = focusNext.current
    if (!next) return
    focusNext.current = null
    ;({ keep: keepButton, link: input, regenerate: regenerateButton })[next].current?.focus()
  })
  const regenerate = useMutation((hadCode: boolean) => regenerateTeamCode(eventName, team.name).then((code) => ({ code, hadCode })), {
    successToast: ({ hadCode }) => (hadCode ? `New access link created for ${team.name}` : `Access code created for ${team.name}`),
    // The dashboard's summary holds the code: this dialog shows the team from it, so the new link
    // appears at once.
    writeCache: ({ code }) => cacheAccessCode(eventName, team.name, code),
    invalidates: () => touchedByTeamsChange(eventName),
    onSuccess: ({ hadCode }) => {
      setConfirming(false)
      setRenewed(hadCode)
      focusNext.current = 'link'
    },
  })
  const busy = regenerate.busy
  const link = team.accessCode ? teamAccessLink(origin, eventCode, team.accessCode) : null

  async function copy() {
    if (!link) return
    if (await copyText(link)) {
      toast.success('Link copied!')
    } else {
      input.current?.select()
      toast.error(texts.copyFailed)
    }
  }

  const newCode = (hadCode: boolean) => regenerate.mutate(hadCode)

  return (
    <div>
      <p className="flex items-center gap-2 font-medium text-slate-800">
        <Flag team={team.name} size="md" />
        <span className="min-w-0 break-words">{team.name}</span>
      </p>

      {link ? (
        <>
          <label htmlFor="team-access-link" className="mt-4 block text-sm font-medium text-slate-700">
            Access link for {team.name}
          </label>
          <input
            ref={input}
            id="team-access-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-800 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
          <p className="mt-2 text-sm text-slate-500">
            {renewed
              ? 'This is the new link. The previous link no longer works.'
              : `Send this link to the team manager. Anyone who has it can upload photos for ${team.name}.`}
          </p>
        </>
      ) : (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          This team has no access code yet, so it has no link. Generate a code to create one.
        </p>
      )}

      {confirming ? (
        <div role="alert" className="mt-5 rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
          <p className="flex items-center gap-2 font-semibold">
            <AlertIcon className="size-4 text-red-600" />
            Regenerate the access code for {team.name}?
          </p>
          <p className="mt-1">
            The current link stops working at once: anyone who opens it will see &lsquo;Invalid Access Code&rsquo; until you send them the
            new link.
          </p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button
              ref={keepButton}
              variant="secondary"
              onClick={() => {
                focusNext.current = 'regenerate'
                setConfirming(false)
              }}
              disabled={busy}
            >
              Keep current link
            </Button>
            <Button variant="danger" onClick={() => void newCode(true)} disabled={busy}>
              {busy ? 'Regenerating…' : 'Yes, regenerate code'}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap items-center justify-end gap-2">
          {link ? (
            <>
              <Button
                ref={regenerateButton}
                variant="ghost"
                className="mr-auto"
                onClick={() => {
                  focusNext.current = 'keep'
                  setConfirming(true)
                }}
              >
                Regenerate code
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => void copy()}>Copy Link</Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => void newCode(false)} disabled={busy}>
                {busy ? 'Generating…' : 'Generate code'}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  )
}
