import type { Database } from '../../db/database';
import type { PeriodicTask } from '../../jobs/periodic-task';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { removeRecordedMediaFiles } from '../media/media-file-removal';
import { eraseExpiredAccounts } from './data-rights';

/**
 * Erases accounts whose restore period ended, hourly, then removes the files of their deleted
 * media (what storage refuses now stays recorded for the media file task).
 */
export function accountEraserTask(db: Database, storage: MediaStorage): PeriodicTask {
  return {
    name: 'erase-expired-accounts',
    cron: '17 * * * *',
    done: 'erased accounts past their restore period',
    failed: 'erasing expired accounts failed',
    run: async (log) => {
      const erased = await eraseExpiredAccounts(db);
      if (erased > 0) await removeRecordedMediaFiles(db, storage, log);
      return erased;
    },
  };
}
