import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { clearToken, editMode } from '../lib/auth';
import { settings } from '../lib/settings';

const ANCHORS = [
  ['prs', 'PRs'],
  ['recent', 'Races'],
  ['press', 'Press'],
  ['coach', 'Coach'],
  ['support', 'Cheer'],
] as const;

/** The fixed top navigation: the site title home, and anchor links into the home page. */
function TopNav() {
  useSignals();
  const [location] = useLocation();
  const onHome = location === '/';
  return (
    <header className="topnav">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav className="topnav__inner" aria-label="Main">
        <Link href="/" className="topnav__brand">
          {settings.value.heroTitle}
        </Link>
        <ul className="topnav__links" role="list">
          {ANCHORS.map(([id, label]) => (
            <li key={id}>
              <a href={onHome ? `#${id}` : `/#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** Footer with the year, and a Login link when signed out. */
function Footer() {
  useSignals();
  return (
    <footer className="footer">
      <p>
        © {new Date().getFullYear()} {settings.value.heroTitle}
      </p>
      <nav aria-label="Footer" className="footer__links">
        <Link href="/courses">Races</Link>
        <Link href="/prs">PRs</Link>
        <Link href="/training">Training</Link>
        <Link href="/team">Team</Link>
        {!editMode.value && <Link href="/admin/login">Login</Link>}
      </nav>
    </footer>
  );
}

/** Floating Admin and Logout buttons for a signed-in admin. */
function AdminFloat() {
  useSignals();
  const [, navigate] = useLocation();
  if (!editMode.value) return null;
  return (
    <div className="admin-float" role="group" aria-label="Admin">
      <Link href="/admin" className="btn btn--small btn--primary">
        Admin
      </Link>
      <button
        type="button"
        className="btn btn--small btn--glass"
        onClick={() => {
          clearToken();
          navigate('/');
        }}
      >
        Logout
      </button>
    </div>
  );
}

/** The page frame shared by every route. */
export function Layout(props: { children: ReactNode }) {
  return (
    <>
      <TopNav />
      {props.children}
      <Footer />
      <AdminFloat />
    </>
  );
}
