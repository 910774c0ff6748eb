// /join/tournament/{id}/{token}: an invitation link. It opens the tournament's page with the invite
// modal for the token, replacing the link in the history so "back" does not ask again.
import { Navigate, useParams } from 'react-router';
import { useLocalePath } from '../../lib/locale-navigation';

export function JoinTournamentRoute() {
  const { id = '', token = '' } = useParams();
  const localePath = useLocalePath();
  const query = new URLSearchParams({ invite_token: token });
  return <Navigate replace to={localePath(`/tournaments/${id}?${query.toString()}`)} />;
}
