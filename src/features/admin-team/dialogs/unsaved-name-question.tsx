// Asked when an organizer opens another player's rename while the open one has text not saved:
// Keep editing (first and focused: Enter never loses text) or Discard it and edit the other.
import type { NameEditState } from '../roster/use-name-edit'
import { texts } from '../texts'
import { ConfirmDialog } from './confirm-dialog'

type Props = {
  state: Pick<NameEditState, 'question' | 'keepEditing' | 'discardAndSwitch'>
  /** the open rename's field after closing: the kept one, or the newly opened one */
  focusEditor: () => HTMLElement | null
}

export function UnsavedNameQuestion({ state, focusEditor }: Props) {
  const { question, keepEditing, discardAndSwitch } = state
  return (
    <ConfirmDialog
      confirmation={
        question && {
          title: texts.unsavedTitle,
          message: texts.unsavedMessage(question.editing.player.player_name, question.editing.draft.trim(), question.switchTo.player_name),
          confirmLabel: texts.discardName,
          cancelLabel: texts.keepEditing,
        }
      }
      step={question ? `${question.editing.player.id}:${question.switchTo.id}` : 'none'}
      busy={false}
      onConfirm={discardAndSwitch}
      onCancel={keepEditing}
      focusOnClose={focusEditor}
    />
  )
}
