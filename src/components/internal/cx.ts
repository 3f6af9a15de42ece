/** Joins class names, skipping empty ones; a one-liner where clsx's object/array forms are not needed. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
