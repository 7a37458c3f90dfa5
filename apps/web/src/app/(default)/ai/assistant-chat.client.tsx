'use client';
// The assistant's conversation with the engagement feature's favourite button on each product it finds (a
// feature uses another's components only through the page that composes them).
import type { ComponentProps } from 'react';
import { AssistantConversation } from '@/features/assistant/assistant-conversation.client';
import { FavoriteButton } from '@/features/engagement/favorite-button.client';

export function AssistantChat(props: Omit<ComponentProps<typeof AssistantConversation>, 'productAction'>) {
  return (
    <AssistantConversation
      {...props}
      productAction={(product) => (
        <FavoriteButton objectType="product" objectId={product.id} title={product.title} compact />
      )}
    />
  );
}
