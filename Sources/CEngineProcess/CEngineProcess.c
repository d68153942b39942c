// pipe2 and O_CLOEXEC on Linux.
#define _GNU_SOURCE
#include "CEngineProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __APPLE__
// A library on Darwin reaches the environment through a function, not the symbol.
#include <crt_externs.h>
#define environ (*_NSGetEnviron())
#else
extern char **environ;
#endif

int hitchain_spawn(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd, pid_t *pid) {
    posix_spawnattr_t attr;
    posix_spawn_file_actions_t actions;
    int status = posix_spawnattr_init(&attr);
    if (status != 0) return status;
    status = posix_spawn_file_actions_init(&actions);
    if (status != 0) {
        posix_spawnattr_destroy(&attr);
        return status;
    }
    short flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
#ifdef POSIX_SPAWN_CLOEXEC_DEFAULT
    // Darwin: no descriptor but those the actions below give is inherited.
    flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
#endif
    posix_spawnattr_setflags(&attr, flags);
    posix_spawnattr_setpgroup(&attr, 0);
    // Signals this process ignores or handles (SIGPIPE, Ctrl-C's) are the engine's to decide.
    sigset_t defaults, none;
    sigemptyset(&defaults);
    int reset[] = {SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGCHLD, SIGALRM,
                   SIGTSTP, SIGTTIN, SIGTTOU};
    for (size_t i = 0; i < sizeof reset / sizeof reset[0]; i++) sigaddset(&defaults, reset[i]);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attr, &none);
    int fds[3] = {in_fd, out_fd, err_fd};
    for (int target = 0; target < 3; target++) {
        if (fds[target] >= 0) {
            posix_spawn_file_actions_adddup2(&actions, fds[target], target);
        } else {
            posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0);
        }
    }
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    // Linux: every other descriptor closed, whoever opened it and however.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
#endif
    status = posix_spawn(pid, path, &actions, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    return status;
}

int hitchain_ended(pid_t pid, int *signalled, int *code) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    int result;
    do {
        result = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT);
    } while (result < 0 && errno == EINTR);
    if (result < 0) return -1;
    if (info.si_pid == 0) return 0;
    *signalled = info.si_code == CLD_EXITED ? 0 : 1;
    *code = info.si_status;
    return 1;
}

void hitchain_reap(pid_t pid) {
    int status;
    while (waitpid(pid, &status, WNOHANG) < 0 && errno == EINTR) {
    }
}

static int above_standard(int fd) {
    if (fd > 2) return fd;
    int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    close(fd);
    return moved;
}

int hitchain_pipe(int fds[2]) {
    int made[2];
#ifdef __linux__
    if (pipe2(made, O_CLOEXEC) != 0) return errno;
#else
    if (pipe(made) != 0) return errno;
    fcntl(made[0], F_SETFD, FD_CLOEXEC);
    fcntl(made[1], F_SETFD, FD_CLOEXEC);
#endif
    for (int i = 0; i < 2; i++) made[i] = above_standard(made[i]);
    if (made[0] < 0 || made[1] < 0) {
        int problem = errno;
        if (made[0] >= 0) close(made[0]);
        if (made[1] >= 0) close(made[1]);
        return problem;
    }
    fds[0] = made[0];
    fds[1] = made[1];
    return 0;
}
