import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ErrorState, FormErrors, LoadingState, MultiSelect, Notice, Select, useDraftForm, useParams, useSearchParams } from 'shared-kernel';
import type { Brand } from 'shared-kernel/contract';
import { useListBrandsQuery } from '../../../api/brand';
import { useSendContactRequestMutation } from '../../../api/contact';
import styles from './ContactPage.module.css';

/** Occasions of a contact request (spec section 3). */
export const OCCASION = { contact: 0, complaint: 1, access: 2 } as const;
const OCCASIONS = [OCCASION.contact, OCCASION.complaint, OCCASION.access];
const QUESTION_MAX = 4000;

interface Draft {
  Occasion: number;
  Brands: string[] | null;
  Question: string;
}

/**
 * /contact and /contact/:brand (spec section 2; also /contact?Brand=<code>): occasion, brands (only for
 * an access request, chosen from every brand of the portal; the product page sends users without access
 * to /contact/<BrandCode>, which preselects that brand and the access occasion), remarks and send. A
 * success message replaces the form.
 */
export function ContactPage() {
  const intl = useIntl();
  const { brand: pathBrand } = useParams<{ brand?: string }>();
  const [search] = useSearchParams();
  const routeBrand = pathBrand || search.get('Brand') || undefined;
  // Brands: the chosen brand codes, null until the user chooses (the route's brand meanwhile)
  const form = useDraftForm<Draft>(
    { Occasion: routeBrand ? OCCASION.access : OCCASION.contact, Brands: null, Question: '' },
    { failureId: 'account.contact.sendFailed', fields: ['Occasion', 'Brands', 'Question'] },
  );
  const { draft, errors } = form;
  const occasion = draft.Occasion;
  const sending = form.busy;
  const [sent, setSent] = useState(false);
  const questionId = useId();
  const isAccess = occasion === OCCASION.access;
  const brands = useListBrandsQuery({ query: { all: 'true' } }, { skip: !isAccess });
  const [send] = useSendContactRequestMutation();

  // The list holds every brand of the portal (GET brand?all=true); a brand from the route that is not
  // in it (an unknown code) is still offered, so the request can carry it.
  const options: Pick<Brand, 'Id' | 'Name' | 'Code'>[] = useMemo(() => {
    const list = brands.data ?? [];
    if (!routeBrand || list.some((b) => b.Code.toLowerCase() === routeBrand.toLowerCase())) return list;
    return [{ Id: 0, Name: routeBrand, Code: routeBrand }, ...list];
  }, [brands.data, routeBrand]);
  const routeCode = routeBrand ? options.find((b) => b.Code.toLowerCase() === routeBrand.toLowerCase())?.Code : undefined;
  const chosen = draft.Brands ?? (routeCode ? [routeCode] : []);

  const save = form.submitWith(async (d) => {
    const selected = isAccess ? options.filter((b) => chosen.includes(b.Code)).map((b) => ({ Name: b.Name, Code: b.Code })) : [];
    await send({ body: { Occasion: d.Occasion, Brands: selected, Question: d.Question.trim() } }).unwrap();
    setSent(true);
  });
  // client rules first: remarks, and a brand for an access request
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!draft.Question.trim()) missing.Question = intl.formatMessage({ id: 'account.contact.questionRequired' });
    if (isAccess && chosen.length === 0) missing.Brands = intl.formatMessage({ id: 'account.contact.brandsRequired' });
    form.clearErrors();
    if (Object.keys(missing).length) form.setErrors(missing);
    else void save();
  };

  return (
    <div className={`ds-page ds-stack ${styles.page}`}>
      <h1>
        <FormattedMessage id="account.contact.title" />
      </h1>
      {sent ? (
        <Notice kind="success" title={intl.formatMessage({ id: 'account.contact.successTitle' })}>
          <p>
            <FormattedMessage id="account.contact.successText" />
          </p>
        </Notice>
      ) : (
        <>
          <p className="ds-muted">
            <FormattedMessage id="account.contact.intro" />
          </p>
          <FormErrors errors={form.general} />
          <form className="ds-card ds-stack" noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'account.contact.title' })}>
            <Select
              label={intl.formatMessage({ id: 'account.contact.occasion' })}
              name="Occasion"
              options={OCCASIONS.map((o) => ({ value: String(o), label: intl.formatMessage({ id: `account.contact.occasion.${o}` }) }))}
              value={String(occasion)}
              onChange={(v) => form.set('Occasion', Number(v))}
              error={errors.Occasion}
              disabled={sending}
            />
            {isAccess &&
              (brands.isLoading ? (
                <LoadingState label={intl.formatMessage({ id: 'account.contact.brandsLoading' })} />
              ) : brands.isError ? (
                <ErrorState message={intl.formatMessage({ id: 'account.contact.brandsError' })} onRetry={() => void brands.refetch()} />
              ) : (
                <MultiSelect
                  label={intl.formatMessage({ id: 'account.contact.brands' })}
                  options={options.map((b) => ({ value: b.Code, label: b.Name }))}
                  values={chosen}
                  onChange={(v) => form.set('Brands', v)}
                  error={errors.Brands}
                  disabled={sending}
                />
              ))}
            <div className="ds-field">
              <label className="ds-label" htmlFor={questionId}>
                <FormattedMessage id="account.contact.question" />
              </label>
              <textarea
                id={questionId}
                name="Question"
                className={`ds-input ${styles.question}`}
                rows={6}
                maxLength={QUESTION_MAX}
                value={draft.Question}
                disabled={sending}
                aria-required
                aria-invalid={errors.Question ? true : undefined}
                aria-describedby={errors.Question ? `${questionId}-error` : undefined}
                onChange={(e) => form.set('Question', e.target.value)}
              />
              {errors.Question && (
                <span id={`${questionId}-error`} className="ds-error">
                  {errors.Question}
                </span>
              )}
            </div>
            <div className="ds-row ds-row--end">
              <Button type="submit" variant="primary" busy={sending}>
                <FormattedMessage id="account.contact.send" />
              </Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
