/**
 * A translated sentence with an e-mail address in it ('Technical support: {email}'), the address
 * as a mailto link: the text is split at the placeholder, so each language places it itself.
 */
export function MailLine({
  text,
  email,
  className,
  linkClassName = 'font-medium [overflow-wrap:anywhere] underline underline-offset-2',
}: {
  /** The sentence, translated with '\u0000' for the address. */
  text: string
  email: string
  className?: string
  linkClassName?: string
}) {
  const [before = '', after = ''] = text.split('\u0000')
  return (
    <p className={className}>
      {before}
      <a href={`mailto:${email}`} className={linkClassName}>
        {email}
      </a>
      {after}
    </p>
  )
}
