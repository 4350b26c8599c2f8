/**
 * Below every lesson and index page: "You have done this lesson" with a way
 * to undo it (on a done lesson), the classic theme's footer (the "Last
 * updated on" date, from Git), then a link to report a problem with the page.
 * The link opens a new issue in the site's GitHub repository (GITHUB_ORG and
 * GITHUB_REPO in docusaurus.config.ts) with the page's address filled in, so
 * a reader needs no Git or Markdown to tell us what is wrong.
 */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import A from '@theme/MDXComponents/A';
import {LessonDone} from '@site/src/components/Progress';
import {useRouteOf} from '@site/src/components/Progress/lessons';

function reportProblemUrl({org, repo, pageUrl, title}: {org: string; repo: string; pageUrl: string; title: string}): string {
  const query = new URLSearchParams({
    title: `Problem on "${title}"`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or unclear:\n`,
  });
  return `https://github.com/${org}/${repo}/issues/new?${query}`;
}

export default function FooterWrapper(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const route = useRouteOf()(metadata.permalink);
  const href = reportProblemUrl({
    org: siteConfig.organizationName!,
    repo: siteConfig.projectName!,
    pageUrl: `${siteConfig.url}${metadata.permalink}`,
    title: metadata.title,
  });
  return (
    <>
      <LessonDone path={route} />
      <Footer />
      <p className="margin-top--md">
        <A href={href}>Report a problem with this page</A>
      </p>
    </>
  );
}
