import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface SignInFailureProps {
  message: string | null;
  onClose: () => void;
}

/** The error notification of a failed sign-in; loaded only when a sign-in fails. */
export default function SignInFailure({ message, onClose }: SignInFailureProps) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={8000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
