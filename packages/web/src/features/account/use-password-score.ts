// The zxcvbn score (0–4) of a new password. The scorer's dictionary is large, so it loads the first
// time there is a password to score; until then the score is null.
import { useEffect, useState } from 'react';

type Scorer = typeof import('@hemvakt/contract/password-strength');

let scorer: Promise<Scorer> | undefined;

function loadScorer(): Promise<Scorer> {
  scorer ??= import('@hemvakt/contract/password-strength');
  return scorer;
}

export function usePasswordScore(password: string, userInputs: string[]): number | null {
  const [result, setResult] = useState<{ password: string; score: number } | null>(null);
  const inputsKey = userInputs.join('\u0000');

  useEffect(() => {
    if (!password) return;
    let current = true;
    void loadScorer().then(({ passwordScore }) => {
      if (current) setResult({ password, score: passwordScore(password, inputsKey.split('\u0000')) });
    });
    return () => {
      current = false;
    };
  }, [password, inputsKey]);

  return result && result.password === password ? result.score : null;
}
