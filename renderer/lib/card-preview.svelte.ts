// The one floating card preview of the window: which card it shows, beside which element, and which face.
// Rows and tiles of every screen point at it with the `previewCard` attachment: keyboard focus shows it at
// once, the pointer after a short rest, and nothing happens while a list scrolls.
import { tick } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import type { ImageFace, ImageSubject } from '../../protocol/images.ts';
import type { DeckEntry, PinnedPrinting } from '../../engine/decks/types.ts';

/** A card as its image is asked for. */
export interface CardImageRef {
  cardId: string;
  /** The printing a deck entry pins; without it the main process picks the card's default printing. */
  printingId?: string;
  /** The set a deck entry pins alone (Forge's "Sol Ring|AFC"): the main process picks that set's printing. */
  set?: string;
}

interface PreviewTarget extends CardImageRef {
  /** The card's name as the screen shows it: the placeholder's title and the image's text alternative. */
  name: string;
}

/**
 * A deck or pool entry's card as its image is asked for: the printing it pins, or the set it pins alone. Given the
 * card and the pin, not the entry: a view reading the whole entry would redraw (and lose its preview) on every count.
 */
export function entryImageRef(cardId: string, pin: PinnedPrinting | undefined): CardImageRef {
  if (pin?.id) return { cardId, printingId: pin.id };
  return pin?.set ? { cardId, set: pin.set } : { cardId };
}

/** A deck or pool entry's card, its pinned printing when it has one; nothing while the entry is unresolved. */
export function entryTarget(entry: DeckEntry, name: string): PreviewTarget | undefined {
  return entry.cardId ? { ...entryImageRef(entry.cardId, entry.printing), name } : undefined;
}

/** The image to ask for: the pinned printing's, else the card's printing in its pinned set, else its default's. */
export function imageSubjectOf(target: CardImageRef): { subject: ImageSubject; id: string; set?: string } {
  if (target.printingId) return { subject: 'printing', id: target.printingId };
  return target.set ? { subject: 'card', id: target.cardId, set: target.set } : { subject: 'card', id: target.cardId };
}

type Origin = 'pointer' | 'focus';

/** Marks the preview's own element: focus moving into it (its flip control) keeps it open. */
const PREVIEW_ATTRIBUTE = 'data-card-preview';

interface PreviewState {
  target: PreviewTarget | null;
  anchor: HTMLElement | null;
  origin: Origin;
  face: ImageFace;
  /** A split, aftermath or flip card's image turned to read its other half (engine readingTurn). */
  turned: boolean;
  /** Bumped when the anchor may have moved (a list scrolled under a focused row), so the preview re-places. */
  moved: number;
}

export const cardPreview = $state<PreviewState>({
  target: null,
  anchor: null,
  origin: 'pointer',
  face: 'front',
  turned: false,
  moved: 0,
});

/** A resting pointer, not one passing over rows on its way elsewhere. */
const HOVER_DELAY_MS = 300;
/** How long after the last scroll the pointer counts as resting again. */
const SCROLL_QUIET_MS = 200;
/** Time to move the pointer from a row onto the preview (to flip it) before it goes. */
const HIDE_DELAY_MS = 150;

let lastScroll = Number.NEGATIVE_INFINITY;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function sameTarget(a: PreviewTarget | null, b: PreviewTarget): boolean {
  return a?.cardId === b.cardId && a.printingId === b.printingId && a.set === b.set;
}

function showPreview(target: PreviewTarget, anchor: HTMLElement, origin: Origin): void {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  if (!sameTarget(cardPreview.target, target)) {
    cardPreview.face = 'front';
    cardPreview.turned = false;
  }
  cardPreview.target = target;
  cardPreview.anchor = anchor;
  cardPreview.origin = origin;
}

function hidePreview(): void {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  cardPreview.target = null;
  cardPreview.anchor = null;
}

/**
 * A list whose focus stays in its search box moved its selection by keyboard: the preview shows the selected card
 * beside its row (by element id) once the list has drawn it.
 */
