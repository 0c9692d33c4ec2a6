import { ChevronDown, LifeBuoy, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useAuth, useLogout } from '../../auth/session.ts';
import { focusIsLost } from '../../lib/focus/page-focus.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { HelpDialog } from './help-dialog.tsx';

const itemStyles =
  'flex h-10 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm outline-none data-highlighted:bg-muted';

/** spec (admin 2): Profile, Help & Support and Log out; logging out lands on /login even if the call fails. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = useAuth();
  const [helpOpen, setHelpOpen] = useState(false);
  // In demo mode the guard lets visitors in without a session, so there may be no user.
  const name = user?.name ?? t('admin.header.demoUser');

  return (
    <>
      {/* Not modal: a modal menu hides the page with aria-hidden while its links stay focusable. No
          portal: the open menu stays inside the header's landmark, where axe wants all content. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('admin.header.userMenu')}
          title={name}
          className="flex h-11 shrink-0 items-center gap-2 rounded-lg px-1.5 hover:bg-muted sm:px-2"
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-action text-sm font-semibold text-action-fg"
          >
            {initials(name)}
          </span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-fg-muted sm:block" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          // Back to the menu's button unless 'Profile' has already put focus on its heading (issue 41).
          onCloseAutoFocus={(event) => {
            if (!focusIsLost()) event.preventDefault();
          }}
          className="z-50 min-w-56 rounded-xl border border-line bg-card p-1.5 text-fg shadow-xl"
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-medium">{name}</p>
            {user?.email ? <p className="truncate text-xs text-fg-muted">{user.email}</p> : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemStyles} onSelect={() => void navigate('/admin/profile')}>
            <UserRound aria-hidden="true" className="size-4" />
            {t('admin.header.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemStyles} onSelect={() => setHelpOpen(true)}>
            <LifeBuoy aria-hidden="true" className="size-4" />
            {t('admin.shell.help')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemStyles} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('admin.header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </>
  );
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0));
  return (letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '?')).toUpperCase();
}
