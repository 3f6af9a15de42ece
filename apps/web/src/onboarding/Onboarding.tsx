import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { accountFlags, ACCOUNT_MENU_PATHS, showsBonusPopup, type User } from '@investradar/ui/domain';
import { useAccount, useApi, useConfig, useServices } from '../session/AppContext';

// The overlays load when an account first needs them, not with every page.
const SurveyModal = lazy(() => import('./SurveyModal'));
const BonusPopup = lazy(() => import('./BonusPopup'));

/** sessionStorage key: the survey dialog was skipped in this browser session (per account). */
export const SURVEY_SKIPPED_KEY = 'investradar.survey_skipped';

/** Where 'Запустить бота' leads when the account carries no telegram_bonus_link: the bot page (docs/product/screens.md). */
export const BOT_PAGE = '/bot';

/**
 * The first-visit sequence of a signed-in account, one overlay at a time:
 * 1. the survey dialog while the account says do_show_survey (not over /account/profile, which is the
 *    same questionnaire; a skip is remembered for the browser session);
 * 2. the bonus popup when is_need_show_bonus_modal, onboarding is on and the configuration enables
 *    the messenger-bot prize modal (docs/product/flows.md); closing it calls viewed-bonus-modal;
 * 3. then, while the account is still onboarding, POST /api/account/finish-onboarding.
 */
export function Onboarding() {
  const account = useAccount();
  const user = account.status === 'ready' && !accountFlags(account.user).isGuest ? account.user : null;
  // One sequence per account: a different login starts afresh.
  return user ? <OnboardingOf key={user.id} user={user} /> : null;
}

function OnboardingOf({ user }: { user: User }) {
  const api = useApi();
  const { store } = useAccount();
  const { storage } = useServices();
  const config = useConfig();
  const location = useLocation();
  const [skipped, setSkipped] = useState(() => storage.session.getItem(SURVEY_SKIPPED_KEY) === String(user.id));
  const [surveyOver, setSurveyOver] = useState(false);
  const finishing = useRef(false);

  const onProfile = location.pathname === ACCOUNT_MENU_PATHS.profile;
  const wantsSurvey = user.do_show_survey && !skipped && !surveyOver;
  const surveyPending = wantsSurvey && !onProfile;
  const bonus = !wantsSurvey && config.config !== null && showsBonusPopup(user, config.config);
  // Finished once nothing of the sequence is left to show; without the configuration we cannot know.
  const finish = user.onboarding && !wantsSurvey && !bonus && config.status === 'ready';

  useEffect(() => {
    if (!finish || finishing.current) return;
    finishing.current = true;
    api.finishOnboarding().then(
      () => {
        const latest = store.getState().user;
        if (latest?.id === user.id) store.setUser({ ...latest, onboarding: false });
      },
      () => undefined,
    );
  }, [finish, api, store, user.id]);

  const endSurvey = useCallback(() => setSurveyOver(true), []);
  function skipSurvey() {
    storage.session.setItem(SURVEY_SKIPPED_KEY, String(user.id));
    setSkipped(true);
  }

  function closeBonus() {
    const latest = store.getState().user;
    if (latest?.id === user.id) store.setUser({ ...latest, is_need_show_bonus_modal: false });
    void api.viewedBonusModal().catch(() => undefined);
  }

  return (
    <Suspense fallback={null}>
      {surveyPending ? <SurveyModal onSkip={skipSurvey} onUnavailable={endSurvey} /> : null}
      {bonus ? <BonusPopup open botLink={user.telegram_bonus_link ?? BOT_PAGE} onClose={closeBonus} /> : null}
    </Suspense>
  );
}
