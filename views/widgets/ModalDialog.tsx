// @browser: loaded by islands (see eslint/house.js, rule house/browser).
import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { hydrateIslands, unmountIslands } from '../../client/hydrate';
import { focusErrors } from '../../client/formErrors';
import { loadDialogPage, postDialogForm } from './dialogPost';
import { keepCodes } from './Codes';

interface ModalDialogProps {
  /** The page with the same form, for browsers without JavaScript (and before hydration). */
  fallbackHref: string;
  buttonLabel: string;
  /** Classes of the opening button: 'button button-danger', 'button button-secondary'… */
  buttonClass: string;
  /** An alertdialog (a destructive confirmation) rather than a plain dialog. */
  alert?: boolean;
  wide?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The dialog's content. Without it the dialog shows the form of its fallback page, fetched
   * when it opens (`loadingLabel` meanwhile): for lists with a dialog on every row.
   */
  children?: (close: () => void) => ReactNode;
  loadingLabel?: string;
}

/** The server's page shown inside the dialog: its title and the part that matters (the form again, or why not). */
interface Served {
  title: string;
  html: string;
}

/**
 * The server's answer inside the dialog: its HTML as sent (islands in it hydrated), the
 * focus on its error summary. Its "Cancelar" link (the page's way back) closes the dialog.
 */
function ServedContent({ served, close }: { served: Served; close: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    void hydrateIslands(element).then(() => {
      if (!focusErrors(element)) element.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')?.focus();
    });
    return () => unmountIslands(element);
  }, [served]);
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('.form-actions a')) {
      event.preventDefault();
      close();
    }
  };
  return (
    <>
      <Heading slot="title">{keepCodes(served.title)}</Heading>
      <div ref={ref} className="dialog-served" onClick={onClick} dangerouslySetInnerHTML={{ __html: served.html }} />
    </>
  );
}

/**
 * The shell every dialog island shares. The first render matches the server's HTML (a link
 * to the fallback page); once hydrated the same place holds a button that opens the modal.
 *
 * A form in the dialog posts with fetch: done, the browser goes where the server sends it (the
 * flash message waiting there); not done, the server's answer (the form again with its errors
 * and summary, as the page without JavaScript shows it) replaces the dialog's content, so the
 * page behind and the dialog stay where they were.
 */
export function ModalDialog({
  fallbackHref,
  buttonLabel,
  buttonClass,
  alert,
  wide,
  onOpenChange,
  children,
  loadingLabel,
}: ModalDialogProps) {
  const [hydrated, setHydrated] = useState(false);
  const [served, setServed] = useState<Served | null>(null);
  const busy = useRef(false);
  // Each opening's load: an answer that comes after its dialog was closed is dropped.
  const opening = useRef(0);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <a className={buttonClass} href={fallbackHref}>
        {buttonLabel}
      </a>
    );
  }
  const submit = async (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    // Attributes, not form.method / form.action: a field named 'method' (the pay dialog's) hides those.
    if (
      event.defaultPrevented ||
      !(form instanceof HTMLFormElement) ||
      (form.getAttribute('method') ?? '').toLowerCase() !== 'post'
    )
      return;
    // A form with files is posted natively: postDialogForm sends text fields only.
    if ((form.getAttribute('enctype') ?? '').toLowerCase() === 'multipart/form-data') return;
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const answer = await postDialogForm(form, (event.nativeEvent as SubmitEvent).submitter);
      if (answer.kind === 'go') window.location.assign(answer.location);
      else if (answer.kind === 'show') setServed({ title: answer.title, html: answer.html });
      else form.submit();
    } finally {
      busy.current = false;
    }
  };
  const load = async (token: number) => {
    const answer = await loadDialogPage(fallbackHref);
    if (token !== opening.current) return;
    if (answer.kind === 'show') setServed({ title: answer.title, html: answer.html });
    else window.location.assign(answer.kind === 'go' ? answer.location : fallbackHref);
  };
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        opening.current += 1;
        if (!open) setServed(null);
        else if (!children) void load(opening.current);
        onOpenChange?.(open);
      }}
    >
      <Button className={buttonClass} data-dialog="">
        {buttonLabel}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className={wide ? 'modal modal-wide' : 'modal'}>
          <Dialog className="dialog" role={alert ? 'alertdialog' : 'dialog'}>
            {({ close }) => (
              <div className="dialog-body" onSubmit={submit}>
                {served ? (
                  <ServedContent served={served} close={close} />
                ) : children ? (
                  children(close)
                ) : (
                  <>
                    <Heading slot="title">{buttonLabel}</Heading>
                    <p role="status">{loadingLabel}</p>
                  </>
                )}
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** Submit and cancel at the foot of a dialog's form; the submit skips the unsaved-changes guard. */
export function DialogActions({
  submitLabel,
  submitClass = 'button',
  cancelLabel,
  close,
}: {
  /** Without it, only the way out (nothing the dialog could post now). */
  submitLabel?: string;
  submitClass?: string;
  cancelLabel: string;
  close: () => void;
}) {
  return (
    <div className="form-actions">
      {submitLabel && (
        <button type="submit" className={submitClass} data-no-guard="">
          {submitLabel}
        </button>
      )}
      <Button className="button button-quiet" onPress={close}>
        {cancelLabel}
      </Button>
    </div>
  );
}

/**
 * A dialog's form, as every dialog posts it: to `action` with the CSRF token and its hidden
 * fields (a name may repeat: ids=3, ids=7), under the dialog's title. Checked by the server,
 * whose answer the dialog shows (ModalDialog), not by the browser.
 */
export function DialogForm({
  action,
  csrfToken,
  title,
  hidden = [],
  id,
  children,
}: {
  action: string;
  csrfToken: string;
  title: string;
  hidden?: readonly (readonly [name: string, value: string | number])[];
  id?: string;
  children: ReactNode;
}) {
  return (
    <form id={id} method="post" action={action} className="dialog-form" noValidate>
      <input type="hidden" name="_csrf" value={csrfToken} />
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <Heading slot="title">{keepCodes(title)}</Heading>
      {children}
    </form>
  );
}