export async function previewSelection(target: PreviewTarget | undefined, elementId: string): Promise<void> {
  await tick();
  const element = document.getElementById(elementId);
  if (target && element) showPreview(target, element, 'focus');
}

/** The pointer reached the preview itself: it stays until the pointer leaves it. */
export function holdPreview(): void {
  clearTimeout(hideTimer);
}

export function releasePreview(): void {
  clearTimeout(hideTimer);
  if (cardPreview.origin === 'focus') return; // the focused row still asks for it
  hideTimer = setTimeout(hidePreview, HIDE_DELAY_MS);
}

export function flipPreview(): void {
  cardPreview.face = cardPreview.face === 'front' ? 'back' : 'front';
}

export function turnPreview(): void {
  cardPreview.turned = !cardPreview.turned;
}

function onScroll() {
  lastScroll = performance.now();
  clearTimeout(showTimer);
  if (!cardPreview.target) return;
  // A hovered row slides away under the pointer; a focused one stays the user's choice and the preview follows it.
  if (cardPreview.origin === 'pointer' || !cardPreview.anchor?.isConnected) hidePreview();
  else cardPreview.moved++;
}

function listenForScrolls() {
  if (listening) return;
  listening = true;
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
}

/** Hides the preview if it still stands beside this element, once the update under way is done. */
function hideFrom(element: HTMLElement) {
  queueMicrotask(() => {
    if (cardPreview.anchor === element) hidePreview();
  });
}

/**
 * `{@attach previewCard(target)}` on a row or tile: the preview shows for it on keyboard focus, and on hover once
 * the pointer rests while nothing scrolls. Without a target (a row still loading) it does nothing.
 */
export function previewCard(target: PreviewTarget | undefined): Attachment<HTMLElement> {
  return (element) => {
    if (!target) return;
    listenForScrolls();
    const onEnter = () => {
      clearTimeout(showTimer);
      showTimer = setTimeout(() => {
        if (performance.now() - lastScroll >= SCROLL_QUIET_MS && element.isConnected)
          showPreview(target, element, 'pointer');
      }, HOVER_DELAY_MS);
    };
    const onLeave = () => {
      clearTimeout(showTimer);
      if (cardPreview.anchor === element) releasePreview();
    };
    // Focus moves while the screen updates too (a focused row removed blurs it): the state changes after that.
    const onFocus = () => queueMicrotask(() => element.isConnected && showPreview(target, element, 'focus'));
    const onBlur = (event: FocusEvent) => {
      const into = event.relatedTarget instanceof Element ? event.relatedTarget : null;
      if (!into?.closest(`[${PREVIEW_ATTRIBUTE}]`)) hideFrom(element);
    };
    element.addEventListener('pointerenter', onEnter);
    element.addEventListener('pointerleave', onLeave);
    element.addEventListener('focus', onFocus);
    element.addEventListener('blur', onBlur);
    return () => {
      element.removeEventListener('pointerenter', onEnter);
      element.removeEventListener('pointerleave', onLeave);
      element.removeEventListener('focus', onFocus);
      element.removeEventListener('blur', onBlur);
      hideFrom(element);
    };
  };
}

interface Size {
  width: number;
  height: number;
}
export interface Box extends Size {
  left: number;
  top: number;
}

const MARGIN = 8;
const GAP = 12;

/**
 * Where the preview goes: beside its anchor, right if it fits there, else left, else over the side with more room;
 * its top level with the anchor's, moved up or down to stay inside the window.
 */
export function placePreview(anchor: Box, size: Size, viewport: Size): Box {
  const rightSpace = viewport.width - (anchor.left + anchor.width) - GAP - MARGIN;
  const leftSpace = anchor.left - GAP - MARGIN;
  const left =
    rightSpace >= size.width
      ? anchor.left + anchor.width + GAP
      : leftSpace >= size.width
        ? anchor.left - GAP - size.width
        : rightSpace >= leftSpace
          ? viewport.width - MARGIN - size.width
          : MARGIN;
  const top = Math.min(Math.max(MARGIN, anchor.top), viewport.height - MARGIN - size.height);
  return { left: Math.max(MARGIN, left), top: Math.max(MARGIN, top), ...size };
}
