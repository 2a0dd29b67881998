#include "core/AtomicFile.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace tp {

namespace fs = std::filesystem;

namespace {

const std::string kTempMark = ".tmp-";

DiskStepObserver &observer()
{
    static DiskStepObserver o;
    return o;
}

void step(const std::string &what)
{
    if (observer())
        observer()(what);
}

// fsync, where the file system can: EINVAL (it cannot sync this kind of file) and EROFS are no
// failure, the data is as safe as that file system makes it.
bool syncFd(int fd)
{
    return ::fsync(fd) == 0 || errno == EINVAL || errno == EROFS;
}

// ".plan.json.tmp-1234-9f3a…" for plan.json: a dot name, so a leftover is never read as a catalog
// file; the process id, so the next run knows a leftover of a killed one; and 64 random bits, so
// nobody sharing the folder can plant a link at the name beforehand (issue 34).
fs::path tempPathFor(const fs::path &target)
{
    static std::random_device device;
    const unsigned long long nonce = (static_cast<unsigned long long>(device()) << 32) ^ device();
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", nonce);
    return target.parent_path() /
           ("." + target.filename().string() + kTempMark + std::to_string(::getpid()) + "-" + hex);
}

// Flushes a folder's entries (a file created or renamed into it) to the disk. A folder that cannot
// be opened or synced (some network file systems) is no write failure: the rename has happened.
void syncFolder(const fs::path &folder)
{
    const std::string name = folder.empty() ? std::string(".") : folder.string();
    const int fd = ::open(name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    if (syncFd(fd))
        step("sync-folder " + name);
    ::close(fd);
}

bool processAlive(long pid)
{
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

// Removes ".NAME.tmp-PID" files and folders beside `target` whose process is gone (a run killed
// between writing and renaming).
void removeStaleTemporaries(const fs::path &target)
{
    const std::string prefix = "." + target.filename().string() + kTempMark;
    std::error_code ec;
    const fs::path parent = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    for (fs::directory_iterator it(parent, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.compare(0, prefix.size(), prefix) != 0)
            continue;
        // "PID-NONCE" (or "PID", as earlier versions named them)
        const std::string pid = name.substr(prefix.size(), name.find('-', prefix.size()) - prefix.size());
        if (pid.empty() || !std::all_of(pid.begin(), pid.end(), [](char c) { return c >= '0' && c <= '9'; }))
            continue;
        if (pid.size() > 9 || processAlive(std::stol(pid)))
            continue;
        std::error_code ignored;
        fs::remove_all(it->path(), ignored);
    }
}

std::string errnoText()
{
    return std::strerror(errno);
}

// Writes `text` to a new file at `path` (created exclusively, never through a link) and flushes it
// to the disk before closing it. On failure the file is removed and `error` says why.
bool writeNewFileSynced(const fs::path &path, const std::string &text, bool executable, std::string &error)
{
    int fd =
        ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, executable ? 0777 : 0666);
    if (fd < 0) {
        error = "cannot create " + path.string() + ": " + errnoText();
        return false;
    }
    const auto fail = [&](const std::string &message) {
        error = message;
        if (fd >= 0)
            ::close(fd);
        std::error_code ignored;
        fs::remove(path, ignored);
        return false;
    };
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return fail("cannot write " + path.string() + ": " + errnoText());
        done += static_cast<std::size_t>(n);
    }
    // on the disk before it takes the old file's place: a power cut leaves the old file or the
    // new one, not an empty one
    if (!syncFd(fd))
        return fail("cannot write " + path.string() + ": " + errnoText());
    step("sync " + path.string());
    const int closed = ::close(fd);
    fd = -1;
    if (closed != 0)
        return fail("cannot write " + path.string() + ": " + errnoText());
    return true;
}

} // namespace

void setDiskStepObserver(DiskStepObserver o)
{
    observer() = std::move(o);
}

std::string linkProblem(const std::string &path)
{
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(path, ec)))
        return {};
    const fs::path to = fs::read_symlink(path, ec);
    return path + " is a symbolic link" + (ec ? std::string() : " to " + to.string()) +
           "; TrainPlan does not write through links (one planted at an output name would make it "
           "replace another file): give the path of the file itself";
}

std::string replaceProblem(const std::string &path)
{
    if (std::string why = linkProblem(path); !why.empty())
        return why;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec || st.type() == fs::file_type::not_found || st.type() == fs::file_type::regular)
        return {};
    if (st.type() == fs::file_type::directory)
        return path + " is a folder; give a file name";
    return path + " is not a regular file (a device, FIFO or socket); TrainPlan replaces only regular files";
}

bool writeFileAtomically(const std::string &path, const std::string &text, std::string &error)
{
    if (const std::string why = replaceProblem(path); !why.empty()) {
        error = why;
        return false;
    }
    const fs::path target(path);
    removeStaleTemporaries(target);
    const fs::path temp = tempPathFor(target);
    // a new file of our own: never an existing one, never through a link
    if (!writeNewFileSynced(temp, text, false, error))
        return false;
    std::error_code ec;
    fs::rename(temp, target, ec);
    if (ec) {
        error = "cannot replace " + target.string() + ": " + ec.message();
        std::error_code ignored;
        fs::remove(temp, ignored);
        return false;
    }
    step("rename " + temp.string() + " " + target.string());
    syncFolder(target.parent_path());
    return true;
}

