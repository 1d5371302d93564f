import { InactivityDialog } from './inactivity-dialog';
import { LockPrompt } from './lock-prompt';
import type { EditLock } from './use-edit-lock';
import { ViewOnlyNotice } from './view-only-notice';

/** What the edit lock shows: the prompt, the view-only notice and the inactivity prompt. */
export function EditLockView({ lock }: { lock: EditLock }) {
  return (
    <>
      {lock.showViewOnlyNotice && (
        <ViewOnlyNotice
          holder={lock.state.holder}
          takenOver={lock.state.phase === 'takenOver'}
          onTakeOver={lock.takeOver}
        />
      )}
      <LockPrompt
        open={lock.showPrompt}
        holder={lock.state.holder ?? ''}
        onViewMode={lock.enterViewMode}
        onTakeOver={lock.takeOver}
      />
      <InactivityDialog open={lock.inactive} />
    </>
  );
}
