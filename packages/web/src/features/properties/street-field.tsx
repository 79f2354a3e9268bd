// The street field of the address form with suggestions from the server's address search while
// typing (debounced). Picking one fills street, city, post code and country; the list hides 500 ms
// after the field loses focus (spec 000 §5), so a tap on a suggestion still lands.
import { useEffect, useRef, useState } from 'react';
import { IonIcon, IonSpinner } from '@ionic/react';
import { locationOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { SUGGESTIONS_HIDE_DELAY_MS, type AddressSuggestion } from '@hemvakt/contract/properties';
import { MIN_SUGGESTION_QUERY, useAddressSuggestions } from '../../api/properties';
import { TextField } from '../../components/text-field';
import { useDebounced } from '../../lib/use-debounced';

export const SUGGESTION_DEBOUNCE_MS = 300;

interface StreetFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
}

export function StreetField({ value, error, onChange, onPick }: StreetFieldProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const debounced = useDebounced(query, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(debounced);
  const list = suggestions.data ?? [];
  const searching =
    query.trim().length >= MIN_SUGGESTION_QUERY && (debounced !== query || suggestions.isFetching);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const pick = (suggestion: AddressSuggestion) => {
    clearTimeout(hideTimer.current);
    setShown(false);
    setQuery('');
    onPick(suggestion);
  };

  const open = shown && query.trim().length >= MIN_SUGGESTION_QUERY;

  return (
    <div className="street-field">
      <TextField
        name="street"
        label={t('properties.street')}
        value={value}
        error={error}
        autocomplete="off"
        helper={t('properties.streetHelper')}
        onChange={(next) => {
          onChange(next);
          setQuery(next);
          setShown(true);
        }}
        onFocus={() => {
          clearTimeout(hideTimer.current);
          setShown(true);
        }}
        onBlur={() => {
          hideTimer.current = setTimeout(() => setShown(false), SUGGESTIONS_HIDE_DELAY_MS);
        }}
      />
      <div className="visually-hidden" role="status" aria-live="polite">
        {open && !searching ? t('properties.suggestionCount', { count: list.length }) : ''}
      </div>
      {open ? (
        <div className="suggestions" data-testid="address-suggestions">
          {searching && list.length === 0 ? (
            <p className="suggestions__note">
              <IonSpinner name="dots" aria-hidden="true" /> {t('properties.searching')}
            </p>
          ) : null}
          {!searching && suggestions.isError ? (
            <p className="suggestions__note">{t('properties.suggestionsFailed')}</p>
          ) : null}
          {!searching && suggestions.isSuccess && list.length === 0 ? (
            <p className="suggestions__note">{t('properties.noSuggestions')}</p>
          ) : null}
          {list.length > 0 ? (
            <ul aria-label={t('properties.suggestionsLabel')}>
              {list.map((suggestion, index) => (
                <li key={`${suggestion.placeName}-${index}`}>
                  <button
                    type="button"
                    className="suggestion"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(suggestion)}
                  >
                    <IonIcon icon={locationOutline} aria-hidden="true" />
                    <span className="suggestion__text">
                      <span className="suggestion__name">{suggestion.placeName}</span>
                      <span className="suggestion__context">
                        {[suggestion.context.postcode, suggestion.context.place, suggestion.context.country]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
