// The public key page (spec 002 §2 '/control-lock/{token}'): the door's name, its state, Lock and
// Unlock, and in plain words when the key works and why it does not right now. The server decides
// every request; the page only shows what it answers. No login, no app: a stranger's phone.
import { useCallback, useEffect, useState } from 'react';
import type { KeyPage as KeyPageData } from '@hemvakt/contract/locks';
import { dayName, formatShareDate } from '../lib/locks/key-text';
import { fetchKeyPage, KeyCallError, sendKeyCommand } from './key-api';
import { fill, keyPageEn, keyPageSv, type KeyPageTexts } from './texts';

type Language = 'en' | 'sv';
/** Details are fetched again this often, so the state and the key's rules stay current. */
const REFRESH_MS = 15_000;

/** A padlock, closed or open (drawn here: the icon set would add its whole shared chunk to this page). */
function Padlock({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" fill="currentColor" />
      <path d={open ? 'M8 11V7a4 4 0 0 1 7.7-1.5' : 'M8 11V7a4 4 0 0 1 8 0v4'} strokeLinecap="round" />
    </svg>
  );
}

function initialLanguage(): Language {
  return navigator.language.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

function errorMessage(texts: KeyPageTexts, error: unknown, target?: 'lock' | 'unlock'): string {
  if (!(error instanceof KeyCallError)) return texts.network;
  if (error.code === 'NETWORK') return texts.network;
  if (error.code === 'RATE_LIMITED') return fill(texts.rateLimited, { seconds: error.retryAfter || 60 });
  if (error.code === 'KEY_NOT_FOUND') return texts.invalid;
  const refusal = error.code.startsWith('KEY_') ? error.code.slice(4).toLowerCase() : '';
  if (refusal in keyPageEn) return texts[refusal as keyof KeyPageTexts];
  return target === 'lock' ? texts.lockFailed : texts.failed;
}

function rulesText(texts: KeyPageTexts, page: KeyPageData, language: Language): string {
  if (page.accessType === 'temporary' && page.startDate && page.endDate) {
    return fill(texts.worksFrom, {
      from: formatShareDate(page.startDate, language),
      to: formatShareDate(page.endDate, language),
    });
  }
  if (page.accessType === 'recurring') {
    return fill(texts.worksOn, {
      days: page.appliedDays.map((day) => dayName(day, language)).join(', '),
      from: page.startTime ?? '',
      to: page.endTime ?? '',
    });
  }
  return page.accessType === 'always' ? texts.worksAlways : '';
}

export function KeyPage({ token }: { token: string }) {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const texts = language === 'sv' ? keyPageSv : keyPageEn;
  const [page, setPage] = useState<KeyPageData | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'lock' | 'unlock' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(
    () =>
      fetchKeyPage(token).then(
        (data) => {
          setPage(data);
          setLoadError(null);
        },
        (error: unknown) => setLoadError(error),
      ),
    [token],
  );

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = page ? `${page.keyName} · ${texts.title}` : texts.title;
  }, [language, page, texts.title]);

  const command = async (target: 'lock' | 'unlock') => {
    if (busy) return;
    setBusy(target);
    setResult(null);
    try {
      const answer = await sendKeyCommand(token, target);
      setPage((old) => (old ? { ...old, switchgear: answer.switchgear } : old));
      setResult({ ok: true, text: answer.switchgear === 'unlock' ? texts.nowOpen : texts.nowLocked });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(texts, error, target) });
    } finally {
      setBusy(null);
      void load();
    }
  };

  const top = (
    <header className="kp-top">
      <span className="kp-brand">{texts.poweredBy}</span>
      <button
        type="button"
        className="kp-language"
        lang={language === 'sv' ? 'en' : 'sv'}
        aria-label={texts.languageLabel}
        onClick={() => setLanguage(language === 'sv' ? 'en' : 'sv')}
      >
        {texts.language}
      </button>
    </header>
  );

  if (!page) {
    const invalid = loadError instanceof KeyCallError && loadError.code === 'KEY_NOT_FOUND';
    return (
      <main className="kp">
        {top}
        {loadError ? (
          <section className="kp-card" role="alert">
            <h1>{invalid ? texts.invalid : errorMessage(texts, loadError)}</h1>
            {invalid ? <p>{texts.invalidHint}</p> : null}
          </section>
        ) : (
          <p className="kp-loading" role="status">
            {texts.loading}
          </p>
        )}
      </main>
    );
  }

  const locked = page.switchgear === 'lock';
  // Locking never counts as a use, so only the other refusals stop it.
  const mayLock = !page.refusal || page.refusal === 'uses_exhausted';
  return (
    <main className="kp">
      {top}
      <section className="kp-card" aria-labelledby="kp-door">
        <p className="kp-label">{texts.title}</p>
        <h1 id="kp-door">{page.keyName}</h1>
        <p className={`kp-state kp-state--${locked ? 'locked' : 'open'}`} data-testid="key-page-state">
          <Padlock open={!locked} />
          {locked ? texts.locked : texts.unlocked}
        </p>
        {page.refusal ? (
          <p className="kp-refusal" role="alert" data-testid="key-page-refusal">
            {texts[page.refusal]}
          </p>
        ) : null}
        {!page.online ? <p className="kp-note">{texts.offline}</p> : null}
        <div className="kp-actions">
          <button
            type="button"
            className="kp-button kp-button--primary"
            disabled={busy !== null || page.refusal !== null || !page.online}
            onClick={() => void command('unlock')}
          >
            {busy === 'unlock' ? texts.unlocking : texts.unlock}
          </button>
          <button
            type="button"
            className="kp-button"
            disabled={busy !== null || !mayLock || !page.online}
            onClick={() => void command('lock')}
          >
            {busy === 'lock' ? texts.locking : texts.lock}
          </button>
        </div>
        <p
          className={`kp-result${result && !result.ok ? ' kp-result--failed' : ''}`}
          role="status"
          data-testid="key-page-result"
        >
          {result?.text ?? ''}
        </p>
        {page.refusal !== 'revoked' ? <p className="kp-rules">{rulesText(texts, page, language)}</p> : null}
        {page.usesLeft !== null && page.limitTerm ? (
          <p className="kp-rules">
            {fill(texts.usesLeft, {
              term: { daily: texts.termDaily, weekly: texts.termWeekly, monthly: texts.termMonthly }[
                page.limitTerm
              ],
              count: page.usesLeft,
            })}
          </p>
        ) : null}
        {page.accessType === 'recurring' ? (
          <p className="kp-note">{fill(texts.timeZone, { zone: page.timeZone })}</p>
        ) : null}
      </section>
    </main>
  );
}
