/**
 * `docker version` as Docker Desktop answers it. The journey runs Docker
 * Engine on Linux; a Windows or Mac learner installs Docker Desktop, whose
 * client is a Windows or macOS program and whose engine runs in its own
 * Linux virtual machine, in the `desktop-linux` context. Its output has the
 * same parts with other lines: `Client:` with `windows/amd64` or
 * `darwin/arm64` (an Apple chip, as most Macs in use have), and
 * `Server: Docker Desktop 4.NN.N (BUILD)` with `linux/amd64` or
 * `linux/arm64`.
 *
 * Each sample below is Docker Desktop's output as published by its users
 * (Windows: Docker Desktop 4.55.0 with Engine 29.1.3; Mac: Docker Desktop
 * 4.56.0 with Engine 29.1.3), the releases of December 2025, whose engine
 * is the one the Linux box shows. The lesson says the numbers will differ.
 */
import type {System} from './systems';

const WINDOWS = `Client:
 Version:           29.1.3
 API version:       1.52
 Go version:        go1.25.5
 Git commit:        f52814d
 Built:             Fri Dec 12 14:51:52 2025
 OS/Arch:           windows/amd64
 Context:           desktop-linux

Server: Docker Desktop 4.55.0 (213807)
 Engine:
  Version:          29.1.3
  API version:      1.52 (minimum version 1.44)
  Go version:       go1.25.5
  Git commit:       fbf3ed2
  Built:            Fri Dec 12 14:49:51 2025
  OS/Arch:          linux/amd64
  Experimental:     false
 containerd:
  Version:          v2.2.0
  GitCommit:        1c4457e00facac03ce1d75f7b6777a7a851e5c41
 runc:
  Version:          1.3.4
  GitCommit:        v1.3.4-0-gd6d73eb8
 docker-init:
  Version:          0.19.0
  GitCommit:        de40ad0`;

const MAC = `Client:
 Version:           29.1.3
 API version:       1.52
 Go version:        go1.25.5
 Git commit:        f52814d
 Built:             Fri Dec 12 14:48:46 2025
 OS/Arch:           darwin/arm64
 Context:           desktop-linux

Server: Docker Desktop 4.56.0 (214940)
 Engine:
  Version:          29.1.3
  API version:      1.52 (minimum version 1.44)
  Go version:       go1.25.5
  Git commit:       fbf3ed2
  Built:            Fri Dec 12 14:50:40 2025
  OS/Arch:          linux/arm64
  Experimental:     false
 containerd:
  Version:          v2.2.1
  GitCommit:        dea7da592f5d1d2b7755e3a161be07f43fad8f75
 runc:
  Version:          1.3.4
  GitCommit:        v1.3.4-0-gd6d73eb8
 docker-init:
  Version:          0.19.0
  GitCommit:        de40ad0`;

export const DOCKER_DESKTOP_VERSION: Partial<Record<System, string>> = {windows: WINDOWS, mac: MAC};

/** The output of `docker version` on `system`: Docker Desktop's, where the learner has Docker Desktop. */
export function dockerDesktopOutput(command: string, output: string, system: System): string {
  if (command.trim() !== 'docker version' || !/^Client:/.test(output)) return output;
  return DOCKER_DESKTOP_VERSION[system] ?? output;
}

/**
 * A build's reference in Docker Desktop's Builds view, as its link ends. Each
 * build has its own, 25 lower-case letters and digits; this one stands for
 * the learner's.
 */
const BUILD_REF = 'r8u3yq0l5x1tk2m9w4c7vj6ne';

/**
 * `docker build` on Docker Desktop: BuildKit names the builder of the
 * `desktop-linux` context, not `default`, and Desktop adds the link to the
 * build in its window as the last line ("View build details:
 * docker-desktop://dashboard/build/desktop-linux/desktop-linux/REF", as
 * Docker's docs and its users' published builds show it).
 */
export function dockerDesktopBuild(command: string, output: string): string {
  if (!/^docker (buildx )?build\b/.test(command.trim()) || !/ docker:default$/m.test(output)) return output;
  const header = output.replace(/^(\[\+\] Building .*?)( +)docker:default$/m, (_line, start: string, gap: string) => {
    // The builder's name ends at the same column: the gap narrows by the longer name.
    const extra = 'desktop-linux'.length - 'default'.length;
    return `${start}${' '.repeat(Math.max(1, gap.length - extra))}docker:desktop-linux`;
  });
  return `${header}\nView build details: docker-desktop://dashboard/build/desktop-linux/desktop-linux/${BUILD_REF}`;
}
