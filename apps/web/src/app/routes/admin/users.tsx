import { Title } from '@mantine/core';

/** The admin users list, the admin's home page. */
export default function UsersRoute() {
  return (
    <>
      <title>Users · Clearcall</title>
      <Title order={1}>Users</Title>
    </>
  );
}
