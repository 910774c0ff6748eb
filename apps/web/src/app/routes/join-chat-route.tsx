// /join/chat/{token}: a chat invitation link. It joins the group or channel, goes to the home page
// and opens the chat there; a link that does not work shows the server's reason and goes home too.
// A visitor who is not signed in is asked to sign in first.
import { Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { StatusPanel } from '../../components/ui/status-panel';
import { addressOf, joinChatByInvite } from '../../features/chat/api/chat-info';
import { openChat } from '../../features/chat/chat-modal-store';
import { describeError } from '../../lib/api-error';
import { useIsSignedIn } from '../../lib/auth-tokens';
import { useLocalePath } from '../../lib/locale-navigation';
import { showToast } from '../../lib/toast';

export function JoinChatRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  const isSignedIn = useIsSignedIn();
  // StrictMode runs effects twice; the link is used once.
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const goHome = () => void navigate(localePath('/'), { replace: true });
    if (!isSignedIn) {
      void navigate(localePath('/login'), { replace: true });
      return;
    }
    joinChatByInvite(queryClient, token).then(
      (chat) => {
        showToast(t('chat.invite.joined', { name: chat.name }), 'success');
        goHome();
        openChat(addressOf(chat));
      },
      (error: unknown) => {
        showToast(describeError(error) ?? t('chat.invite.failed'), 'error');
        goHome();
      },
    );
  }, [isSignedIn, localePath, navigate, queryClient, t, token]);

  return <StatusPanel icon={<Loader size="sm" />} title={t('common.loading')} />;
}
