import { CompaniesList } from '../../../features/admin-companies/components/companies-list';

/** The companies admin screen: add, classify and import the companies transcripts belong to. */
export default function CompaniesRoute() {
  return (
    <>
      <title>Companies · Clearcall</title>
      <CompaniesList />
    </>
  );
}
