import { constants, siteConfig } from '../../config/siteConfig.ts';

/**
 * Runs in <head> before first paint: marks the page as scripted, applies the stored colour mode
 * (or the system's, when the configuration says to follow it), and hides an announcement bar
 * the reader already closed, so neither flashes.
 */
export function headScript(): string {
  const { colorMode, announcementBar } = siteConfig;
  const { theme, announcementDismiss, announcementId } = constants.storage;
  return `(function(){var d=document.documentElement;d.classList.add('js');try{
var s=localStorage.getItem(${JSON.stringify(theme)});
${colorMode.disableSwitch ? '' : `if(s==='light'||s==='dark')d.dataset.theme=s;else if(${colorMode.respectPrefersColorScheme})d.dataset.theme=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';`}
${announcementBar ? `if(localStorage.getItem(${JSON.stringify(announcementDismiss)})==='true'&&localStorage.getItem(${JSON.stringify(announcementId)})===${JSON.stringify(announcementBar.id)})d.dataset.announcementDismissed='true';` : ''}
}catch(e){}})();`;
}
