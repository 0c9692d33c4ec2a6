/** A problem under a control that is not inside a Field; `id` lets the control point at it. */
export function ErrorText({ id, text }: { id?: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm font-medium text-danger">
      {text}
    </p>
  ) : null;
}
