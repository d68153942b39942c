// Starting and ending the processes of engines in other languages (HitChainEngines'
// `EngineProcess`): what Swift cannot say safely about a child between fork and exec, and
// the wait that leaves a child unreaped so that its process group's id stays reserved.
#ifndef CENGINEPROCESS_H
#define CENGINEPROCESS_H

#include <sys/types.h>

/// Starts `path` with `argv` (NULL-terminated) and this process's environment: its standard
/// input, output and error on `in_fd`, `out_fd` and `err_fd` (-1: /dev/null), in a process
/// group of its own (its id is the child's pid), with no other descriptor of this process,
/// every signal at its default and none blocked. Returns 0 and the child's pid in `pid`, or
/// the errno that kept it from starting (ENOENT, EACCES, ENOEXEC, …).
int hitchain_spawn(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd, pid_t *pid);

/// Whether the child `pid` has ended, without reaping it: 1 with `signalled` (0: it exited,
/// 1: a signal ended it) and `code` (its exit status, or the signal); 0 while it runs; -1
/// when it is no child of this process.
int hitchain_ended(pid_t pid, int *signalled, int *code);

/// Reaps the ended child `pid`: its id (and its group's) may then be reused.
void hitchain_reap(pid_t pid);

/// A pipe whose ends close on exec and are above standard error (even when this process was
/// started with a standard descriptor closed). Returns 0, or an errno.
int hitchain_pipe(int fds[2]);

#endif
