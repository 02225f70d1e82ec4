import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';
import * as css from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Controlled visibility of the password text. */
  visible?: boolean;
  /** Initial visibility when uncontrolled. Defaults to hidden. */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A TextField for passwords with a show/hide toggle ("Show password" / "Hide password", translated).
 * Toggling keeps the value and leaves focus on the toggle. `autoComplete` defaults to "current-password";
 * pass "new-password" on registration and change-password forms.
 */
export function PasswordField({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  autoComplete = 'current-password',
  id,
  disabled,
  className,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('dsForms');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [innerVisible, setInnerVisible] = useState(defaultVisible);
  const visible = visibleProp ?? innerVisible;
  const toggle = () => {
    setInnerVisible(!visible);
    onVisibleChange?.(!visible);
  };
  return (
    <TextField
      {...props}
      id={inputId}
      className={[css.root, className].filter(Boolean).join(' ')}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      suffix={
        <IconButton
          size="sm"
          label={visible ? t('hidePassword') : t('showPassword')}
          aria-controls={inputId}
          disabled={disabled}
          onPress={toggle}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    />
  );
}
