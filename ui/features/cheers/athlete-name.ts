// Its own file: the contact page names the athlete too, without loading the cheer wall's code.

/** The first word of the site title, to address the athlete by name. */
export function athleteFirstName(title: string): string {
  return title.split(/\s+/)[0] || title;
}
