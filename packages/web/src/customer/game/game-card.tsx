import { clsx } from 'clsx';
import { Check, ChefHat } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import type { TFace } from './game-rules.ts';

/**
 * Backgrounds for the cards of items without a picture, one per pair; their white names keep at
 * least 4.5:1 on each, in light and dark alike.
 */
const TONES = [
  'bg-rose-700',
  'bg-sky-700',
  'bg-emerald-700',
  'bg-violet-700',
  'bg-amber-700',
  'bg-teal-700',
  'bg-fuchsia-700',
  'bg-indigo-700',
] as const;

type TGameCardProps = {
  face: TFace;
  /** Which of the game's pairs it is (0, 1, ...), for the colour of a card without a picture. */
  tone: number;
  faceUp: boolean;
  found: boolean;
  label: string;
  onFlip: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  ref: Ref<HTMLButtonElement>;
};

/**
 * One card: a button that turns over. Its label says what a screen reader user may know (position,
 * and the dish once face up); the faces themselves are hidden from assistive technology. The face
 * of a card lying face down is `invisible`, so the browser's find cannot give it away; it turns
 * invisible only once the card has turned away (delay), and visible at once. With reduced motion
 * (system or the guest's setting, preferences.css) the card changes sides without turning.
 */
export function GameCard({ face, tone, faceUp, found, label, onFlip, onKeyDown, ref }: TGameCardProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-disabled={found || undefined}
      onClick={onFlip}
      onKeyDown={onKeyDown}
      className={clsx(
        'group relative block aspect-3/4 w-full rounded-xl perspective-[800px]',
        found ? 'cursor-default' : 'cursor-pointer',
      )}
    >
      <span
        className={clsx(
          'absolute inset-0 transition-transform duration-300 transform-3d motion-reduce:transition-none',
          faceUp && 'rotate-y-180',
        )}
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center rounded-xl bg-action text-action-fg shadow-sm backface-hidden group-hover:bg-action-hover"
        >
          <ChefHat className="size-7 opacity-90" />
        </span>
        <span
          aria-hidden="true"
          className={clsx(
            'absolute inset-0 flex rotate-y-180 flex-col overflow-hidden rounded-xl border-2 bg-card backface-hidden',
            'transition-[visibility] duration-0',
            faceUp ? 'visible' : 'invisible delay-300',
            found ? 'border-success' : 'border-line',
          )}
        >
          {/* The name is the card's only text, so the label ('Card 3: Latte') holds all a voice
              control user can see (axe: label-content-name-mismatch). */}
          {face.imageUrl ? (
            <>
              <img src={face.imageUrl} alt="" className="min-h-0 w-full flex-1 object-cover" />
              <span className="line-clamp-2 px-1 py-1 text-center text-xs leading-tight font-medium text-fg">
                {face.name}
              </span>
            </>
          ) : (
            <span
              className={clsx(
                // Small enough on a phone's 80 px cards for words like 'Buttermilk' to fit whole.
                'flex flex-1 items-center justify-center p-1 text-center text-xs leading-tight font-semibold text-white sm:p-1.5 sm:text-sm',
                TONES[tone % TONES.length],
              )}
            >
              <span className="line-clamp-4 break-words">{face.name}</span>
            </span>
          )}
        </span>
      </span>
      {/* On the corner, outside the name's way. */}
      {found ? (
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 z-10 flex size-5 items-center justify-center rounded-full bg-success text-card ring-2 ring-surface"
        >
          <Check className="size-3.5" strokeWidth={3} />
        </span>
      ) : null}
    </button>
  );
}
