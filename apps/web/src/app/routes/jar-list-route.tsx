// The profile's jars tab: on the own profile the viewer's jars or everyone's, with creating one
// (which then opens the new jar's page); on another profile that user's jars.
import { useNavigate } from 'react-router';
import { JarsBrowser } from '../../features/jars/components/jars-browser';
import { useLocalePath } from '../../lib/locale-navigation';
import { useProfileTarget } from './profile-target';

export function ProfileJarsRoute() {
  const { profile, isOwn } = useProfileTarget();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <JarsBrowser
      key={profile.id}
      ownerId={profile.id}
      ownerName={profile.username}
      isOwn={isOwn}
      onCreated={(jar) => void navigate(localePath(`/jar/${String(jar.id)}`))}
    />
  );
}
