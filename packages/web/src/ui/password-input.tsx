import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { Input } from './input.tsx';

/** A password input with a show/hide toggle (spec customer 2, sign-in screen). */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('ui.hidePassword') : t('ui.showPassword')}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-fg-muted hover:text-fg"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
