import type { TUser } from '@tableside/shared/access.schemas';
import { clsx } from 'clsx';
import {
  EllipsisVertical,
  KeyRound,
  type LucideIcon,
  MailPlus,
  Trash2,
  UserCheck,
  UserCog,
  UserX,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { menuItemStyles } from './staff-styles.ts';

export type TStaffAction = 'changeRole' | 'resendInvitation' | 'sendReset' | 'disable' | 'enable' | 'delete';

const ICONS: Record<TStaffAction, LucideIcon> = {
  changeRole: UserCog,
  resendInvitation: MailPlus,
  sendReset: KeyRound,
  disable: UserX,
  enable: UserCheck,
  delete: Trash2,
};

/**
 * What a manager may do to `user`. Nobody disables or deletes themselves; mails go to active
 * accounts only: an invitation while it is pending, a reset link once they have a password.
 */
export function staffActionsFor(user: TUser, selfId: number | null): TStaffAction[] {
  const self = user.id === selfId;
  const actions: TStaffAction[] = ['changeRole'];
  if (user.is_active) actions.push(user.invitation_pending ? 'resendInvitation' : 'sendReset');
  if (!self) actions.push(user.is_active ? 'disable' : 'enable', 'delete');
  return actions;
}

type TStaffRowMenuProps = {
  user: TUser;
  actions: TStaffAction[];
  busy: boolean;
  onAction: (action: TStaffAction, user: TUser) => void;
};

/** A row's actions behind one button, so a phone card stays small; arrow keys move through them. */
export function StaffRowMenu({ user, actions, busy, onAction }: TStaffRowMenuProps) {
  const { t } = useTranslation();
  return (
    // Not modal: a modal menu marks the page aria-hidden around focusable controls (axe aria-hidden-focus).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={busy}
        aria-label={t('admin.staff.actions.menu', { name: user.name })}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-line bg-card text-fg hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      {/* In place rather than in a portal, so the menu stays inside the page's main landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        collisionPadding={12}
        className="z-50 min-w-60 rounded-xl border border-line bg-card p-1.5 text-fg shadow-xl"
      >
        {actions.map((action) => {
          const Icon = ICONS[action];
          const danger = action === 'delete' || action === 'disable';
          return (
            <DropdownMenu.Item
              key={action}
              onSelect={() => onAction(action, user)}
              className={clsx(menuItemStyles, danger && 'text-danger')}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {t(`admin.staff.actions.${action}`)}
            </DropdownMenu.Item>
          );
        })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
