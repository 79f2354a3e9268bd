// View 2 of the lock modal (spec 002 §4 'Lock history', §9): who locked or opened the door and when
// (DD/MM/YYYY HH:mm), newest first; the next page (by offset) loads 500 ms after scrolling within
// 100 px of the end, and loading stops at the first empty page.
import { useEffect, useRef, useState } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { lockClosedOutline, lockOpenOutline, timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import {
  LOCK_LOG_LOAD_DELAY_MS,
  LOCK_LOG_SCROLL_THRESHOLD_PX,
  type LockLogEntry,
} from '@hemvakt/contract/locks';
import { fetchLockLog } from '../../api/locks';
import { FormAlert } from '../../components/form-alert';
import { IonInfiniteScroll, IonInfiniteScrollContent } from '../../components/ionic/lazy-components';
import { errorText } from '../../i18n/error-text';
import { formatLogDate } from '../../lib/locks/key-text';

/** The server's fixed statuses; any other status is the name of a key or a person. */
const STATUS_TEXT: Record<string, 'locks.statusAutoLock' | 'locks.statusAtTheLock'> = {
  'Auto-lock': 'locks.statusAutoLock',
  'At the lock': 'locks.statusAtTheLock',
};

export function LockHistory({ ieee }: { ieee: string }) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<LockLogEntry[] | null>(null);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const loaded = useRef(0);

  useEffect(() => {
    const abort = new AbortController();
    fetchLockLog(ieee, 0, abort.signal).then(
      (page) => {
        loaded.current = page.length;
        setEntries(page);
        setEnded(page.length === 0);
      },
      (failure: unknown) => {
        if (!abort.signal.aborted) setError(failure);
      },
    );
    return () => abort.abort();
  }, [ieee]);

  const loadMore = (event: CustomEvent<void>) => {
    const target = event.target as HTMLIonInfiniteScrollElement;
    setTimeout(() => {
      fetchLockLog(ieee, loaded.current).then(
        (page) => {
          loaded.current += page.length;
          setEntries((old) => [...(old ?? []), ...page]);
          if (page.length === 0) setEnded(true);
          void target.complete();
        },
        () => void target.complete(),
      );
    }, LOCK_LOG_LOAD_DELAY_MS);
  };

  if (error) return <FormAlert message={errorText(t, error)} />;
  if (!entries) {
    return (
      <div className="modal-loading">
        <IonSpinner name="crescent" aria-label={t('common.loading')} />
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="inline-empty">
        <IonIcon icon={timeOutline} aria-hidden="true" />
        <p>{t('locks.historyEmpty')}</p>
      </div>
    );
  }
  return (
    <>
      <ol className="history-list lock-log" data-testid="lock-log">
        {entries.map((entry, index) => {
          const status = STATUS_TEXT[entry.status];
          return (
            <li
              key={`${entry.createdAt}-${index}`}
              className="history-list__entry"
              data-testid="lock-log-entry"
            >
              <span className="lock-log__what">
                <IonIcon
                  icon={entry.switchgear === 'lock' ? lockClosedOutline : lockOpenOutline}
                  aria-hidden="true"
                />
                <strong>{status ? t(status) : entry.status}</strong>
                <span>{entry.switchgear === 'lock' ? t('locks.locked') : t('locks.unlocked')}</span>
              </span>
              <time dateTime={entry.createdAt}>{formatLogDate(entry.createdAt)}</time>
            </li>
          );
        })}
      </ol>
      <IonInfiniteScroll
        threshold={`${LOCK_LOG_SCROLL_THRESHOLD_PX}px`}
        disabled={ended}
        onIonInfinite={loadMore}
      >
        <IonInfiniteScrollContent loadingText={t('locks.historyMore')} />
      </IonInfiniteScroll>
    </>
  );
}
