import { useId } from 'react';
import { maxApiTokensPerUser } from '@refurb/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FormErrorBox, TextInput } from '../../ui/FormControls';
import { Spinner } from '../../ui/Spinner';
import { AbilityChoiceField } from './AbilityChoiceField';
import { ExpiryField } from './ExpiryField';
import { TokenDialog } from './TokenDialog';
import { StyledButtons, StyledField, StyledFieldError, StyledForm } from './TokenFormControls';
import { useCreateTokenForm, type CreatedToken } from './use-create-token-form';

export interface CreateTokenDialogProps {
  onCreated: (created: CreatedToken) => void;
  onCancel: () => void;
}

/** Name, abilities and expiry of a new token; refusals are shown at their fields. */
export function CreateTokenDialog({ onCreated, onCancel }: CreateTokenDialogProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const form = useCreateTokenForm(onCreated);
  const { values, problems } = form;
  return (
    <TokenDialog
      title={t('apiTokens.create.title')}
      initialFocus={form.fields.name}
      onEscape={onCancel}
    >
      <StyledForm noValidate onSubmit={(event) => void form.submit(event)}>
        <StyledField>
          <label htmlFor={nameId}>{t('apiTokens.create.name')}</label>
          <TextInput
            ref={form.fields.name}
            id={nameId}
            value={values.name}
            autoComplete="off"
            placeholder={t('apiTokens.create.namePlaceholder')}
            aria-invalid={Boolean(problems.name)}
            aria-describedby={problems.name ? `${nameId}-error` : undefined}
            onChange={(event) => form.change({ name: event.target.value })}
          />
          {problems.name ? (
            <StyledFieldError id={`${nameId}-error`}>
              {t(`apiTokens.problems.${problems.name}`)}
            </StyledFieldError>
          ) : null}
        </StyledField>
        <AbilityChoiceField
          value={values.ability}
          problem={problems.abilities}
          onChange={(ability) => form.change({ ability })}
        />
        <ExpiryField
          choice={values.expiry}
          customDay={values.customDay}
          problem={problems.expiresAt}
          selectRef={form.fields.expiry}
          dayRef={form.fields.day}
          onChange={form.change}
        />
        {form.failure ? (
          <FormErrorBox role="alert">
            {t(`apiTokens.failures.${form.failure}`, { max: maxApiTokensPerUser })}
          </FormErrorBox>
        ) : null}
        <StyledButtons>
          <Button onClick={onCancel}>{t('apiTokens.create.cancel')}</Button>
          <Button type="submit" $variant="primary" aria-disabled={form.creating}>
            {form.creating ? <Spinner /> : null}
            {t('apiTokens.create.submit')}
          </Button>
        </StyledButtons>
      </StyledForm>
    </TokenDialog>
  );
}
