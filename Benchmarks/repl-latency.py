#!/usr/bin/env python3
"""REPL start-up to the first prompt, and per-line latency (Enter to the next prompt), in a
pseudo-terminal, against `bigcalc 1+1` run as a command and against the floor of the measurement
(a shell that prints the prompt, started in the same pseudo-terminal). Medians of RUNS runs.

Usage: Benchmarks/repl-latency.py [BIGCALC] [--runs N]   (default .build/release/bigcalc, 30 runs)
"""
import os, pty, select, statistics, subprocess, sys, tempfile, termios, time

def read_until(fd, text, deadline):
    seen = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if text in seen:
                return seen
    raise TimeoutError(f"no {text!r} in {seen!r}")

def wait_for_editing(fd, deadline):
    """Waits until libedit has the terminal out of canonical mode (keys typed before would be
    taken by the kernel's line discipline)."""
    while termios.tcgetattr(fd)[3] & termios.ICANON and time.monotonic() < deadline:
        time.sleep(0.0002)

def spawn(binary, env, argv=None):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, argv or [binary], env)
    return pid, fd

def floor(env, runs):
    """Start-up to a prompt of /bin/sh printing "> ": what the pseudo-terminal and exec cost."""
    times = []
    for _ in range(runs):
        began = time.monotonic()
        pid, fd = spawn("/bin/sh", env, ["/bin/sh", "-c", 'printf "> "; sleep 5'])
        read_until(fd, b"> ", began + 10)
        times.append(time.monotonic() - began)
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        os.close(fd)
    return times

def main():
    args = sys.argv[1:]
    runs = 30
    if "--runs" in args:
        i = args.index("--runs"); runs = int(args[i + 1]); del args[i:i + 2]
    binary = args[0] if args else ".build/release/bigcalc"
    home = tempfile.mkdtemp(prefix="bigcalc-bench-")
    env = dict(os.environ, TERM="xterm", HOME=home, XDG_STATE_HOME=home + "/state")
    startup, lines = [], []
    for _ in range(runs):
        began = time.monotonic()
        pid, fd = spawn(binary, env)
        read_until(fd, b"> ", began + 10)
        startup.append(time.monotonic() - began)
        for _ in range(5):
            wait_for_editing(fd, time.monotonic() + 10)
            began = time.monotonic()
            os.write(fd, b"1+1\r")
            read_until(fd, b"= 2\r\n> ", began + 10)
            lines.append(time.monotonic() - began)
        wait_for_editing(fd, time.monotonic() + 10)
        os.write(fd, b"\x04")
        os.waitpid(pid, 0)
        os.close(fd)
    command = []
    for _ in range(runs):
        began = time.monotonic()
        subprocess.run([binary, "1+1"], stdout=subprocess.DEVNULL, check=True)
        command.append(time.monotonic() - began)
    shell = floor(env, runs)
    ms = lambda values: f"{statistics.median(values) * 1000:.1f} ms"
    print(f"sh printing a prompt (floor):   {ms(shell)}")
    print(f"bigcalc 1+1 (command):          {ms(command)}")
    print(f"REPL start-up to the prompt:    {ms(startup)}")
    print(f"REPL line 1+1, Enter to prompt: {ms(lines)}  ({len(lines)} lines)")

if __name__ == "__main__":
    main()
