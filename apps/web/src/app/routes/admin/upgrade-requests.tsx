import { UpgradeRequestsList } from '../../../features/admin/components/upgrade-requests-list';

/** The upgrade requests, where the admin grants premium. */
export default function UpgradeRequestsRoute() {
  return (
    <>
      <title>Upgrade requests · Clearcall</title>
      <UpgradeRequestsList />
    </>
  );
}
