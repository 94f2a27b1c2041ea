import { Group, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/ui/company-logo';
import { paths } from '../../../config/paths';
import { useRelatedCompanies } from '../api/get-company-sections';
import { STORY_SECTION } from './previous-transcripts-menu';

type RelatedCompaniesProps = { channelId: string | null; companyId: string };

/**
 * Companies of the same industry, most similar first, each opening its latest transcript. Left
 * out when there are none or the call fails (silent in the specification).
 */
export function RelatedCompanies({ channelId, companyId }: RelatedCompaniesProps) {
  const related = useRelatedCompanies(channelId, companyId);
  const companies = (related.data ?? []).filter((company) => company.companyId !== companyId);
  if (companies.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="related-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="related-title">
          Related companies
        </Title>
        <ScrollArea type="auto" offsetScrollbars>
          <Group gap="sm" wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {companies.map((company) => (
              <li key={company.companyId}>
                <UnstyledButton
                  component={Link}
                  to={paths.app.story.getHref(STORY_SECTION, company.companyId, company.postId)}
                  w={112}
                  p="xs"
                  style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
                >
                  <Stack gap={6} align="center">
                    <CompanyLogo name={company.companyName} url={company.awsImageUrl} size={48} />
                    <Text size="xs" ta="center" lineClamp={2} fw={500}>
                      {company.companyName}
                    </Text>
                  </Stack>
                </UnstyledButton>
              </li>
            ))}
          </Group>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
