import type { TranscriptPreview } from '@clearcall/contracts';
import { List, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { pairCitations, type CitedSentence } from '../utils/cited-text';
import { CitedText, GeneratedNotice } from './cited-text';
import { TranscriptView } from './transcript-view';

export const STORY_TABS = [
  { value: 'summary', label: 'Summary' },
  { value: 'transcript', label: 'Full Transcript' },
  { value: 'faqs', label: 'FAQs' },
] as const;
export type StoryTab = (typeof STORY_TABS)[number]['value'];

type Bullet = { text: string; citations: number[] };

/** The engine's figure-led brief, when the story has one (`summaryData.bullets`). */
function readBullets(summaryData: Record<string, unknown>): Bullet[] {
  const bullets = summaryData.bullets;
  if (!Array.isArray(bullets)) return [];
  return bullets.flatMap((bullet: unknown) => {
    if (typeof bullet !== 'object' || bullet === null) return [];
    const { text, citations } = bullet as { text?: unknown; citations?: unknown };
    if (typeof text !== 'string' || !Array.isArray(citations)) return [];
    return [
      {
        // Briefs written before the engine opened them with a capital start in lower case.
        text: text.charAt(0).toUpperCase() + text.slice(1),
        citations: citations.filter((id): id is number => Number.isInteger(id)),
      },
    ];
  });
}

/** The story's generated texts paired with their citations. */
export function useCitedTexts(story: TranscriptPreview) {
  return useMemo(() => {
    const texts = new Map<number, string>();
    for (const turn of story.transcript.turns) {
      for (const sentence of turn.sentences) texts.set(sentence.id, sentence.text);
    }
    const lookup = (id: number) => texts.get(id);
    return {
      summary: pairCitations(story.viewLongSummary750, story.citations.summary, lookup),
      commentary: pairCitations(
        story.viewMangementCommentaryHighlight,
        story.citations.commentary,
        lookup,
      ),
      qa: pairCitations(story.viewQuestionAnswerHighlight, story.citations.qa, lookup),
      bullets: readBullets(story.summaryData),
      faqs: story.viewAsks.map((ask) => ({
        question: ask.question,
        answer: {
          text: ask.answer,
          citations: ask.citations.map(Number).filter((id) => Number.isInteger(id) && id >= 0),
        },
      })),
    };
  }, [story]);
}

type Section = { title: string; sentences: CitedSentence[]; paragraphs?: boolean };

type StoryTabsProps = {
  story: TranscriptPreview;
  tab: StoryTab;
  onTabChange: (tab: StoryTab) => void;
  cited: readonly number[];
  citeRequest: number;
  onCite: (citations: number[]) => void;
};

/** Summary, Full Transcript and FAQs of one story; every generated sentence cites its source. */
export function StoryTabs({ story, tab, onTabChange, cited, citeRequest, onCite }: StoryTabsProps) {
  const texts = useCitedTexts(story);
  const sections: Section[] = [
    { title: 'Summary', sentences: texts.summary, paragraphs: true },
    { title: 'Management commentary', sentences: texts.commentary },
    { title: 'Q&A highlights', sentences: texts.qa },
  ].filter((section) => section.sentences.length > 0);

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = STORY_TABS.find((candidate) => candidate.value === value);
        if (next) onTabChange(next.value);
      }}
      keepMounted={false}
    >
      <Tabs.List>
        {STORY_TABS.map((item) => (
          <Tabs.Tab key={item.value} value={item.value} data-tour={`story-tab-${item.value}`}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="summary" pt="md">
        {sections.length === 0 && texts.bullets.length === 0 ? (
          <Text c="dimmed" py="lg">
            No summary is available for this story yet.
          </Text>
        ) : (
          <Stack gap="lg">
            <GeneratedNotice />
            {texts.bullets.length > 0 ? (
              <Stack gap="xs">
                <Title order={3} size="h4">
                  Key points
                </Title>
                <List spacing="xs">
                  {texts.bullets.map((bullet, index) => (
                    <List.Item key={index}>
                      <CitedText sentences={[bullet]} onCite={onCite} />
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ) : null}
            {sections.map((section) => (
              <Stack gap="xs" key={section.title}>
                <Title order={3} size="h4">
                  {section.title}
                </Title>
                <CitedText
                  sentences={section.sentences}
                  onCite={onCite}
                  paragraphs={section.paragraphs}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Tabs.Panel>

      <Tabs.Panel value="transcript" pt="xs">
        <TranscriptView transcript={story.transcript} cited={cited} citeRequest={citeRequest} />
      </Tabs.Panel>

      <Tabs.Panel value="faqs" pt="md">
        {texts.faqs.length === 0 ? (
          <Text c="dimmed" py="lg">
            No FAQs are available for this story.
          </Text>
        ) : (
          <Stack gap="lg">
            <GeneratedNotice />
            {texts.faqs.map((faq, index) => (
              <Stack gap={4} key={index}>
                <Title order={3} size="h5">
                  {faq.question}
                </Title>
                <CitedText sentences={[faq.answer]} onCite={onCite} />
              </Stack>
            ))}
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
