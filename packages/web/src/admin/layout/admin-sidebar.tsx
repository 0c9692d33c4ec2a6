import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { SidebarNav } from './sidebar-nav.tsx';

type TAdminSidebarProps = { id: string; expanded: boolean; onToggle: () => void };

/** spec (admin 2): from 1024 px a fixed sidebar below the header, 256 px wide or 64 px of icons. */
export function AdminSidebar({ id, expanded, onToggle }: TAdminSidebarProps) {
  const { t } = useTranslation();
  const Icon = expanded ? PanelLeftClose : PanelLeftOpen;
  return (
    <div
      id={id}
      className={clsx(
        'fixed top-[calc(4rem+var(--demo-banner-height,0px))] bottom-0 left-0 z-30 flex flex-col border-r border-line bg-card',
        'transition-[width] duration-200 motion-reduce:transition-none',
        expanded ? 'w-64' : 'w-16',
      )}
    >
      <div className="scroll-hint min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
        <SidebarNav collapsed={!expanded} />
      </div>
      <div className="border-t border-line p-2">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={expanded ? t('admin.shell.collapseSidebar') : t('admin.shell.expandSidebar')}
          title={expanded ? undefined : t('admin.shell.expandSidebar')}
          className={clsx(
            'flex h-11 w-full items-center gap-3 rounded-lg text-sm text-fg-muted hover:bg-muted hover:text-fg',
            expanded ? 'px-3' : 'justify-center',
          )}
        >
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {expanded ? <span className="truncate">{t('admin.shell.collapseSidebar')}</span> : null}
        </button>
      </div>
    </div>
  );
}
