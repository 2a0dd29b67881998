#include "core/TextFile.h"

#include "core/SafeText.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace tp {

namespace {

const char *kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a folder";
    if (S_ISFIFO(mode))
        return "a FIFO";
    if (S_ISCHR(mode))
        return "a character device";
    if (S_ISBLK(mode))
        return "a block device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a file";
}

TextFile failed(TextFile::Status status, std::string reason)
{
    TextFile out;
    out.status = status;
    out.reason = std::move(reason);
    return out;
}

class Descriptor
{
public:
    explicit Descriptor(int fd) : m_fd(fd) {}
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

} // namespace

std::string megabytes(std::uintmax_t bytes)
{
    const std::uintmax_t mb = bytes / (1024u * 1024u);
    return mb * 1024u * 1024u == bytes ? std::to_string(mb) + " MB" : std::to_string(bytes) + " bytes";
}

std::string TextFile::message(const std::string &path, const std::string &what) const
{
    if (ok())
        return {};
    return escapeForDisplay(path) + ": cannot read " + what + " (" + reason + ")";
}

TextFile readTextFile(const std::string &path, std::uintmax_t maxBytes)
{
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    const Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (fd.get() < 0) {
        const int error = errno;
        if (error == ENOENT || error == ENOTDIR)
            return failed(TextFile::Status::Missing, "no such file");
        return failed(TextFile::Status::Unreadable, std::generic_category().message(error));
    }
    struct stat st
    {
    };
    if (::fstat(fd.get(), &st) != 0)
        return failed(TextFile::Status::Unreadable, std::generic_category().message(errno));
    if (!S_ISREG(st.st_mode))
        return failed(TextFile::Status::NotAFile, std::string("not a regular file: ") + kindOf(st.st_mode));
    const auto size = static_cast<std::uintmax_t>(st.st_size);
    if (size > maxBytes)
        return failed(TextFile::Status::TooLarge,
                      "larger than " + megabytes(maxBytes) + " (" + std::to_string(size) + " bytes)");
    // A regular file reads as usual once it is known to be one.
    if (const int flags = ::fcntl(fd.get(), F_GETFL); flags >= 0)
        ::fcntl(fd.get(), F_SETFL, flags & ~O_NONBLOCK);

    TextFile out;
    out.text.reserve(static_cast<std::size_t>(size));
    char block[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd.get(), block, sizeof block);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return failed(TextFile::Status::Unreadable, std::generic_category().message(errno));
        }
        if (n == 0)
            break;
        if (out.text.size() + static_cast<std::size_t>(n) > maxBytes)
            return failed(TextFile::Status::TooLarge, "larger than " + megabytes(maxBytes));
        out.text.append(block, static_cast<std::size_t>(n));
    }
    return out;
}

} // namespace tp
