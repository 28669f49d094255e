import { Modal } from '../components/Modal';
import { ensureAdminStyles } from '../admin-kit/admin-styles';
import { HeroVideoBlock } from '../admin-kit/HeroVideoBlock';
import { t } from './home.messages';

// A chunk of its own, loaded when an admin opens the hero video changer on the home page.
ensureAdminStyles();

/** The admin's hero video block (upload, pick from the library, clear) in a dialog over the home page. */
export default function HeroVideoModal(props: { onClose: () => void }) {
  return (
    <Modal title={t('hero.changeVideo')} onClose={props.onClose} wide className="hero-video-modal">
      <HeroVideoBlock />
    </Modal>
  );
}
