import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Heading } from 'react-aria-components';
import { DialogActions, ModalDialog } from '../../../views/widgets/ModalDialog';

export interface SetPasswordDialogProps {
  /** The plain page (without JavaScript) and where the dialog posts. */
  href: string;
  csrfToken: string;
  buttonLabel: string;
  title: string;
  intro: string;
  passwordLabel: string;
  repeatLabel: string;
  help: string;
  submitLabel: string;
  cancelLabel: string;
  /** The specification's messages, checked before posting (the server checks them again). */
  messages: { required: string; length: string; repeat: string };
}

/**
 * Set another user's password. Before hydration (or without JavaScript) a link to the page
 * /user-set-password/{id}; hydrated, a modal with the new password twice, checked in the
 * browser and posted to the same address.
 */
export function SetPasswordDialog(props: SetPasswordDialogProps) {
  const [errors, setErrors] = useState<{ password?: string; passwordRepeat?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal takes the cursor to the first field to fix, its message read with it (it stayed on the button).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const repeat = String(data.get('passwordRepeat') ?? '');
    const next: typeof errors = {};
    if (!password) next.password = props.messages.required;
    else if (password.length < 8) next.password = props.messages.length;
    if (!repeat) next.passwordRepeat = props.messages.required;
    else if (password && repeat !== password) next.passwordRepeat = props.messages.repeat;
    setErrors(next);
    if (Object.keys(next).length > 0) {
      event.preventDefault();
      setRefusals((n) => n + 1);
    }
  }

  const field = (name: 'password' | 'passwordRepeat', label: string, help?: string) => (
    <div className={`field${errors[name] ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={`spd-${name}`}>
        {label}
      </label>
      <input
        id={`spd-${name}`}
        name={name}
        type="password"
        className="input"
        autoComplete="new-password"
        maxLength={200}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `spd-${name}-error` : undefined}
        autoFocus={name === 'password'}
      />
      {help && <p className="field-help">{help}</p>}
      {errors[name] && (
        <p className="field-error" id={`spd-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <ModalDialog
      fallbackHref={props.href}
      buttonLabel={props.buttonLabel}
      buttonClass="button button-secondary"
      onOpenChange={() => setErrors({})}
    >
      {(close) => (
        <form ref={formRef} method="post" action={props.href} onSubmit={check} noValidate>
          <input type="hidden" name="_csrf" value={props.csrfToken} />
          <Heading slot="title">{props.title}</Heading>
          <p>{props.intro}</p>
          <div className="dialog-fields">
            {field('password', props.passwordLabel, props.help)}
            {field('passwordRepeat', props.repeatLabel)}
          </div>
          <DialogActions submitLabel={props.submitLabel} cancelLabel={props.cancelLabel} close={close} />
        </form>
      )}
    </ModalDialog>
  );
}
