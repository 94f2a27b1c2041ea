import { alpha, getDefaultZIndex, useMantineTheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ACTIONS,
  EVENTS,
  Joyride,
  PORTAL_ELEMENT_ID,
  type EventData,
  type Step,
} from 'react-joyride';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { LAYOUT } from '../../../config/theme';
import { findTarget, waitUntil } from '../utils/tour-dom';
import {
  TOUR_STEPS,
  TOUR_TARGETS,
  clearTourSearch,
  type TourContext,
  type TourStepDefinition,
} from '../utils/tour-steps';
import { TourLoader, TourTooltip } from './tour-tooltip';

/** Above the app frame and its modals, below popovers, so the search panel shows at step 9. */
const TOUR_Z_INDEX = (getDefaultZIndex('modal') + getDefaultZIndex('popover')) / 2;
/** A route change may load a page chunk and its data before the step's element exists. */
const STEP_WAIT_MS = 15_000;
const START_HREF = paths.app.feed.getHref('earnings');
/**
 * The presses that page popovers take for a press outside them and close on: Mantine listens to
 * mousedown and touchstart on the document, Floating UI to pointerdown.
 */
const PRESS_EVENTS = ['pointerdown', 'mousedown', 'touchstart'] as const;

type GuidedTourProps = {
  /** Finish, skip, back or close: the tour ends for good. */
  onStop: () => void;
};

/**
 * The 13-step guided tutorial, a controlled react-joyride tour. It starts once the Earnings feed
 * shows its first card, opens pages itself, and shows each step only when its element exists.
 */
export function GuidedTour({ onStop }: GuidedTourProps) {
  const theme = useMantineTheme();
  const shouldReduceMotion = useReducedMotion();
  const location = useLocation();
  const navigate = useNavigate();
  const [isRunning, setIsRunning] = useState(false);
  const [stepIndex, setStepIndex] = useState(0);
  const contextRef = useRef<TourContext>({
    storyHref: null,
    companyName: null,
    hasTypedSearch: false,
  });
  // The location React has rendered: once it matches, the new page's elements are in the DOM.
  const renderedPathRef = useRef('');
  const navigateRef = useRef(navigate);
  const onStopRef = useRef(onStop);
  const isStoppedRef = useRef(false);

  useEffect(() => {
    renderedPathRef.current = `${location.pathname}${location.search}`;
    navigateRef.current = navigate;
    onStopRef.current = onStop;
  });

  useEffect(() => {
    if (isRunning || isStoppedRef.current) return;
    let isCancelled = false;
    void waitUntil(
      () =>
        isCancelled ||
        (renderedPathRef.current === START_HREF && findTarget([TOUR_TARGETS.viewDetails]) !== null),
      Number.POSITIVE_INFINITY,
    ).then(() => {
      if (!isCancelled) setIsRunning(true);
    });
    return () => {
      isCancelled = true;
    };
  }, [isRunning]);

  const stopTour = () => {
    if (isStoppedRef.current) return;
    isStoppedRef.current = true;
    clearTourSearch(contextRef.current);
    setIsRunning(false);
    onStopRef.current();
  };
  const stopTourRef = useRef(stopTour);
  useEffect(() => {
    stopTourRef.current = stopTour;
  });

  // A press on the card or the overlay stays in the tour's layer. Reaching the page, it would
  // close the search panel that step 9 points at as the Next button goes down: the card, anchored
  // to the panel, would jump away before the button comes up, and the click would be lost.
  // Joyride's layer is its portal element, which it adds to the page as it mounts.
  useEffect(() => {
    const layer = isRunning ? document.getElementById(PORTAL_ELEMENT_ID) : null;
    if (!layer) return;
    const keepInLayer = (event: Event) => event.stopPropagation();
    PRESS_EVENTS.forEach((type) => layer.addEventListener(type, keepInLayer));
    return () => PRESS_EVENTS.forEach((type) => layer.removeEventListener(type, keepInLayer));
  }, [isRunning]);

  // Going back in the browser history is a back action too.
  useEffect(() => {
    if (!isRunning) return;
    const handlePopState = () => stopTourRef.current();
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, [isRunning]);

  const steps = useMemo<Step[]>(() => {
    const prepare = async (definition: TourStepDefinition) => {
      const context = contextRef.current;
      const route = definition.route?.(context);
      if (route && route !== renderedPathRef.current) {
        void navigateRef.current(route);
        await waitUntil(() => renderedPathRef.current === route, STEP_WAIT_MS);
      }
      if (isStoppedRef.current) return;
      await definition.prepare?.(context);
      await waitUntil(() => findTarget(definition.target) !== null, STEP_WAIT_MS);
    };
    return TOUR_STEPS.map((definition) => ({
      id: definition.id,
      title: definition.title,
      content: definition.content,
      target: definition.placement === 'center' ? 'body' : () => findTarget(definition.target),
      placement: definition.placement ?? 'bottom',
      isFixed: definition.isInHeader ?? false,
      skipScroll: definition.isInHeader ?? false,
      ...(definition.scrollOffset ? { scrollOffset: definition.scrollOffset } : {}),
      before: () => prepare(definition),
    }));
  }, []);

  const advance = (index: number) => {
    if (index + 1 < TOUR_STEPS.length) setStepIndex(index + 1);
    else stopTour();
  };

  const handleEvent = (data: EventData) => {
    if (data.type === EVENTS.TOUR_END) stopTour();
    else if (data.type === EVENTS.TARGET_NOT_FOUND) advance(data.index);
    else if (data.type === EVENTS.STEP_AFTER) {
      // Only Next moves on: back, close and Escape end the tour like Skip.
      if (data.action === ACTIONS.NEXT) advance(data.index);
      else stopTour();
    }
  };

  return (
    <Joyride
      steps={steps}
      run={isRunning}
      stepIndex={stepIndex}
      continuous
      scrollToFirstStep
      onEvent={handleEvent}
      tooltipComponent={TourTooltip}
      loaderComponent={TourLoader}
      options={{
        skipBeacon: true,
        buttons: ['close', 'primary', 'skip'],
        closeButtonAction: 'skip',
        dismissKeyAction: 'close',
        overlayClickAction: false,
        blockTargetInteraction: true,
        beforeTimeout: STEP_WAIT_MS * 2,
        zIndex: TOUR_Z_INDEX,
        overlayColor: alpha(theme.colors.dark[9], 0.5),
        arrowColor: theme.white,
        spotlightRadius: 8,
        spotlightPadding: 6,
        scrollOffset: LAYOUT.headerHeight + 24,
        scrollDuration: shouldReduceMotion ? 0 : 300,
      }}
    />
  );
}
