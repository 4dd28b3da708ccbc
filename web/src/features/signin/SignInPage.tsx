import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { readFragment, type VariablesOf } from '../../graphql';
import { useDashboardRuntime } from '../../app/dashboard/DashboardRuntimeContext';
import { forgetChosenLocale } from '../../app/i18n/chosen-locale';
import { toSupportedLocale } from '../../app/i18n/supported-locales';
import { storeViewer } from '../../app/session/stored-viewer';
import { ViewerSession_viewer } from '../../app/session/viewer-session-viewer';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { FormErrorBox } from '../../ui/FormControls';
import { StyledInput } from '../../ui/SearchBox';
import { Spinner } from '../../ui/Spinner';
import { signIn, type SignInOutcome } from './sign-in';
import type { SignInMutation } from './sign-in-mutation';
import { publicSupportEmail } from './support-email';

const StyledScreen = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
`;

const StyledCard = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.signInCard};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  span {
    display: inline-flex;
    padding: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledLead = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  label {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledError = styled(FormErrorBox)`
  /* Inside running text a link must not be told apart by colour alone. */
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const StyledSubmit = styled(Button)`
  width: 100%;
`;

const StyledContact = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;

  /* Inside running text a link must not be told apart by colour alone. */
  a {
    text-decoration: underline;
  }
`;

type Refusal = Exclude<SignInOutcome, { kind: 'signedIn' }>;

/** Why sign-in did not go through, in words the seller can act on. */
function SignInRefusal({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  switch (refusal.kind) {
    case 'twoFactor':
      return (
        <StyledError role="alert">
          <strong>{t('signIn.twoFactor.title')}</strong>{' '}
          <Trans
            i18nKey="signIn.twoFactor.text"
            values={{ email: publicSupportEmail }}
            components={{ mail: <a href={`mailto:${publicSupportEmail}`} /> }}
          />
        </StyledError>
      );
    case 'rateLimited':
      return (
        <StyledError role="alert">
          {refusal.retryAfterSeconds === null
            ? t('signIn.tooManyAttempts')
            : t('signIn.tooManyAttemptsWait', { count: refusal.retryAfterSeconds })}
        </StyledError>
      );
    case 'failed':
      return <StyledError role="alert">{t('signIn.invalidCredentials')}</StyledError>;
  }
}

/** What the form sends: the signIn mutation's input. */
function credentialsOf(form: FormData): VariablesOf<typeof SignInMutation>['input'] {
  return { email: String(form.get('email')), password: String(form.get('password')) };
}

export function SignInPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const dashboard = useDashboardRuntime();
  const [loading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  // Sign-in goes through the dashboard's Apollo client: its chunk starts downloading while the
  // seller types, not with the sign-in screen, and is the one the dashboard needs next anyway.
  function loadDashboard() {
    dashboard.load().catch(() => undefined); // Retried by the submit, which reports a failure.
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = credentialsOf(new FormData(event.currentTarget));
    setRefusal(null);
    setLoading(true);
    const outcome = await dashboard.load().then(
      (session) => signIn(session.client, credentials),
      (): SignInOutcome => ({ kind: 'failed' }),
    );
    setLoading(false);
    if (outcome.kind !== 'signedIn') {
      setRefusal(outcome);
      return;
    }
    const { viewer } = outcome;
    storeViewer(viewer);
    // The dashboard's cache starts from this profile: no second request for `me`.
    dashboard.signedIn(viewer);
    // After sign-in the language follows the profile.
    forgetChosenLocale();
    const { preferredLocale } = readFragment(ViewerSession_viewer, viewer);
    await i18n.changeLanguage(toSupportedLocale(preferredLocale));
    await navigate('/dashboard/catalog', { replace: true });
  }

  return (
    <StyledScreen>
      <StyledCard>
        <StyledBrand>
          <span>
            <Icon name="tag" size="sm" />
          </span>
          {t('app.name')}
        </StyledBrand>
        <StyledTitle>{t('signIn.title')}</StyledTitle>
        <StyledLead>{t('signIn.lead')}</StyledLead>
        <StyledForm onSubmit={(event) => void handleSubmit(event)} onFocus={loadDashboard}>
          <StyledField>
            <label htmlFor="sign-in-email">{t('signIn.email')}</label>
            <StyledInput
              id="sign-in-email"
              name="email"
              type="email"
              autoComplete="username"
              required
            />
          </StyledField>
          <StyledField>
            <label htmlFor="sign-in-password">{t('signIn.password')}</label>
            <StyledInput
              id="sign-in-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </StyledField>
          {refusal ? <SignInRefusal refusal={refusal} /> : null}
          <StyledSubmit type="submit" $variant="primary" disabled={loading}>
            {loading ? <Spinner /> : null}
            {t('signIn.submit')}
          </StyledSubmit>
        </StyledForm>
        <StyledContact>
          {t('signIn.noAccount')}{' '}
          <a href={`mailto:${publicSupportEmail}`}>{t('signIn.contactUs')}</a>
        </StyledContact>
      </StyledCard>
    </StyledScreen>
  );
}
