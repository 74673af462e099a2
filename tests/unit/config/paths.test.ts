import { normaliseTeamCode, paths, teamAccessLink, teamNameCandidates } from '@/config/paths'

describe('route table', () => {
  it('builds the spec paths', () => {
    expect(paths.home.href()).toBe('/')
    expect(paths.adminRoot.href()).toBe('/admin')
    expect(paths.adminDashboard.href('wjwc2025')).toBe('/admin/wjwc2025')
    expect(paths.adminEvents.href()).toBe('/admin/events')
    expect(paths.adminEventNew.href()).toBe('/admin/events/new')
    expect(paths.adminEventEdit.href('mjwc2026')).toBe('/admin/events/mjwc2026/edit')
    expect(paths.adminTeam.href('mjwc2025', 'New Zealand')).toBe('/admin/mjwc2025/New%20Zealand')
    expect(paths.adminTeam.href('mjwc2025', "Côte d'Ivoire")).toBe("/admin/mjwc2025/C%C3%B4te%20d'Ivoire")
    expect(paths.teamUpload.href('mjwc2025', 'abc123xyz789')).toBe('/mjwc2025/ABC123XYZ789')
  })

  it('builds the shareable access link from the origin', () => {
    expect(teamAccessLink('https://photos.example.org/', 'wjwc2025', 'K7QXP2MZ9RTA')).toBe(
      'https://photos.example.org/wjwc2025/K7QXP2MZ9RTA',
    )
  })

  it.each([
    ['New%20Zealand', 'New Zealand'],
    ['New-Zealand', 'New Zealand'],
    ['south-africa', 'south africa'],
    ['India', 'India'],
    ["C%C3%B4te-d'Ivoire", "Côte d'Ivoire"],
    ['%E0%A4', '%E0%A4'],
  ])('admin team segment %s reads first as %s', (segment, name) => {
    expect(teamNameCandidates(segment)[0]).toBe(name)
  })

  it('keeps the dashed spelling as a second candidate for teams whose name has a dash', () => {
    expect(teamNameCandidates('Guinea-Bissau')).toEqual(['Guinea Bissau', 'Guinea-Bissau'])
    expect(teamNameCandidates('India')).toEqual(['India'])
  })

  it('upper-cases and trims codes', () => {
    expect(normaliseTeamCode(' k7qxp2mz9rta ')).toBe('K7QXP2MZ9RTA')
  })
})

describe('the leftover files page', () => {
  it('has a path no team page can shadow (two segments after the event)', () => {
    expect(paths.adminLeftovers.href('mjwc2025')).toBe('/admin/mjwc2025/files/leftovers')
    expect(paths.adminTeam.href('mjwc2025', 'leftovers')).toBe('/admin/mjwc2025/leftovers')
  })
})
