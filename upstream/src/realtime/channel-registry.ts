/** Which connections listen on which channel; one instance per Pusher server. */
export class ChannelRegistry<Member> {
  private readonly channels = new Map<string, Set<Member>>();

  add(channel: string, member: Member): void {
    let members = this.channels.get(channel);
    if (!members) {
      members = new Set();
      this.channels.set(channel, members);
    }
    members.add(member);
  }

  remove(channel: string, member: Member): void {
    const members = this.channels.get(channel);
    if (!members) return;
    members.delete(member);
    // Dropping empty channels keeps a long-running server from collecting every channel it saw.
    if (members.size === 0) this.channels.delete(channel);
  }

  has(channel: string, member: Member): boolean {
    return this.channels.get(channel)?.has(member) ?? false;
  }

  members(channel: string): ReadonlySet<Member> {
    return this.channels.get(channel) ?? new Set();
  }

  count(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }
}
