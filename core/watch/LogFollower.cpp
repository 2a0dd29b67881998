// A growing log file read like tail -F: new bytes, rotations, whole rewrites.
#include "core/watch/LogFollower.h"

#include "core/TextFile.h"
#include "core/calibration/RunLogDetail.h"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace tp::watch {

namespace {

constexpr std::size_t kChunk = 1 << 20;

long long changeTime(const struct stat &st)
{
    return static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
}

} // namespace

LogFollower::~LogFollower()
{
    closeFile();
}

void LogFollower::closeFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

LogFollower::Status LogFollower::open(const std::string &path)
{
    m_path = path;
    // trainer_state.json is rewritten whole at each save: read whole whenever it changes
    m_document = std::filesystem::path(path).extension() == ".json";
    return reopen();
}

LogFollower::Status LogFollower::reopen()
{
    closeFile();
    m_offset = 0;
    m_lastSize = -1;
    m_lastChange = -1;
    m_fd = ::open(m_path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (m_fd < 0) {
        const int error = errno;
        m_error = std::strerror(error);
        return error == ENOENT ? Status::Missing : Status::Unreadable;
    }
    struct stat st = {};
    if (::fstat(m_fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        closeFile();
        m_error = "not a regular file";
        return Status::NotAFile;
    }
    m_device = st.st_dev;
    m_inode = st.st_ino;
    return Status::Ok;
}

LogFollower::Read LogFollower::poll(bool atEnd)
{
    Read r;
    if (m_fd >= 0 && m_document) {
        struct stat now = {};
        if (::fstat(m_fd, &now) == 0 && (now.st_size != m_lastSize || changeTime(now) != m_lastChange)) {
            // a half-written file is read again when it next changes
            m_lastSize = now.st_size;
            m_lastChange = changeTime(now);
            const TextFile file = readTextFile(m_path);
            if (!file.ok()) {
                r.status = file.status == TextFile::Status::Missing ? Status::Missing : Status::Unreadable;
                r.error = file.reason;
                return r;
            }
            if (m_reader.readDocument(file.text, r.events)) {
                r.grew = true;
            } else if (atEnd) {
                r.status = Status::NotALog;
                r.error =
                    "not a Hugging Face trainer_state.json (no log_history); a text log is read line by "
                    "line under any other name";
                return r;
            }
        }
    } else if (m_fd >= 0) {
        std::string buffer(kChunk, '\0');
        while (true) {
            const ssize_t n = ::pread(m_fd, &buffer[0], buffer.size(), m_offset);
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                r.status = Status::Unreadable;
                r.error = std::strerror(errno);
                return r;
            }
            if (n == 0)
                break;
            m_offset += n;
            r.grew = true;
            std::vector<ProgressEvent> events = m_reader.feed(buffer.substr(0, static_cast<std::size_t>(n)));
            r.events.insert(r.events.end(), events.begin(), events.end());
        }
    }
    if (atEnd) {
        std::vector<ProgressEvent> last = m_reader.finish();
        r.events.insert(r.events.end(), last.begin(), last.end());
        return r;
    }
    if (r.grew)
        return r;
    // rotated (another file under the name) or cut: read the new text from its start
    struct stat now = {};
    if (::stat(m_path.c_str(), &now) != 0)
        return r; // between a rotation's rename and the new file: wait
    const bool replaced = m_fd < 0 || now.st_ino != m_inode || now.st_dev != m_device;
    const bool truncated = !replaced && !m_document && now.st_size < m_offset;
    if (replaced || truncated) {
        r.status = reopen();
        if (r.status != Status::Ok) {
            r.error = m_error;
            return r;
        }
        m_reader.restartText();
        r.rotated = true;
        Read rest = poll(false);
        rest.rotated = true;
        return rest;
    }
    return r;
}

std::optional<ProgressEvent> LogFollower::sideSettings() const
{
    namespace fs = std::filesystem;
    const fs::path log(m_path);
    if (log.filename() != "results.csv")
        return std::nullopt;
    const TextFile args = readTextFile((log.parent_path() / "args.yaml").string(), 1 << 20);
    if (!args.ok())
        return std::nullopt;
    // "epochs: 100" at the start of a line
    for (std::size_t at = 0; at < args.text.size();) {
        const std::size_t end = std::min(args.text.find('\n', at), args.text.size());
        if (args.text.compare(at, 7, "epochs:") == 0) {
            const std::string value = runlog::trim(args.text.substr(at + 7, end - at - 7));
            const std::optional<double> v = runlog::numberAt(value, 0);
            if (!v || !std::isfinite(*v) || *v <= 0 || *v >= 1e7)
                return std::nullopt;
            ProgressEvent e;
            e.kind = ProgressEvent::Kind::Setting;
            e.totalEpochs = v;
            return e;
        }
        at = end + 1;
    }
    return std::nullopt;
}

} // namespace tp::watch
