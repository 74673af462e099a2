// Catches a step that could not load (its code chunk failed on a dropping network) so the team
// page keeps working and the player can try again or go back; nothing else is thrown here.
import { Component, type ReactNode } from 'react'

type Props = { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }
type State = { failed: boolean }

export class StepBoundary extends Component<Props, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('A wizard step failed to load:', error)
  }

  private retry = () => {
    this.props.onRetry()
    this.setState({ failed: false })
  }

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
