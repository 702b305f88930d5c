import { useData } from 'vike-react/useData';
import { Link } from '../../components/common/Link.tsx';
import { Markdown } from '../../components/content/Markdown.tsx';
import { useT } from '../../i18n/i18n.tsx';
import type { Data } from './+data.ts';
import './home.css';

export default function Page() {
  const { home } = useData<Data>();
  const t = useT();
  return (
    <div className="home" data-pagefind-body="" data-pagefind-meta="group:pages">
      <header className="hero">
        <h1 className="hero-title">{home.title}</h1>
        <p className="hero-tagline">{home.tagline}</p>
        <div className="hero-buttons">
          <Link to="/docs/intro" className="button button-primary">
            {home.cta}
          </Link>
          <Link to="/api" className="button button-secondary">
            {t('home.tryApi')}
          </Link>
        </div>
      </header>
      <section className="features">
        {home.features.map((feature) => (
          <div key={feature.title} className="feature">
            <h2>{feature.title}</h2>
            <p>{feature.description}</p>
          </div>
        ))}
      </section>
      <Markdown html={home.html} className="home-body" />
    </div>
  );
}
