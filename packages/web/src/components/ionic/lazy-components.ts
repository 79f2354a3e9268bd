// Ionic components used only by lazily loaded pages, wrapped one by one (the same way @ionic/react
// wraps them). @ionic/react is a single module, so any component imported from it lands in the
// initial bundle even when only a lazy page uses it; importing these from here instead keeps their
// code in the chunks of the pages that use them. Never import this module from eagerly loaded code.
import React from 'react';
import type * as Ionic from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import {
  IonCheckbox as CheckboxElement,
  defineCustomElement as defineCheckbox,
} from '@ionic/core/components/ion-checkbox.js';
import {
  IonInfiniteScroll as InfiniteScrollElement,
  defineCustomElement as defineInfiniteScroll,
} from '@ionic/core/components/ion-infinite-scroll.js';
import {
  IonInfiniteScrollContent as InfiniteScrollContentElement,
  defineCustomElement as defineInfiniteScrollContent,
} from '@ionic/core/components/ion-infinite-scroll-content.js';
import {
  IonInput as InputElement,
  defineCustomElement as defineInput,
} from '@ionic/core/components/ion-input.js';
import {
  IonInputPasswordToggle as PasswordToggleElement,
  defineCustomElement as definePasswordToggle,
} from '@ionic/core/components/ion-input-password-toggle.js';
import {
  IonList as ListElement,
  defineCustomElement as defineList,
} from '@ionic/core/components/ion-list.js';
import {
  IonMenu as MenuElement,
  defineCustomElement as defineMenu,
} from '@ionic/core/components/ion-menu.js';
import {
  IonMenuToggle as MenuToggleElement,
  defineCustomElement as defineMenuToggle,
} from '@ionic/core/components/ion-menu-toggle.js';
import {
  IonModal as ModalElement,
  defineCustomElement as defineModal,
} from '@ionic/core/components/ion-modal.js';
import {
  IonNote as NoteElement,
  defineCustomElement as defineNote,
} from '@ionic/core/components/ion-note.js';
import {
  IonSegment as SegmentElement,
  defineCustomElement as defineSegment,
} from '@ionic/core/components/ion-segment.js';
import {
  IonSegmentButton as SegmentButtonElement,
  defineCustomElement as defineSegmentButton,
} from '@ionic/core/components/ion-segment-button.js';
import {
  IonSkeletonText as SkeletonTextElement,
  defineCustomElement as defineSkeletonText,
} from '@ionic/core/components/ion-skeleton-text.js';
import {
  IonTextarea as TextareaElement,
  defineCustomElement as defineTextarea,
} from '@ionic/core/components/ion-textarea.js';
import {
  IonToggle as ToggleElement,
  defineCustomElement as defineToggle,
} from '@ionic/core/components/ion-toggle.js';

const focusEvents = { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' } as const;

export const IonCheckbox = /*@__PURE__*/ createComponent({
  tagName: 'ion-checkbox',
  elementClass: CheckboxElement,
  react: React,
  events: { onIonChange: 'ionChange', ...focusEvents },
  defineCustomElement: defineCheckbox,
}) as unknown as typeof Ionic.IonCheckbox;

export const IonInfiniteScroll = /*@__PURE__*/ createComponent({
  tagName: 'ion-infinite-scroll',
  elementClass: InfiniteScrollElement,
  react: React,
  events: { onIonInfinite: 'ionInfinite' },
  defineCustomElement: defineInfiniteScroll,
}) as unknown as typeof Ionic.IonInfiniteScroll;

export const IonInfiniteScrollContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-infinite-scroll-content',
  elementClass: InfiniteScrollContentElement,
  react: React,
  events: {},
  defineCustomElement: defineInfiniteScrollContent,
}) as unknown as typeof Ionic.IonInfiniteScrollContent;

export const IonInput = /*@__PURE__*/ createComponent({
  tagName: 'ion-input',
  elementClass: InputElement,
  react: React,
  events: { onIonInput: 'ionInput', onIonChange: 'ionChange', ...focusEvents },
  defineCustomElement: defineInput,
}) as unknown as typeof Ionic.IonInput;

export const IonInputPasswordToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-input-password-toggle',
  elementClass: PasswordToggleElement,
  react: React,
  events: {},
  defineCustomElement: definePasswordToggle,
}) as unknown as typeof Ionic.IonInputPasswordToggle;

export const IonList = /*@__PURE__*/ createComponent({
  tagName: 'ion-list',
  elementClass: ListElement,
  react: React,
  events: {},
  defineCustomElement: defineList,
}) as unknown as typeof Ionic.IonList;

export const IonMenu = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu',
  elementClass: MenuElement,
  react: React,
  events: {
    onIonWillOpen: 'ionWillOpen',
    onIonWillClose: 'ionWillClose',
    onIonDidOpen: 'ionDidOpen',
    onIonDidClose: 'ionDidClose',
  },
  defineCustomElement: defineMenu,
}) as unknown as typeof Ionic.IonMenu;

export const IonMenuToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-menu-toggle',
  elementClass: MenuToggleElement,
  react: React,
  events: {},
  defineCustomElement: defineMenuToggle,
}) as unknown as typeof Ionic.IonMenuToggle;

/**
 * The bare ion-modal element. Use AppModal (app-modal.tsx), which portals it to ion-app where Ionic
 * moves a presented modal anyway, so React keeps owning the node.
 */
export const IonModal = /*@__PURE__*/ createComponent({
  tagName: 'ion-modal',
  elementClass: ModalElement,
  react: React,
  events: {
    onIonModalDidPresent: 'ionModalDidPresent',
    onIonModalWillDismiss: 'ionModalWillDismiss',
    onIonModalDidDismiss: 'ionModalDidDismiss',
  },
  defineCustomElement: defineModal,
});

export const IonNote = /*@__PURE__*/ createComponent({
  tagName: 'ion-note',
  elementClass: NoteElement,
  react: React,
  events: {},
  defineCustomElement: defineNote,
}) as unknown as typeof Ionic.IonNote;

export const IonSegment = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment',
  elementClass: SegmentElement,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement: defineSegment,
}) as unknown as typeof Ionic.IonSegment;

export const IonSegmentButton = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment-button',
  elementClass: SegmentButtonElement,
  react: React,
  events: {},
  defineCustomElement: defineSegmentButton,
}) as unknown as typeof Ionic.IonSegmentButton;

export const IonSkeletonText = /*@__PURE__*/ createComponent({
  tagName: 'ion-skeleton-text',
  elementClass: SkeletonTextElement,
  react: React,
  events: {},
  defineCustomElement: defineSkeletonText,
}) as unknown as typeof Ionic.IonSkeletonText;

export const IonTextarea = /*@__PURE__*/ createComponent({
  tagName: 'ion-textarea',
  elementClass: TextareaElement,
  react: React,
  events: { onIonInput: 'ionInput', onIonChange: 'ionChange', ...focusEvents },
  defineCustomElement: defineTextarea,
}) as unknown as typeof Ionic.IonTextarea;

export const IonToggle = /*@__PURE__*/ createComponent({
  tagName: 'ion-toggle',
  elementClass: ToggleElement,
  react: React,
  events: { onIonChange: 'ionChange', ...focusEvents },
  defineCustomElement: defineToggle,
}) as unknown as typeof Ionic.IonToggle;
