// Search engines read a robots tag only in <head>: React hoists the rendered <meta> there.
import { render } from '@testing-library/react'
import { RobotsMeta } from '@/app/robots-meta'

const tags = () => [...document.querySelectorAll('meta[name="robots"]')]

it('puts noindex into <head> off the landing page, once, and takes it out on the landing page', () => {
  const view = render(<RobotsMeta pathname="/mjwc2025/ABCDEF" />)
  expect(tags()).toHaveLength(1)
  expect(tags()[0]!.parentElement).toBe(document.head)
  expect(tags()[0]).toHaveAttribute('content', 'noindex')
  view.rerender(<RobotsMeta pathname="/admin/mjwc2025" />)
  expect(tags()).toHaveLength(1)
  view.rerender(<RobotsMeta pathname="/" />)
  expect(tags()).toHaveLength(0)
  view.unmount()
})
