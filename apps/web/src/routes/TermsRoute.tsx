import { useLoaderData } from 'react-router';
import { PageLoading, Terms, termsHead } from '@investradar/ui';
import { useServices, useConfig } from '../session/AppContext';
import { PageMeta } from '../layout/PageMeta';

/** /terms (docs/product/screens.md): the public offer, with the company's details from the configuration. */
export function TermsRoute() {
  const { config } = useConfig();
  const { origin } = useServices();
  const legal = config?.legal;
  // The clauses as the editors keep them (content `terms`); null: the built-in edition.
  const { html } = useLoaderData<{ html: string | null }>();
  return (
    <>
      <PageMeta {...termsHead} />
      {legal ? (
        <Terms
          requisites={{
            companyName: legal.company_name,
            inn: legal.inn,
            ogrn: legal.ogrn,
            address: legal.address,
            email: legal.email,
          }}
          effectiveDate={legal.terms_effective_date}
          siteUrl={origin}
          contentHtml={html}
        />
      ) : (
        <PageLoading subject="terms" />
      )}
    </>
  );
}
