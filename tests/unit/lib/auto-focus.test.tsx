// src/lib/runtime/auto-focus.ts (applied by tests/unit/setup.ts, as by the app's entry): React's
// autoFocus on Preact.
import { render, screen } from '@testing-library/react'
import { useRef, useState, type Ref } from 'react'
import userEvent from '@testing-library/user-event'

function Editor({ show, autoFocus = true, inputRef }: { show: boolean; autoFocus?: boolean; inputRef?: Ref<HTMLInputElement> }) {
  const [count, setCount] = useState(0)
  return (
    <div>
      <button onClick={() => setCount((c) => c + 1)}>Render again {count}</button>
      {show && <input aria-label="Name" autoFocus={autoFocus} ref={inputRef} />}
    </div>
  )
}

it('focuses an input with autoFocus when it mounts, after the page was already shown', () => {
  const view = render(<Editor show={false} />)
  expect(document.body).toHaveFocus()
  view.rerender(<Editor show />)
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
})

it('focuses once: a re-render does not pull focus back', async () => {
  render(<Editor show />)
  const again = screen.getByRole('button', { name: /Render again/ })
  await userEvent.click(again)
  expect(screen.getByRole('button', { name: /Render again 1/ })).toHaveFocus()
})

it("still hands the element to the element's own ref, once per mount, with its cleanup", async () => {
  const calls: (string | null)[] = []
  const cleanups: string[] = []
  const ref = (el: HTMLInputElement | null) => {
    calls.push(el ? el.tagName : null)
    return () => void cleanups.push('cleanup')
  }
  const view = render(<Editor show inputRef={ref} />)
  await userEvent.click(screen.getByRole('button', { name: /Render again/ }))
  expect(calls).toEqual(['INPUT'])
  view.rerender(<Editor show={false} inputRef={ref} />)
  expect(cleanups).toEqual(['cleanup'])
})

it('fills an object ref', () => {
  let seen: HTMLInputElement | null = null
  function WithObjectRef() {
    const ref = useRef<HTMLInputElement>(null)
    return (
      <>
        <input aria-label="Name" autoFocus ref={ref} />
        <button onClick={() => (seen = ref.current)}>Read</button>
      </>
    )
  }
  render(<WithObjectRef />)
  screen.getByRole('button', { name: 'Read' }).click()
  expect(seen).toBe(screen.getByRole('textbox', { name: 'Name' }))
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
})

it('leaves other elements alone, as React does', () => {
  render(
    <div aria-label="Box" tabIndex={-1} autoFocus>
      text
    </div>,
  )
  expect(document.body).toHaveFocus()
})
