import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LegalLayout } from '../../../components/layouts/legal-layout';
import { paths } from '../../../config/paths';

/** The terms of using Clearcall during its private beta. */
export default function TermsRoute() {
  return (
    <>
      <title>Terms of Service · Clearcall</title>
      <LegalLayout title="Terms of Service" updated="November 22, 2026">
        <Text>
          These terms cover your use of Clearcall, a service that summarizes earnings-call
          transcripts, company news and filings. By creating an account you agree to them. They are
          short on purpose; if anything is unclear, ask us before you rely on it.
        </Text>

        <Title order={2}>Private beta</Title>
        <Text>
          Clearcall is in private beta. Accounts are activated by the team, features may change or
          be removed, and the service may be unavailable at times. We may end the beta, or an
          account, with notice by e-mail.
        </Text>

        <Title order={2}>Not investment advice</Title>
        <Text>
          Clearcall presents and summarizes public company information. Nothing in it is investment,
          legal or tax advice, or a recommendation to buy or sell anything. Make your own decisions,
          and check the original sources before acting on them.
        </Text>

        <Title order={2}>Generated summaries</Title>
        <Text>
          Summaries, highlights, FAQs and chat replies are generated automatically from the cited
          sources. They can leave things out or get them wrong. Each one names its sources so you
          can check it; the source, not the summary, is what counts. Demonstration content is marked
          as sample data and describes fictional companies.
        </Text>

        <Title order={2}>Your account</Title>
        <List>
          <List.Item>Keep your password to yourself; each account is for one person.</List.Item>
          <List.Item>
            Tell us if you think someone else has used your account. You can end every other session
            and change your password in{' '}
            <Anchor component={Link} to={paths.app.settings.getHref()}>
              Settings
            </Anchor>
            .
          </List.Item>
          <List.Item>
            Do not try to break, overload or scrape the service, or to reach data that is not yours.
          </List.Item>
          <List.Item>
            You can export your data or delete your account at any time in Settings; see the{' '}
            <Anchor component={Link} to={paths.legal.privacy.getHref()}>
              Privacy Policy
            </Anchor>{' '}
            for what that covers.
          </List.Item>
        </List>

        <Title order={2}>Content</Title>
        <Text>
          Transcripts, articles and filings belong to their publishers; Clearcall links to them and
          shows excerpts to support its summaries. Your analyses and questions remain yours.
        </Text>

        <Title order={2}>No warranty</Title>
        <Text>
          The service is provided as it is, without warranties, during the beta. To the extent the
          law allows, we are not liable for losses that come from relying on it.
        </Text>

        <Title order={2}>Changes</Title>
        <Text>
          We will tell you by e-mail before a change to these terms that matters takes effect. Using
          Clearcall after that means you accept the new terms.
        </Text>
      </LegalLayout>
    </>
  );
}
