// A list of keys: name, who holds it, guest or member, and whether it opens the door now (the same rule
// the server applies, keyDecision). Tapping a key opens its action sheet.
import { IonIcon } from '@ionic/react';
import { keyOutline, personOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { KeyRefusal } from '@hemvakt/contract/key-access';
import type { SmartLockKey } from '@hemvakt/contract/locks';
import { keyStateNow } from '../../lib/locks/key-text';

const STATE_KEYS: Record<KeyRefusal, string> = {
  revoked: 'keys.stateRevoked',
  no_access: 'keys.stateNoAccess',
  not_started: 'keys.stateNotStarted',
  expired: 'keys.stateExpired',
  wrong_day: 'keys.stateWrongDay',
  outside_hours: 'keys.stateOutsideHours',
  uses_exhausted: 'keys.stateUsesExhausted',
};

export function KeyList({ keys, onSelect }: { keys: SmartLockKey[]; onSelect: (key: SmartLockKey) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="key-list" data-testid="key-list">
      {keys.map((key) => {
        const state = keyStateNow(key);
        return (
          <li key={key.id}>
            <button type="button" className="key-row" data-testid="key-row" onClick={() => onSelect(key)}>
              <IonIcon
                icon={key.userId ? personOutline : keyOutline}
                aria-hidden="true"
                className="key-row__icon"
              />
              <span className="key-row__text">
                <strong>{key.keyName}</strong>
                <span>
                  {key.userName} · {key.userId ? t('keys.member') : t('keys.guest')}
                </span>
              </span>
              <span className={`key-row__state key-row__state--${state.open ? 'open' : 'closed'}`}>
                {state.open ? t('keys.stateOpen') : t(STATE_KEYS[state.reason] as 'keys.stateOpen')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
