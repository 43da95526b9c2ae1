import { describe, expect, it } from 'vitest';
import { appTabs } from '../appTabs';
import { projectNavFor } from '../project/projectNav';
import { sectionAvailable, sectionTabs } from '../section/sectionNav';
import { tabsOf, type TabHost } from './tabs';

describe('the tab registry', () => {
  it.each(['project', 'projectTool', 'profile', 'registration'] as TabHost[])('has one entry per key on the %s page', (host) => {
    const keys = tabsOf(appTabs, host).map((tab) => tab.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the project tabs and links in the order of spec 2 §2, each with its flag and a registered screen', () => {
    const pages = tabsOf(appTabs, 'project');
    const every = (kind: 'tab' | 'action') => projectNavFor(pages, kind, new Proxy({}, { get: () => true }), () => true).map((e) => e.path);
    expect(every('tab')).toEqual(['overzicht', 'inschrijvingen', 'rollen', 'groepen', 'scenes', 'repetities', 'berichten']);
    expect(every('action')).toEqual(['bewerk', 'kopieer-deelnemers', 'kalender', 'meldingen', 'instellingen']);
    const exists = (path: string) => path !== 'bewerk';
    expect(projectNavFor(pages, 'tab', { canReadProjects: true }, exists).map((e) => e.key)).toEqual(['overview']);
    expect(projectNavFor(pages, 'action', { canUpdateProjects: true }, () => true).map((e) => e.key)).toEqual(['edit', 'settings']);
    expect(projectNavFor(pages, 'action', { canUpdateProjects: true }, exists).map((e) => e.key)).toEqual(['settings']);
    expect(projectNavFor(pages, 'tab', {}, () => true)).toEqual([]);
  });

  it('orders the sections’ tabs and opens a section for any one of its rights (spec 3 §2)', () => {
    const pages = tabsOf(appTabs, 'section');
    expect(sectionTabs(pages, 'rental', { canReadOrders: true, canReadCategories: true }, () => true).map((e) => e.key)).toEqual(['orders', 'categories']);
    expect(sectionTabs(pages, 'clothing', { canReadRacks: true, canReadArticles: true }, (path) => path !== '/kledijbeheer/rekken').map((e) => e.key)).toEqual(['articles']);
    expect(sectionAvailable(pages, 'clothing', { canReadColors: true })).toBe(true);
    expect(sectionAvailable(pages, 'rental', { canReadColors: true })).toBe(false);
  });
});
