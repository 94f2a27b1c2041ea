import { UsersList } from '../../../features/admin/components/users-list';

/** The admin users list, the admin's home page. */
export default function UsersRoute() {
  return (
    <>
      <title>Users · Clearcall</title>
      <UsersList />
    </>
  );
}
