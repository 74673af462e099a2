// 'This team already has a player named X…': asked when the SQL refuses a name the team already
// has (two players may share a name, but usually it is a typo or a double entry). The question is
// a promise, so the add or rename that met the refusal waits for the answer and retries itself.
import { useCallback, useState } from 'react'
import { texts } from '../texts'
import { ConfirmDialog } from './confirm-dialog'

type Question = { kind: 'add' | 'rename'; name: string; answer: (yes: boolean) => void }

export function useDuplicateNameQuestion() {
  const [question, setQuestion] = useState<Question | null>(null)
  const ask = useCallback(
    (kind: Question['kind'], name: string) => new Promise<boolean>((resolve) => setQuestion({ kind, name, answer: resolve })),
    [],
  )
  const answer = (yes: boolean) => {
    question?.answer(yes)
    setQuestion(null)
  }
  return {
    question,
    answer,
    askAdd: useCallback((name: string) => ask('add', name), [ask]),
    askRename: useCallback((name: string) => ask('rename', name), [ask]),
  }
}

export function DuplicateNameQuestion({ state }: { state: ReturnType<typeof useDuplicateNameQuestion> }) {
  const { question, answer } = state
  const add = question?.kind === 'add'
  return (
    <ConfirmDialog
      confirmation={
        question && {
          title: texts.duplicateTitle,
          message: add ? texts.duplicateQuestion(question.name) : texts.duplicateRenameQuestion(question.name),
          confirmLabel: add ? texts.duplicateAdd : texts.duplicateRename,
          tone: 'primary',
        }
      }
      step={question ? `${question.kind}:${question.name}` : 'none'}
      busy={false}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  )
}
