import { ArrowDown, ArrowUp, type LucideIcon, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';

type TIconButtonProps = {
  icon: LucideIcon;
  /** The accessible name, e.g. 'Edit Espresso'. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Red, for deletes. */
  danger?: boolean;
};

/** A row's ghost icon button (44 px): edit, delete, move. */
export function IconButton({ icon: Icon, label, onClick, disabled, danger = false }: TIconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={danger ? 'text-danger' : undefined}
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

type TMoveRemoveButtonsProps = {
  /** The entry's name in the buttons' labels. */
  name: string;
  first: boolean;
  last: boolean;
  removeLabel: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** Up, down and remove for a customization or one of its options. */
export function MoveRemoveButtons({
  name,
  first,
  last,
  removeLabel,
  onMove,
  onRemove,
}: TMoveRemoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton
        icon={ArrowUp}
        label={t('admin.menuAdmin.custom.moveUp', { name })}
        disabled={first}
        onClick={() => onMove(-1)}
      />
      <IconButton
        icon={ArrowDown}
        label={t('admin.menuAdmin.custom.moveDown', { name })}
        disabled={last}
        onClick={() => onMove(1)}
      />
      <IconButton icon={Trash2} label={removeLabel} danger onClick={onRemove} />
    </>
  );
}

type TAddButtonProps = {
  label: string;
  onClick: () => void;
  /** 'ghost' (small) inside a card, 'secondary' under a whole list. */
  variant?: 'ghost' | 'secondary';
};

/** Adds an entry at the end of a list. */
export function AddButton({ label, onClick, variant = 'ghost' }: TAddButtonProps) {
  return (
    <Button variant={variant} size={variant === 'ghost' ? 'sm' : 'md'} onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
