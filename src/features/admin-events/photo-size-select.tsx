import { SelectField } from '@/components/select-field'
import { PHOTO_OUTPUT_SIDE_PX, PHOTO_SIDE_CHOICES_PX } from '@/config/constants'

type Props = { name: string; value: string; error?: string; onChange: (side: string) => void }

/**
 * The stored photo's size for the event's new uploads: '' is the portal's default. A size set
 * outside the list (SQL) is offered too, so opening the form never changes it unseen.
 */
export function PhotoSizeSelect({ name, value, error, onChange }: Props) {
  // '' is the default's own entry; a stored 1024 (set in SQL) stays a fixed value of its own
  const sides = [
    ...new Set<number>([...PHOTO_SIDE_CHOICES_PX.filter((s) => s !== PHOTO_OUTPUT_SIDE_PX), ...(value ? [Number(value)] : [])]),
  ].sort((a, b) => a - b)
  return (
    <SelectField
      label="Photo size"
      name={name}
      value={value}
      error={error}
      onChange={onChange}
      hint="The side of the square photo kept for badges and graphics. Larger means slower uploads on weak networks; photos already in keep their size."
    >
      <option value="">{PHOTO_OUTPUT_SIDE_PX} px (recommended)</option>
      {sides.map((s) => (
        <option key={s} value={String(s)}>
          {s} px
        </option>
      ))}
    </SelectField>
  )
}
