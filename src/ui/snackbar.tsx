/**
 * The error toast (ERR-06): title, message and a dismiss button. role=alert so the error is
 * announced at once; the store closes it after 5 s (ERR-07).
 */
import { CloseIcon, AlertIcon } from './icons.tsx';

export interface SnackbarProps {
  title: string;
  message: string;
  dismissLabel: string;
  onDismiss(): void;
}

export function Snackbar({ title, message, dismissLabel, onDismiss }: SnackbarProps) {
  return (
    <div className="cashier-snackbar" role="alert" part="snackbar">
      <span className="cashier-snackbar__icon">
        <AlertIcon />
      </span>
      <div className="cashier-snackbar__body">
        <p className="cashier-snackbar__title">{title}</p>
        <p className="cashier-snackbar__message">{message}</p>
      </div>
      <button type="button" className="cashier-icon-button cashier-snackbar__dismiss" aria-label={dismissLabel} title={dismissLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
