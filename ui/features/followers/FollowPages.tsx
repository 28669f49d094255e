import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Page } from '../../components/Page';
import { usePageMeta } from '../../lib/page';
import { confirmFollow, unsubscribe } from './followers.api';
import { t } from './followers.messages';

// The two pages a follower's e-mails link to. Each acts on a button press, not on opening: a mail
// scanner that opens every link confirms nothing and unsubscribes no one (a mail client's own
// Unsubscribe button POSTs to the API directly, RFC 8058).

type Step = 'ready' | 'busy' | 'done' | 'failed';

/** `/follow/confirm?token=`: confirms the address the e-mail was sent to. */
export function FollowConfirmPage() {
  usePageMeta(t('confirm.title'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [step, setStep] = useState<Step>(token ? 'ready' : 'failed');
  const confirm = async () => {
    setStep('busy');
    try {
      await confirmFollow(token);
      setStep('done');
    } catch {
      setStep('failed');
    }
  };
  return (
    <Page title={t('confirm.title')} narrow>
      <div className="follow-page">
        {(step === 'ready' || step === 'busy') && (
          <>
            <p>{t('confirm.lead')}</p>
            <button type="button" className="btn btn--primary" disabled={step === 'busy'} onClick={() => void confirm()}>
              {step === 'busy' ? t('confirm.busy') : t('confirm.submit')}
            </button>
          </>
        )}
        {step === 'done' && (
          <p className="notice" role="status">
            {t('confirm.done')}
          </p>
        )}
        {step === 'failed' && (
          <p className="notice notice--error" role="alert">
            {t('confirm.invalid')}
          </p>
        )}
        <Link href="/">{t('confirm.home')}</Link>
      </div>
    </Page>
  );
}

/** `/unsubscribe?key=`: stops the e-mails (the page of the link at the bottom of each one). */
export function UnsubscribePage() {
  usePageMeta(t('unsubscribe.title'));
  const key = new URLSearchParams(useSearch()).get('key') ?? '';
  const [step, setStep] = useState<Step>('ready');
  const leave = async () => {
    setStep('busy');
    try {
      await unsubscribe(key);
      setStep('done');
    } catch {
      setStep('failed');
    }
  };
  return (
    <Page title={t('unsubscribe.title')} narrow>
      <div className="follow-page">
        {!key && (
          <p className="notice notice--error" role="alert">
            {t('unsubscribe.missing')}
          </p>
        )}
        {key && step !== 'done' && (
          <>
            <p>{t('unsubscribe.lead')}</p>
            <button type="button" className="btn btn--primary" disabled={step === 'busy'} onClick={() => void leave()}>
              {step === 'busy' ? t('unsubscribe.busy') : t('unsubscribe.submit')}
            </button>
          </>
        )}
        {step === 'done' && (
          <p className="notice" role="status">
            {t('unsubscribe.done')}
          </p>
        )}
        {step === 'failed' && (
          <p className="notice notice--error" role="alert">
            {t('unsubscribe.failed')}
          </p>
        )}
        <Link href="/">{t('confirm.home')}</Link>
      </div>
    </Page>
  );
}
