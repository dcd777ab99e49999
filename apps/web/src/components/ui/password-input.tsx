'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { IconButton } from './icon-button';
import { EyeIcon } from './icons/eye';
import { EyeOffIcon } from './icons/eye-off';
import { Input, type InputProps } from './input';

export type PasswordInputProps = Omit<InputProps, 'type' | 'end' | 'dir'>;

/**
 * A password input with a show/hide button. A password is Latin text, so the input runs left to right on
 * Persian pages too; the button sits on its right, in the room the input leaves for it, never over the
 * text (Input's `end` takes the input's direction for both).
 */
export function PasswordInput(props: PasswordInputProps) {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  return (
    <Input
      type={visible ? 'text' : 'password'}
      dir="ltr"
      spellCheck={false}
      autoCapitalize="off"
      {...props}
      end={
        <IconButton
          size="sm"
          label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
