// Add a home by address, or edit one's own home: name, street (with suggestions), city, post code,
// country. On create the name's first letter is capitalised (spec 000 §5). Failures: 'Something has
// failed, try again later!' on create, code MH001 on edit (spec 000 §8).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { capitalizeFirst, type AddressSuggestion } from '@hemvakt/contract/properties';
import type { Property } from '@hemvakt/contract/user-data';
import { ApiError } from '../../api/client';
import { useCreateProperty, useEditProperty } from '../../api/properties';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/notify';
import { useForm, type FieldErrors } from '../../lib/use-form';
import { StreetField } from './street-field';

interface AddressValues {
  propertyName: string;
  street: string;
  city: string;
  postCode: string;
  country: string;
}

const FIELDS = ['propertyName', 'street', 'city', 'postCode', 'country'] as const;

export const EDIT_FAILURE_CODE = 'MH001';

export function PropertyForm({ property, onDone }: { property?: Property; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateProperty();
  const edit = useEditProperty();
  const form = useForm<AddressValues>(
    property
      ? {
          propertyName: property.propertyName,
          street: property.street,
          city: property.city,
          postCode: property.postCode,
          country: property.country,
        }
      : { propertyName: '', street: '', city: '', postCode: '', country: t('properties.defaultCountry') },
  );
  const pending = create.isPending || edit.isPending;

  const pickSuggestion = (suggestion: AddressSuggestion) =>
    form.patch({
      street: suggestion.street || suggestion.placeName,
      city: suggestion.context.place || form.values.city,
      postCode: suggestion.context.postcode || form.values.postCode,
      country: suggestion.context.country || form.values.country,
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const found: FieldErrors<AddressValues> = {};
    for (const field of FIELDS) if (!form.values[field].trim()) found[field] = t('validation.required');
    if (!form.check(t, found)) return;
    const body = {
      propertyName: property ? form.values.propertyName.trim() : capitalizeFirst(form.values.propertyName),
      street: form.values.street.trim(),
      city: form.values.city.trim(),
      postCode: form.values.postCode.trim(),
      country: form.values.country.trim(),
    };
    try {
      if (property) {
        await edit.mutateAsync({ id: property.id, body });
        void toast(t('properties.saved'));
      } else {
        await create.mutateAsync(body);
        void toast(t('properties.added', { name: body.propertyName }));
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fieldIssues.length > 0) {
        form.showError(t, error);
        return;
      }
      form.setFormError(
        property
          ? t('properties.editFailed', { code: EDIT_FAILURE_CODE })
          : error instanceof ApiError && error.code === 'NETWORK'
            ? t('errors.NETWORK')
            : t('properties.createFailed'),
      );
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="modal-intro">{property ? t('properties.editIntro') : t('properties.addIntro')}</p>
      <TextField
        name="propertyName"
        label={t('properties.name')}
        value={form.values.propertyName}
        error={form.errors.propertyName}
        maxlength={80}
        onChange={(value) => form.setField('propertyName', value)}
      />
      <StreetField
        value={form.values.street}
        error={form.errors.street}
        onChange={(value) => form.setField('street', value)}
        onPick={pickSuggestion}
      />
      <div className="form-grid">
        <TextField
          name="postCode"
          label={t('properties.postCode')}
          value={form.values.postCode}
          error={form.errors.postCode}
          autocomplete="postal-code"
          onChange={(value) => form.setField('postCode', value)}
        />
        <TextField
          name="city"
          label={t('properties.city')}
          value={form.values.city}
          error={form.errors.city}
          autocomplete="address-level2"
          onChange={(value) => form.setField('city', value)}
        />
      </div>
      <TextField
        name="country"
        label={t('properties.country')}
        value={form.values.country}
        error={form.errors.country}
        autocomplete="country-name"
        onChange={(value) => form.setField('country', value)}
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>{property ? t('common.save') : t('properties.create')}</SubmitButton>
    </form>
  );
}
