import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LegalLayout } from '../../../components/layouts/legal-layout';
import { paths } from '../../../config/paths';

/** What Clearcall stores about people, why, for how long, and how to take it out. */
export default function PrivacyRoute() {
  return (
    <>
      <title>Privacy Policy · Clearcall</title>
      <LegalLayout title="Privacy Policy" updated="November 22, 2026">
        <Text>
          Clearcall summarizes earnings calls, company news and filings. This page lists, in plain
          words, what the service stores about you, why, and how you can take it out. Clearcall is
          in private beta, so the list is short and we keep it that way.
        </Text>

        <Title order={2}>What we store</Title>
        <List>
          <List.Item>
            <strong>Your account:</strong> your e-mail address, first and last name, and, when an
            admin invited you, a job title and a profile picture address. Also your account type,
            whether it is active, the industries you picked, which feed tabs you may open, and small
            counters such as how many times you have signed in (used to show the tutorial only to
            new users).
          </List.Item>
          <List.Item>
            <strong>Your password, never in readable form:</strong> we keep only a scrypt hash of
            it. Invitation links, reset links, sign-in passcodes and session tokens are stored the
            same way, as hashes, and each expires (an invitation after 7 days, a reset link after
            one hour, a passcode after 10 minutes).
          </List.Item>
          <List.Item>
            <strong>Sessions:</strong> each sign-in creates a session with the time it started, when
            it was last used, the browser&apos;s user agent (for example &ldquo;Chrome on
            macOS&rdquo;) and the IP address it came from. A session ends when you sign out, and
            after 30 days at the latest. You can see and end your sessions in Settings.
          </List.Item>
          <List.Item>
            <strong>What you do in Clearcall:</strong> the companies you follow, the stories you
            mark Insightful, your analyses with their chat conversations and chosen filters, your
            notifications and whether you have read them, and any Premium upgrade request.
          </List.Item>
          <List.Item>
            <strong>Usage events:</strong> a few named events, such as a page view or a click on
            Upgrade, with the time and the company or tab involved. We use them to see which parts
            of the product are used; they are not sold or shared.
          </List.Item>
          <List.Item>
            <strong>E-mail we send you:</strong> a copy of each message (invitation, passcode, reset
            link, activation notice) is kept in a mail outbox so it can be delivered and retried.
          </List.Item>
          <List.Item>
            <strong>Security log:</strong> sign-in failures, lockouts, password changes, ended
            sessions, data exports, deletions and admin actions are recorded with the time, the
            account id and the IP address, so that misuse can be noticed and investigated.
          </List.Item>
          <List.Item>
            <strong>Server logs:</strong> like any web service, the server writes a line per request
            (address, time, IP address, result) to its logs for operating the service.
          </List.Item>
        </List>

        <Title order={2}>What we do not store</Title>
        <Text>
          No payment details, no contacts, no tracking across other websites, and no advertising
          identifiers. Clearcall sets no advertising or third-party cookies; your session token is
          kept in your browser&apos;s storage only so that you stay signed in.
        </Text>

        <Title order={2}>Generated summaries and chat</Title>
        <Text>
          Summaries, highlights and chat replies are generated from the cited transcripts and
          articles. When the service is configured with an external language model, your chat
          questions and the transcript passages they are about are sent to that model provider to
          produce a reply; otherwise replies are produced on Clearcall&apos;s own server. Generated
          text can be wrong, and it is not investment advice.
        </Text>

        <Title order={2}>Who can see your data</Title>
        <Text>
          You, and the Clearcall team&apos;s administrators, who see the user list (names, e-mail
          addresses, account type and status) and the security log to run the private beta. We do
          not sell your data or share it with advertisers.
        </Text>

        <Title order={2}>Export and delete</Title>
        <Text>
          In{' '}
          <Anchor component={Link} to={paths.app.settings.getHref()}>
            Settings
          </Anchor>{' '}
          you can download everything listed above about your account as one JSON file (without
          passwords or tokens), and you can delete your account. Deleting it signs you out
          everywhere and removes your profile, industries, follows, Insightful marks, analyses,
          notifications, upgrade requests, usage events, sessions and the copies of e-mail sent to
          you. The security log keeps its past entries with the account id and IP address, but
          without your e-mail address. Settings opens once your account has been activated.
        </Text>

        <Title order={2}>Changes</Title>
        <Text>
          If this policy changes in a way that matters, we will say so by e-mail before the change
          takes effect.
        </Text>
      </LegalLayout>
    </>
  );
}