bool writeFolderAtomically(const std::string &folder, const std::vector<FolderFile> &files,
                           const std::vector<std::string> &ownNames, std::string &error)
{
    const fs::path target =
        fs::path(folder).lexically_normal() == "." ? fs::current_path() : fs::path(folder).lexically_normal();
    const fs::path dir = target.filename().empty() ? target.parent_path() : target; // "out/" is "out"
    std::error_code ec;
    const fs::file_status st = fs::status(dir, ec);
    const bool exists = st.type() != fs::file_type::not_found && !ec;
    if (exists && st.type() != fs::file_type::directory) {
        error = dir.string() + " exists and is not a folder";
        return false;
    }
    if (exists) {
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (std::find(ownNames.begin(), ownNames.end(), name) == ownNames.end() ||
                !it->is_regular_file()) {
                error = dir.string() + " holds " + name +
                        ", which is not a launch file; give an empty or a new folder so nothing of yours is "
                        "replaced";
                return false;
            }
        }
        if (ec) {
            error = "cannot read " + dir.string() + ": " + ec.message();
            return false;
        }
    }
    if (!dir.parent_path().empty()) {
        fs::create_directories(dir.parent_path(), ec);
        if (ec) {
            error = dir.parent_path().string() + ": cannot create the folder (" + ec.message() + ")";
            return false;
        }
    }
    removeStaleTemporaries(dir);
    const fs::path temp = tempPathFor(dir);
    std::error_code ignored;
    if (::mkdir(temp.c_str(), 0777) != 0) { // a new folder of our own, never an existing entry
        error = temp.string() + ": cannot create the folder (" + errnoText() + ")";
        return false;
    }
    const auto fail = [&](const std::string &message) {
        error = message;
        std::error_code quiet;
        fs::remove_all(temp, quiet);
        return false;
    };
    for (const FolderFile &f : files) {
        std::string why;
        if (!writeNewFileSynced(temp / f.name, f.text, f.executable, why))
            return fail("cannot write " + (dir / f.name).string() + ": " + why);
        if (f.executable) { // the umask may have taken execute from the owner
            fs::permissions(temp / f.name, fs::perms::owner_exec, fs::perm_options::add, ec);
            if (ec)
                return fail("cannot make " + (dir / f.name).string() + " executable: " + ec.message());
        }
    }
    syncFolder(temp); // the new set's entries, before it takes the old one's place
    // The new set takes the old one's place in one step (Linux renameat2 RENAME_EXCHANGE): a kill
    // at any moment leaves the old set or the new one at `dir`, never neither; the old set, now
    // at `temp`, is removed (or, if killed first, by the next run as a leftover).
    if (exists) {
        if (::renameat2(AT_FDCWD, temp.c_str(), AT_FDCWD, dir.c_str(), RENAME_EXCHANGE) == 0) {
            step("exchange " + temp.string() + " " + dir.string());
            syncFolder(dir.parent_path());
            fs::remove_all(temp, ignored);
            return true;
        }
        if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
            return fail("cannot replace " + dir.string() + ": " + errnoText());
    }
    // where the file system cannot exchange: the old set moves aside, the new one in; if the
    // second rename fails the old one comes back
    fs::path old = tempPathFor(dir);
    old.replace_filename(old.filename().string() + ".old");
    if (exists) {
        fs::remove_all(old, ignored);
        fs::rename(dir, old, ec);
        if (ec)
            return fail("cannot replace " + dir.string() + ": " + ec.message());
    }
    fs::rename(temp, dir, ec);
    if (ec) {
        if (exists)
            fs::rename(old, dir, ignored);
        return fail("cannot replace " + dir.string() + ": " + ec.message());
    }
    step("rename " + temp.string() + " " + dir.string());
    syncFolder(dir.parent_path());
    if (exists)
        fs::remove_all(old, ignored);
    return true;
}

FolderLock::FolderLock(const std::string &folder, double timeoutSeconds)
{
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) {
        m_error = folder + ": cannot create the folder (" + ec.message() + ")";
        return;
    }
    const std::string path = (fs::path(folder) / ".trainplan.lock").string();
    // never through a link: a planted .trainplan.lock -> elsewhere would create that file
    m_fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (m_fd < 0) {
        m_error = errno == ELOOP
                      ? "the lock " + path + " is a symbolic link; remove it (TrainPlan makes its own)"
                      : "cannot open the lock " + path + ": " + errnoText();
        return;
    }
    struct stat st = {};
    if (::fstat(m_fd, &st) != 0 || !S_ISREG(st.st_mode)) { // a FIFO or device named like the lock
        m_error = "the lock " + path + " is not a regular file; remove it (TrainPlan makes its own)";
        ::close(m_fd);
        m_fd = -1;
        return;
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutSeconds);
    while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR) {
            m_error = "cannot lock " + path + ": " + errnoText();
            break;
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            m_error =
                folder + " is being written by another TrainPlan (" + path + " stayed locked); try again";
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (!m_error.empty()) {
        ::close(m_fd);
        m_fd = -1;
    }
}

FolderLock::~FolderLock()
{
    if (m_fd >= 0) {
        ::flock(m_fd, LOCK_UN);
        ::close(m_fd);
    }
}

} // namespace tp
