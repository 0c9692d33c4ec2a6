import { Eye } from 'lucide-react';

/** Says why a screen offers no changes (the signed-in user lacks users.manage). */
export function ReadOnlyNote({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-line bg-muted/60 p-3 text-sm">
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
