#pragma once

#include <functional>
#include <string>
#include <vector>

namespace tp {

// Writing what the user keeps (exports, launch folders, price overrides) so that a reader sees the
// old version or the new one, never half of either, and never something that is not a file.

// Why `path` cannot be replaced by a file TrainPlan writes ("" when it can): it is a symbolic link
// (written through, a link planted at an output name would replace the file it points to), or it
// names a folder, a device, a FIFO or a socket (replacing /dev/null or a pipe by a regular file
// would break the system or the reader).
std::string replaceProblem(const std::string &path);

// Writes text to path through a temporary file in the same folder (created exclusively under an
// unpredictable name, never through a link, flushed to the disk) and a rename, so that a reader
// sees the old file or the new one and a failure or a power cut leaves the old one intact. Refuses what
// replaceProblem() refuses. Temporary files that an earlier, killed run left beside the target are
// removed first. On failure returns false with a message in error.
bool writeFileAtomically(const std::string &path, const std::string &text, std::string &error);

// One file of a folder written by writeFolderAtomically.
struct FolderFile
{
    std::string name; // a plain file name, no '/'
    std::string text;
    bool executable = false;
};

// Writes every file into a new temporary folder beside `folder` (each flushed to the disk, then the
// folder), then puts it in place of `folder` with renames and flushes the parent folder: afterwards `folder`
// holds the new set, or (on any failure) exactly what it held before. An existing `folder` may hold only
// files of the names in `ownNames` (an earlier set): a folder with anything else in it is refused rather than
// replaced.
bool writeFolderAtomically(const std::string &folder, const std::vector<FolderFile> &files,
                           const std::vector<std::string> &ownNames, std::string &error);

// The steps the two writers above take to put data on the disk in order, as text: "sync PATH"
// once a file's bytes are on the disk (fsync), "rename FROM TO" and "exchange FROM TO" when it
// takes the old one's place, "sync-folder DIR" once a folder's entries are (fsync of the folder).
// A power cut then leaves the old version or the new one, never an empty file. The observer, null
// by default, lets a test check the order (tst_writepaths); it is process-wide.
using DiskStepObserver = std::function<void(const std::string &step)>;
void setDiskStepObserver(DiskStepObserver observer);

// An exclusive lock on a folder's read-modify-write (the user's overrides folder: the CLI's
// import-prices and the app's price edits), so that two writers never lose each other's prices.
// flock(2) on the dot file ".trainplan.lock" in the folder (created when missing; the catalog
// reader skips dot files); the kernel releases it when the process ends, so a crash leaves no
// stale lock. Waits up to `timeoutSeconds` for another writer.
class FolderLock
{
public:
    FolderLock(const std::string &folder, double timeoutSeconds = 30);
    ~FolderLock();
    FolderLock(const FolderLock &) = delete;
    FolderLock &operator=(const FolderLock &) = delete;

    bool locked() const { return m_fd >= 0; }
    const std::string &error() const { return m_error; } // why not, when !locked()

private:
    int m_fd = -1;
    std::string m_error;
};

} // namespace tp
